import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { Link } from "~/ui/link";
import type { PropertyQuery } from "~/catalog/search";
import { epcLetters } from "~/catalog/search";
import { sortOrders } from "~/catalog/snapshot";
import type { CityEntry, SortOrder, TypeEntry } from "~/catalog/snapshot";
import type { Feature } from "~/domain/records";
import { features } from "~/domain/records";
import { formatArea, formatPrice } from "~/domain/format";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { Button } from "~/ui/button";
import { Icon } from "~/ui/icons";

// The search form of the list pages: an ordinary GET form, so every filter and the sort end
// up in the URL and the results work without JavaScript.

const priceSteps = {
  sale: [100000, 150000, 200000, 250000, 300000, 350000, 400000, 500000, 600000, 750000, 1000000, 1500000],
  rent: [500, 700, 800, 900, 1000, 1200, 1500, 2000, 3000],
};
const bedroomSteps = [1, 2, 3, 4, 5];
const areaSteps = [50, 75, 100, 125, 150, 200, 250];
const sortLabels = {
  newest: "filters.newest",
  "price-asc": "filters.priceAsc",
  "price-desc": "filters.priceDesc",
  "area-desc": "filters.areaDesc",
  "price-per-m2-asc": "filters.pricePerM2Asc",
} as const satisfies Record<SortOrder, MessageKey>;
const featureLabels = {
  garden: "filters.garden",
  garage: "filters.garage",
  terrace: "filters.terrace",
  newBuild: "filters.newBuild",
} as const satisfies Record<Feature, MessageKey>;

const field = "flex flex-col gap-1 text-sm font-medium text-stone-700";
const control = "h-11 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 sm:text-sm";

export function PropertyFilters(props: {
  action: string;
  query: PropertyQuery;
  /** In the order of their names, as the catalog sorts them (snapshot.ts). */
  cities: CityEntry[];
  types: TypeEntry[];
  /** The radius choices around the chosen towns, in km. */
  radiusSteps: readonly number[];
  /** Keeps the map open when the filters change on the map view. */
  view?: "map";
}) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const { query } = props;
  const advanced = Boolean(
    query.km || query.minPrice || query.maxPrice || query.bedrooms || query.area || query.epc || query.features.length,
  );
  // With JavaScript, empty fields stay out of the URL, so a shared link says only what matters.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "" && !(name === "sort" && value === "newest"))
        search.append(name, value);
    }
    const suffix = search.toString();
    // On a phone the panel around the form folds, so the results come first (the list's <details>).
    event.currentTarget.closest("details")?.removeAttribute("open");
    void navigate(suffix ? `${props.action}?${suffix}` : props.action);
  };
  const goal = query.goal;
  const count = (entry: { saleCount: number; rentCount: number }) =>
    goal === "sale" ? entry.saleCount : entry.rentCount;
  // One town per postal code: the zone is made of postal codes.
  const towns = [
    ...new Map(props.cities.filter((entry) => count(entry) > 0).map((entry) => [entry.zip, entry])).values(),
  ]
    // The chosen ones first, so the open list shows them; then by name, as the catalog sorted
    // them (a stable sort keeps that order): a browser's first comparison in a language builds
    // a collator, 12–21 ms on this machine (decision 048).
    .sort((a, b) => Number(query.zips.includes(b.zip)) - Number(query.zips.includes(a.zip)));
  // The label stands apart from its select, so its accessible name is the label alone.
  const select = (
    name: string,
    label: string,
    value: string | number | null,
    options: { value: string | number; label: string }[],
    any = t("filters.any"),
  ) => (
    <div className={field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={value ?? ""} className={control}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      action={props.action}
      onSubmit={submit}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 sm:p-6"
      aria-label={t("filters.title")}
    >
      {props.view ? <input type="hidden" name="view" value={props.view} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceList
          name="zip"
          legend={t("filters.city")}
          all={t("filters.allCities")}
          options={towns.map((town) => ({
            value: town.zip,
            label: `${town.name} (${count(town)})`,
            short: town.name,
            checked: query.zips.includes(town.zip),
          }))}
        />
        <ChoiceList
          name="type"
          legend={t("filters.type")}
          all={t("filters.allTypes")}
          options={props.types
            .filter((type) => (goal === "sale" ? type.sale : type.rent) && count(type) > 0)
            .map((type) => ({
              value: String(type.webId),
              label: `${type.name} (${count(type)})`,
              short: type.name,
              checked: query.types.includes(type.webId),
            }))}
        />
      </div>
      {/* Folded on phones; always open from 640 px (app.css .filters-more). */}
      <details className="filters-more mt-4" open={advanced}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t("filters.title")}</summary>
        <div className="mt-4 grid gap-4 sm:mt-0 sm:grid-cols-2 lg:grid-cols-4">
          {select(
            "km",
            t("filters.radius"),
            query.km,
            props.radiusSteps.map((km) => ({ value: km, label: t("filters.radiusKm", { km }) })),
            t("filters.radiusNone"),
          )}
          {select(
            "minPrice",
            t("filters.minPrice"),
            query.minPrice,
            priceSteps[goal].map((step) => ({ value: step, label: formatPrice(step) })),
          )}
          {select(
            "maxPrice",
            t("filters.maxPrice"),
            query.maxPrice,
            priceSteps[goal].map((step) => ({ value: step, label: formatPrice(step) })),
          )}
          {select(
            "bedrooms",
            t("filters.bedrooms"),
            query.bedrooms,
            bedroomSteps.map((step) => ({ value: step, label: t("filters.atLeast", { count: step }) })),
          )}
          {select(
            "area",
            t("filters.area"),
            query.area,
            areaSteps.map((step) => ({
              value: step,
              label: t("filters.areaAtLeast", { area: formatArea(step, language) }),
            })),
          )}
          {select(
            "epc",
            t("filters.epc"),
            query.epc,
            epcLetters.map((letter) => ({
              value: letter,
              label: t("filters.epcOrBetter", { label: letter.toUpperCase() }),
            })),
          )}
          <fieldset className="text-sm sm:col-span-2">
            <legend className="font-medium text-stone-700">{t("filters.features")}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {features.map((feature) => (
                <label key={feature} className="flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    name={feature}
                    value="1"
                    defaultChecked={query.features.includes(feature)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {t(featureLabels[feature])}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </details>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-4">
        <div className={`${field} min-w-48`}>
          <label htmlFor={`${id}-sort`}>{t("filters.sort")}</label>
          <select id={`${id}-sort`} name="sort" defaultValue={query.sort} className={control}>
            {sortOrders.map((order) => (
              <option key={order} value={order}>
                {t(sortLabels[order])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-4">
          <Link to={props.action} className="text-sm font-medium text-stone-600 underline-offset-4 hover:underline">
            {t("filters.reset")}
          </Link>
          <Button type="submit" variant="primary" size="lg" className="text-sm">
            {t("filters.submit")}
          </Button>
        </div>
      </div>
    </Form>
  );
}

/**
 * Several choices under one name (towns, types), folded like a select: a native disclosure with
 * checkboxes, so it works without JavaScript; with it, the closed box names what is chosen.
 */
function ChoiceList(props: {
  name: string;
  legend: string;
  all: string;
  options: { value: string; label: string; short: string; checked: boolean }[];
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState(() =>
    props.options.filter((option) => option.checked).map((option) => option.short),
  );
  // Open over the fields below it, the list closes as a select's would: a click or a tap
  // elsewhere, or Escape. Without JavaScript it stays a disclosure in the page.
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const element = disclosure.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    // On the click, not the press: closing first would move what the press is aiming at.
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  const [first] = chosen;
  const summary =
    first === undefined
      ? props.all
      : chosen.length <= 2
        ? chosen.join(", ")
        : t("filters.andMore", { first, count: chosen.length - 1 });
  return (
    <fieldset className={field}>
      <legend className="mb-1">{props.legend}</legend>
      <details ref={disclosure} className="group relative">
        <summary
          className={`${control} flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden`}
        >
          <span className="truncate">{summary}</span>
          <Icon name="chevron" className="h-4 w-4 shrink-0 text-stone-500 transition group-open:rotate-180" />
        </summary>
        {/* In the page's flow on a phone; over what follows from 640 px, as a select's list would be. */}
        <div className="mt-2 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 sm:absolute sm:inset-x-0 sm:top-full sm:z-20 sm:mt-1 sm:shadow-lg">
          {props.options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 font-normal hover:bg-sand-50"
            >
              <input
                type="checkbox"
                name={props.name}
                value={option.value}
                defaultChecked={option.checked}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setChosen((current) =>
                    checked ? [...current, option.short] : current.filter((name) => name !== option.short),
                  );
                }}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
