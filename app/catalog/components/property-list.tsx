import { lazy, Suspense, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { saveSearchHref } from "~/alerts/links";
import type { Goal } from "~/domain/records";
import { useI18n } from "~/i18n/context";
import { Pagination } from "~/ui/pagination";
import type { MapPoint } from "../map";
import type { PropertiesPage, PropertyQuery } from "../search";
import type { PropertyCardView } from "../snapshot";
import type { CityEntry, TypeEntry } from "../snapshot";
import { PropertyCard } from "./property-card";
import { PropertyFilters } from "./property-filters";
import type { TileSettings } from "./property-map";

const PropertyMap = lazy(() => import("./property-map"));
const noChange = () => () => {};

export interface PropertyListData {
  goal: Goal;
  query: PropertyQuery;
  result: Omit<PropertiesPage, "items"> & { items: PropertyCardView[] };
  /** The list's own path, where the filters send their query. */
  action: string;
  cities: CityEntry[];
  types: TypeEntry[];
  radiusSteps: readonly number[];
  /** What the home box could not place, when that is what the visitor searched. */
  unmatched: string;
  search: string;
  /** The query without page and view, carried to a detail page for previous and next. */
  from: string;
  onMap: boolean;
  points: MapPoint[];
  tiles: TileSettings;
}

/** A list page: the filters, the number found, the list or the map, and the pages. */
export function PropertyListView({ page }: { page: PropertyListData }) {
  const { language, t } = useI18n();
  const { result, goal } = page;
  // Leaflet needs a browser: the map is drawn only after hydration.
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const listHref = `${page.action}${page.from ? `?${page.from}` : ""}`;
  const mapHref = `${page.action}?${page.from ? `${page.from}&` : ""}view=map`;
  const toggle = "rounded-full px-4 py-2 text-sm font-semibold";
  // A search alert with this list's goal and filters (app/alerts): above the results, and in an empty result.
  const saveSearch = (
    <Link to={saveSearchHref(language, goal, page.from)} className="text-sm font-semibold text-brand-700 underline">
      {t("alerts.saveSearch")}
    </Link>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl text-brand-900">
        {goal === "sale" ? t("list.saleTitle") : t("list.rentTitle")}
      </h1>
      <div className="mt-6">
        <PropertyFilters
          action={page.action}
          query={page.query}
          cities={page.cities}
          types={page.types}
          radiusSteps={page.radiusSteps}
          view={page.onMap ? "map" : undefined}
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span role="status" className="text-sm text-stone-600">
            {t("filters.found", { count: result.total })}
          </span>
          {/* An empty list offers it once, under its message. */}
          {page.onMap || result.total > 0 ? saveSearch : null}
        </p>
        <nav className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-stone-900/10" aria-label={t("list.map")}>
          <Link
            to={listHref}
            aria-current={page.onMap ? undefined : "page"}
            className={`${toggle} ${page.onMap ? "text-brand-800" : "bg-brand-800 text-white"}`}
          >
            {t("list.list")}
          </Link>
          <Link
            to={mapHref}
            aria-current={page.onMap ? "page" : undefined}
            className={`${toggle} ${page.onMap ? "bg-brand-800 text-white" : "text-brand-800"}`}
          >
            {t("list.map")}
          </Link>
        </nav>
      </div>
      {page.onMap ? (
        <div className="mt-4">
          {scripted ? (
            <Suspense fallback={<div className="h-[70vh] min-h-96 rounded-2xl bg-sand-100" />}>
              <PropertyMap points={page.points} tiles={page.tiles} />
            </Suspense>
          ) : (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-600">{t("list.mapNeedsScript")}</p>
          )}
        </div>
      ) : result.total === 0 ? (
        <div className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-900/5">
          <p>{page.unmatched ? t("list.unmatched", { text: page.unmatched }) : t("list.empty")}</p>
          <p className="mt-3">
            {t("alerts.saveSearchHint")} {saveSearch}
          </p>
        </div>
      ) : (
        <>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((property, index) => (
              <PropertyCard key={property.id} property={property} eager={index < 3} from={page.from} headingLevel={2} />
            ))}
          </div>
          <Pagination
            page={result.page}
            pages={result.pages}
            total={result.total}
            search={new URLSearchParams(page.search)}
          />
        </>
      )}
    </div>
  );
}
