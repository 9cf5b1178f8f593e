import { lazy, Suspense } from "react";
import { Link } from "~/ui/link";
import { saveSearchHref } from "~/alerts/links";
import type { Goal } from "~/domain/records";
import { useI18n } from "~/i18n/context";
import { Icon } from "~/ui/icons";
import { Pagination } from "~/ui/pagination";
import { useScripted } from "~/ui/use-scripted";
import type { MapPoint } from "../map";
import type { PropertiesPage, PropertyQuery } from "../search";
import type { PropertyCardView } from "../snapshot";
import type { CityEntry, TypeEntry } from "../snapshot";
import { PropertyCard } from "./property-card";
import { PropertyFilters } from "./property-filters";
import type { TileSettings } from "./property-map";

const PropertyMap = lazy(() => import("./property-map"));

export interface PropertyListData {
  goal: Goal;
  query: PropertyQuery;
  /** The cards of this page; the last `references` of them are sold or rented. */
  result: Omit<PropertiesPage, "items"> & { items: PropertyCardView[]; references: number };
  /** When nothing is on offer: wider searches that find something, with their counts. */
  wider: {
    kind: "radius" | "price" | "type" | "town" | "everything";
    count: number;
    km?: number;
    town?: string;
    href: string;
  }[];
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

/**
 * The list's map. Leaflet needs a browser: the map is drawn only once scripts run. This box alone
 * reads that, so that when it turns true just after hydration React renders the box again, not the
 * whole list with its filters (decision 065).
 */
function ListMap(props: { points: MapPoint[]; tiles: TileSettings }) {
  const { t } = useI18n();
  const scripted = useScripted();
  return (
    // The map's box is there from the first paint, the same size before and after the map is
    // drawn: nothing below it moves when it comes.
    <div className="mt-4 h-[calc(100svh-5rem)] min-h-80 sm:h-[70vh] sm:min-h-96">
      {scripted ? (
        <Suspense fallback={<div className="h-full rounded-2xl bg-sand-100" />}>
          <PropertyMap points={props.points} tiles={props.tiles} fill />
        </Suspense>
      ) : (
        <div className="flex h-full items-center justify-center rounded-2xl bg-sand-100 p-8">
          <noscript>
            <p className="text-center text-stone-600">{t("list.mapNeedsScript")}</p>
          </noscript>
        </div>
      )}
    </div>
  );
}

/** A list page: the filters, the number found, the list or the map, and the pages. */
export function PropertyListView({ page }: { page: PropertyListData }) {
  const { language, t } = useI18n();
  const { result, goal } = page;
  const listHref = `${page.action}${page.from ? `?${page.from}` : ""}`;
  const mapHref = `${page.action}?${page.from ? `${page.from}&` : ""}view=map`;
  const toggle = "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold";
  // Sold and rented references come last in every order: the page's last cards.
  const offered = result.items.slice(0, result.items.length - result.references);
  const references = result.items.slice(result.items.length - result.references);
  const { query } = page;
  const active =
    query.zips.length +
    query.types.length +
    [query.km, query.minPrice, query.maxPrice, query.bedrooms, query.area, query.epc].filter((value) => value !== null)
      .length +
    query.features.length;
  const widerLabel = (step: PropertyListData["wider"][number]) => {
    switch (step.kind) {
      case "radius":
        return t("list.widerRadius", { km: step.km ?? 0 });
      case "price":
        return t("list.widerPrice");
      case "type":
        return t("list.widerType");
      case "town":
        return t("list.widerTown", { town: step.town ?? "" });
      case "everything":
        return t("list.widerEverything");
    }
  };
  // A search alert with this list's goal and filters (app/alerts): above the results, and in an empty result.
  const saveSearch = (
    <Link to={saveSearchHref(language, goal, page.from)} className="text-sm font-semibold text-brand-700 underline">
      {t("list.saveSearch")}
    </Link>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">
        {goal === "sale" ? t("list.saleTitle") : t("list.rentTitle")}
      </h1>
      {/* On a phone the filters are folded behind one summary, and fold again once applied, so
          the results (or the map) start near the top; from 640 px always open (app.css .filters-more). */}
      <details className="filters-more group/panel mt-4 sm:mt-6">
        <summary className="flex h-12 cursor-pointer list-none items-center justify-between rounded-2xl bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-stone-900/5 [&::-webkit-details-marker]:hidden">
          {active > 0 ? t("filters.panelActive", { count: active }) : t("filters.panel")}
          <Icon name="chevron" className="h-4 w-4 transition group-open/panel:rotate-180" />
        </summary>
        <div className="mt-3 sm:mt-0">
          <PropertyFilters
            action={page.action}
            query={page.query}
            cities={page.cities}
            types={page.types}
            radiusSteps={page.radiusSteps}
            view={page.onMap ? "map" : undefined}
          />
        </div>
      </details>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
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
        <ListMap points={page.points} tiles={page.tiles} />
      ) : (
        <>
          {result.total === 0 ? (
            <div className="mt-6 rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-900/5 sm:p-8">
              <p className="text-lg">
                {page.unmatched ? t("list.unmatched", { text: page.unmatched }) : t("list.empty")}
              </p>
              {page.wider.length > 0 ? (
                <>
                  <h2 className="mt-6 font-display text-xl text-brand-900">{t("list.widerTitle")}</h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {page.wider.map((step) => (
                      <li key={step.href}>
                        <Link
                          to={step.href}
                          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-800/20 px-4 text-sm font-medium text-brand-800 hover:bg-sand-100"
                        >
                          {widerLabel(step)}
                          <span className="text-stone-500">({step.count})</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p className="mt-6">
                {t("list.saveSearchHint")} {saveSearch}
              </p>
            </div>
          ) : null}
          {result.items.length > 0 ? (
            <>
              {offered.length > 0 ? <Cards items={offered} from={page.from} first={0} level={2} /> : null}
              {references.length > 0 ? (
                <section aria-labelledby="references" className="mt-12">
                  <h2 id="references" className="font-display text-2xl text-brand-900">
                    {t("list.references")}
                  </h2>
                  <Cards items={references} from={page.from} first={offered.length} level={3} />
                </section>
              ) : null}
              <Pagination
                page={result.page}
                pages={result.pages}
                total={result.total}
                search={new URLSearchParams(page.search)}
              />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

function Cards(props: { items: PropertyCardView[]; from: string; first: number; level: 2 | 3 }) {
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.items.map((property, index) => (
        <PropertyCard
          key={property.id}
          property={property}
          first={props.first + index === 0}
          from={props.from}
          headingLevel={props.level}
        />
      ))}
    </div>
  );
}
