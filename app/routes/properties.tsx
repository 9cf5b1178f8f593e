import { lazy, Suspense, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/properties";
import { propertyListPage } from "~/catalog/list-page.server";
import { useI18n } from "~/i18n/context";
import { PropertyCard } from "~/catalog/components/property-card";
import { PropertyFilters } from "~/catalog/components/property-filters";
import { pageMeta } from "~/ui/page-meta";
import { Pagination } from "~/ui/pagination";

const PropertyMap = lazy(() => import("~/catalog/components/property-map"));
const noChange = () => () => {};

export const loader = ({ url }: Route.LoaderArgs) => propertyListPage(url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { result, goal } = loaderData;
  // Leaflet needs a browser: the map is drawn only after hydration.
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const listHref = `${loaderData.action}${loaderData.from ? `?${loaderData.from}` : ""}`;
  const mapHref = `${loaderData.action}?${loaderData.from ? `${loaderData.from}&` : ""}view=map`;
  const toggle = "rounded-full px-4 py-2 text-sm font-semibold";
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl text-brand-900">
        {goal === "sale" ? t("list.saleTitle") : t("list.rentTitle")}
      </h1>
      <div className="mt-6">
        <PropertyFilters
          action={loaderData.action}
          query={loaderData.query}
          cities={loaderData.cities}
          types={loaderData.types}
          view={loaderData.onMap ? "map" : undefined}
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-stone-600">
          {t("filters.found", { count: result.total })}
        </p>
        <nav className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-stone-900/10" aria-label={t("list.map")}>
          <Link
            to={listHref}
            aria-current={loaderData.onMap ? undefined : "page"}
            className={`${toggle} ${loaderData.onMap ? "text-brand-800" : "bg-brand-800 text-white"}`}
          >
            {t("list.list")}
          </Link>
          <Link
            to={mapHref}
            aria-current={loaderData.onMap ? "page" : undefined}
            className={`${toggle} ${loaderData.onMap ? "bg-brand-800 text-white" : "text-brand-800"}`}
          >
            {t("list.map")}
          </Link>
        </nav>
      </div>
      {loaderData.onMap ? (
        <div className="mt-4">
          {scripted ? (
            <Suspense fallback={<div className="h-[70vh] min-h-96 rounded-2xl bg-sand-100" />}>
              <PropertyMap points={loaderData.points} tiles={loaderData.tiles} />
            </Suspense>
          ) : (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-600">{t("list.mapNeedsScript")}</p>
          )}
        </div>
      ) : result.total === 0 ? (
        <p className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-900/5">
          {t("list.empty")}
        </p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((property, index) => (
              <PropertyCard
                key={property.id}
                property={property}
                eager={index < 3}
                from={loaderData.from}
                headingLevel={2}
              />
            ))}
          </div>
          <Pagination
            page={result.page}
            pages={result.pages}
            total={result.total}
            search={new URLSearchParams(loaderData.search)}
          />
        </>
      )}
    </div>
  );
}
