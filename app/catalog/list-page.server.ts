import { redirect } from "react-router";
import { sitePage } from "~/content/pages.server";
import { defaultLanguage, enabledLanguages, pageLanguage, pageTitle, site } from "~/content/site.server";
import type { Language } from "~/domain/language";
import type { Goal } from "~/domain/records";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { getCatalog } from "./catalog.server";
import { mapPoints } from "./map";
import type { PropertiesPage, PropertyQuery } from "./search";
import {
  filterProperties,
  legacyCityZip,
  pageOf,
  parsePropertyQuery,
  radiusSteps,
  searchString,
  widerSearches,
  withZone,
} from "./search";
import type { Catalog, PropertyCard } from "./snapshot";
import { cardView, isReference } from "./snapshot";
import { resolveTyped } from "./suggest";

// The list pages, for their routes: the properties for sale or for rent with the visitor's
// filters, and the projects.

/**
 * A page of results as the list shows them: each card without what only the search uses, and
 * how many of them (the last ones) are sold or rented references.
 */
function cardsOnly(result: PropertiesPage) {
  return { ...result, items: result.items.map(cardView), references: result.items.filter(isReference).length };
}

const onOffer = (properties: PropertyCard[]) => properties.filter((property) => !isReference(property)).length;

const maxTyped = 10;
const maxTypedLength = 200;

/**
 * What the home box sends as typed (`q`, and an old `city` without a postal code) made into
 * what it means, and old `city=Name|zip` links made into the one search model: a redirect to the
 * property of an exact reference, or to the list of the types and towns it names (on the rent
 * list when only that one has any). Null when the URL is already the search's own; text that
 * names nothing stays in `q`, and the list says it found nothing for it.
 */
function canonicalList(catalog: Catalog, language: Language, goal: Goal, search: URLSearchParams): Response | null {
  // What a person types: a few texts of a few words. A crafted URL with thousands is cut short.
  const typed = [...search.getAll("q"), ...search.getAll("city").filter((value) => legacyCityZip(value) === "")]
    .map((text) => text.split("|")[0]?.trim().slice(0, maxTypedLength) ?? "")
    .filter(Boolean)
    .slice(0, maxTyped);
  if (typed.length === 0 && !search.has("city")) return null;
  const query = parsePropertyQuery(search, goal);
  const unmatched: string[] = [];
  for (const text of typed) {
    const found = resolveTyped(catalog, language, text);
    if (found && "property" in found) return redirect(found.property, 302);
    if (!found) unmatched.push(text);
    else {
      query.zips = [...new Set([...query.zips, ...found.zips])];
      query.types = [...new Set([...query.types, ...found.types])];
    }
  }
  // Only unmatched text and nothing old to rewrite: this is already the page to show.
  if (!search.has("city") && unmatched.length === typed.length) return null;
  query.page = 1;
  const view = catalog.views[language];
  const other: Goal = goal === "sale" ? "rent" : "sale";
  const target =
    typed.length > 0 &&
    onOffer(filterProperties(view, withZone(query, catalog))) === 0 &&
    onOffer(filterProperties(view, withZone({ ...query, goal: other }, catalog))) > 0
      ? other
      : goal;
  const rest = new URLSearchParams(searchString(query));
  for (const text of unmatched) rest.append("q", text);
  const path = pagePath(target === "sale" ? "forSale" : "forRent", language);
  return redirect(rest.size > 0 ? `${path}?${rest}` : path, typed.length > 0 ? 302 : 301);
}

export async function propertyListPage(url: URL) {
  const language = pageLanguage(url);
  const goal: Goal = url.pathname.startsWith(pagePath("forSale", language)) ? "sale" : "rent";
  const list = goal === "sale" ? "forSale" : "forRent";
  const [catalog, page] = await Promise.all([getCatalog(), sitePage(list, language)]);
  const moved = canonicalList(catalog, language, goal, url.searchParams);
  if (moved) throw moved;
  const view = catalog.views[language];
  const query = parsePropertyQuery(url.searchParams, goal);
  // Text the home box could not place: nothing matches it, which the list says.
  const unmatched = url.searchParams
    .getAll("q")
    .slice(0, maxTyped)
    .map((text) => text.slice(0, maxTypedLength))
    .join(", ");
  const zoned = withZone(query, catalog);
  const found = unmatched ? [] : filterProperties(view, zoned);
  // ?view=map shows the same results on a map: every one of them, not only this page's.
  const onMap = url.searchParams.get("view") === "map";
  const messages = catalogues[language].list;
  const canonical = alternatesOf((code) => pagePath(list, code));
  const result = pageOf(found, query.page);
  const action = pagePath(list, language);
  const href = (next: PropertyQuery) => {
    const search = searchString(next);
    return search ? `${action}?${search}` : action;
  };
  // Nothing on offer: the next steps. For text the box could not place, the search without it.
  const withoutText = { kind: "everything" as const, query, count: onOffer(filterProperties(view, zoned)) };
  const wider =
    result.total > 0
      ? []
      : unmatched
        ? [withoutText].filter((one) => one.count > 0)
        : widerSearches(catalog, view, query);
  return {
    goal,
    query,
    unmatched,
    result: cardsOnly(result),
    wider: wider.map(({ query: next, ...step }) => ({ ...step, href: href(next) })),
    action,
    // Only the places and types the filters offer: those with properties for this goal.
    cities: view.cities.filter((city) => (goal === "sale" ? city.saleCount : city.rentCount) > 0),
    types: view.types.filter((type) =>
      goal === "sale" ? type.sale && type.saleCount > 0 : type.rent && type.rentCount > 0,
    ),
    radiusSteps,
    search: url.search,
    from: searchString(query, { page: false }),
    onMap,
    points: onMap ? mapPoints(catalog, found) : [],
    tiles: site().settings.map,
    // The language switcher keeps the whole search: its parameters are the same in every language.
    alternates: alternatesOf((code) => `${canonical[code]}${url.search}`),
    meta: {
      title: page?.seo.title ?? pageTitle(goal === "sale" ? messages.saleTitle : messages.rentTitle),
      description:
        page?.seo.description ?? (goal === "sale" ? messages.saleMetaDescription : messages.rentMetaDescription),
      language,
      origin: url.origin,
      alternates: canonical,
    },
  };
}

export async function projectListPage(url: URL) {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => pagePath("projects", code));
  const messages = catalogues[language];
  const [catalog, page] = await Promise.all([getCatalog(), sitePage("projects", language)]);
  return {
    projects: catalog.views[language].projects,
    banner: page?.banner ?? null,
    alternates,
    meta: {
      title: page?.seo.title ?? pageTitle(messages.project.listTitle),
      description: page?.seo.description ?? messages.site.tagline,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

/** The visitor's favourites page: kept in their browser, so the page itself holds only its head. */
export function favouritesPage(url: URL) {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => pagePath("favourites", code));
  const messages = catalogues[language].favourites;
  return {
    alternates,
    // A personal page: nothing here for search engines.
    meta: {
      title: pageTitle(messages.title),
      description: messages.note,
      index: false,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

// GET /api/properties?language=nl&ids=1,2,3: the cards of the visitor's favourites, in the
// order asked; ids that are gone (withdrawn) are left out. At most 100 ids are read.
const maxIds = 100;

export async function favouriteCards(url: URL) {
  const requested = url.searchParams.get("language");
  const language = enabledLanguages().find((code) => code === requested) ?? defaultLanguage();
  const ids = (url.searchParams.get("ids") ?? "").split(",").slice(0, maxIds).map(Number).filter(Number.isInteger);
  const view = (await getCatalog()).views[language];
  return Response.json(
    ids.flatMap((id) => {
      const card = view.propertyById.get(id);
      return card ? [cardView(card)] : [];
    }),
    { headers: { "Cache-Control": "no-store" } },
  );
}
