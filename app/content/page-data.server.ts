import { data, redirect } from "react-router";
import { cleanDescription } from "~/domain/description";
import { alternatesOf, pageOfPath, pagePath } from "~/i18n/links";
import { getCatalog } from "~/catalog/catalog.server";
import { agencyJsonLd, breadcrumbJsonLd } from "~/seo/structured-data";
import { articleAt } from "./articles.server";
import { searchBlockView, sitePage } from "./pages.server";
import { agencyFacts, pageLanguage, pageTitle } from "./site.server";

// The pages the site configuration makes, for their routes: what each shows and its head.

/** The home page: its banner with the search block, and its modules. */
export async function homePageData(url: URL) {
  const language = pageLanguage(url);
  const [page, catalog] = await Promise.all([sitePage("home", language), getCatalog()]);
  if (!page) throw data(null, { status: 404 });
  const alternates = alternatesOf((code) => pagePath("home", code));
  return {
    // What the page shows; its head is in meta.
    page: { banner: page.banner, modules: page.modules },
    banner: page.banner,
    search: searchBlockView(language, catalog.views[language].totals),
    alternates,
    meta: {
      title: page.seo.title,
      description: page.seo.description,
      image: page.seo.ogImage,
      index: page.seo.index,
      language,
      origin: url.origin,
      alternates,
      jsonLd: [agencyJsonLd(agencyFacts(language), url.origin)],
    },
  };
}

/** A site-structure page of spec §2 (Verkopen, Contact, FAQ, the legal pages…), made of its modules. */
export async function sitePageData(url: URL) {
  const language = pageLanguage(url);
  const key = pageOfPath(url.pathname, language);
  const page = key ? await sitePage(key, language) : null;
  if (!key || !page) throw data(null, { status: 404 });
  if (page.redirect) throw redirect(page.redirect, 302);
  const alternates = alternatesOf((code) => pagePath(key, code));
  return {
    // What the page shows; its head is in meta.
    page: { banner: page.banner, title: page.title, breadcrumb: page.breadcrumb, modules: page.modules },
    banner: page.banner,
    alternates,
    meta: {
      title: page.seo.title,
      description: page.seo.description,
      image: page.seo.ogImage,
      type: page.seo.ogType,
      index: page.seo.index,
      language,
      origin: url.origin,
      alternates,
      // The visible breadcrumbs, when the page shows them (its showBreadCrumb flag).
      jsonLd: page.breadcrumb ? [breadcrumbJsonLd(page.breadcrumb, url.origin, url.pathname)] : [],
    },
  };
}

/** A section's article or an FAQ answer. */
export function articlePageData(url: URL) {
  const language = pageLanguage(url);
  const page = articleAt(url.pathname, language);
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    banner: page.banner,
    alternates: page.alternates,
    meta: {
      title: pageTitle(page.article.title),
      description: cleanDescription(page.article.summary, { maxLength: 160 }),
      image: page.article.image,
      type: "article",
      language,
      origin: url.origin,
      alternates: page.alternates,
      jsonLd: page.breadcrumb.length > 0 ? [breadcrumbJsonLd(page.breadcrumb, url.origin, url.pathname)] : [],
    },
  };
}
