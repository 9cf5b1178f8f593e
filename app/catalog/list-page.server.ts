import { redirect } from "react-router";
import { sitePage } from "~/content/pages.server";
import { defaultLanguage, enabledLanguages, pageLanguage, pageTitle, site } from "~/content/site.server";
import type { Language } from "~/domain/language";
import type { Goal } from "~/domain/records";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { getCatalog } from "./catalog.server";
import { mapPoints } from "./map";
import type { PropertiesPage } from "./search";
import { filterProperties, parsePropertyQuery, searchProperties } from "./search";
import type { Catalog } from "./snapshot";
import { cardView } from "./snapshot";
import { resolveTyped } from "./suggest";

// The list pages, for their routes: the properties for sale or for rent with the visitor's
// filters, and the projects.

/** The visitor's list query without its page and view: what a detail page's "from" carries. */
function withoutPage(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete("page");
  rest.delete("view");
  return rest.toString();
}

/** A page of results as the list shows them: each card without what only the search uses. */
function cardsOnly(result: PropertiesPage) {
  return { ...result, items: result.items.map(cardView) };
}

/**
 * The list's query with what the home box sends as typed (`city=2650`, `city=edeg`, a
 * reference) made into what it means: the municipalities it names, or a redirect to the
 * property whose reference it is. Values chosen from the filters (`Name|zip`) stay as they are.
 */
function typedSearch(catalog: Catalog, language: Language, search: URLSearchParams): URLSearchParams {
  const typed = search.getAll("city").filter((value) => !value.includes("|"));
  if (typed.length === 0) return search;
  const resolved = new URLSearchParams(search);
  resolved.delete("city");
  for (const value of search.getAll("city")) {
    const found = value.includes("|") ? null : resolveTyped(catalog, language, value);
    if (found && "property" in found) throw redirect(found.property, 302);
    if (found) for (const city of found.cities) resolved.append("city", `${city.name}|${city.zip}`);
    else resolved.append("city", value);
  }
  return resolved;
}

export async function propertyListPage(url: URL) {
  const language = pageLanguage(url);
  const goal: Goal = url.pathname.startsWith(pagePath("forSale", language)) ? "sale" : "rent";
  const list = goal === "sale" ? "forSale" : "forRent";
  const [catalog, page] = await Promise.all([getCatalog(), sitePage(list, language)]);
  const view = catalog.views[language];
  const search = typedSearch(catalog, language, url.searchParams);
  const query = parsePropertyQuery(search, goal);
  // ?view=map shows the same results on a map: every one of them, not only this page's.
  const onMap = url.searchParams.get("view") === "map";
  const messages = catalogues[language].list;
  const canonical = alternatesOf((code) => pagePath(list, code));
  return {
    goal,
    query,
    result: cardsOnly(searchProperties(view, query)),
    action: pagePath(list, language),
    // Only the places and types the filters offer: those with properties for this goal.
    cities: view.cities.filter((city) => (goal === "sale" ? city.saleCount : city.rentCount) > 0),
    types: view.types.filter((type) =>
      goal === "sale" ? type.sale && type.saleCount > 0 : type.rent && type.rentCount > 0,
    ),
    search: url.search,
    from: withoutPage(search),
    onMap,
    points: onMap ? mapPoints(catalog, filterProperties(view, query)) : [],
    tiles: site().settings.map,
    // The language switcher keeps the search; the canonical page is the list without it.
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
