import { getCatalog } from "~/catalog/catalog.server";
import type { PropertyCard } from "~/catalog/snapshot";
import { cardView } from "~/catalog/snapshot";
import type { Language } from "~/domain/language";
import { phoneHref } from "~/domain/phone";
import { pagePath } from "~/i18n/links";
import type { PageKey } from "~/i18n/paths";
import { catalogues } from "~/i18n/messages";
import { getDatabase } from "~/db/database.server";
import { isPageFormKind } from "~/leads/forms";
import { approvedTestimonials } from "~/leads/testimonials.server";
import { articleHref } from "./layout.server";
import { opensNewTab, resolveLink } from "./links";
import { markdownToHtml } from "./markdown.server";
import type { Article, Banner, MenuEntry, PageModule } from "./schema";
import { site } from "./site.server";
import type { Crumb } from "~/ui/layout";
import type { ArticleView, BannerView, ModuleView, SearchBlockView } from "./view";

// A site-structure page (spec §2) in one language: its entry, banner, breadcrumb and the
// modules it is made of, with every relation resolved to what the module shows.

const featuredCount = 4;

export function pageEntry(page: PageKey): MenuEntry | null {
  const entry = site().menu.entries.find((candidate) => candidate.path === page && candidate.parentId === null);
  return entry && entry.status === "Published" && entry.params ? entry : null;
}

export function articleView(article: Article, language: Language): ArticleView {
  const person = article.person;
  const names = catalogues[language].spoken;
  return {
    id: article.id,
    title: article.title[language],
    summary: article.summary[language],
    html: markdownToHtml(article.body[language], language),
    date: article.date,
    image: article.image ?? null,
    href: articleHref(article, language),
    link: article.link && article.linkLabel
      ? { label: article.linkLabel[language], href: resolveLink(article.link, language), newTab: opensNewTab(resolveLink(article.link, language)) }
      : null,
    person: person
      ? {
          role: person.role[language],
          phone: person.phone,
          phoneHref: phoneHref(person.phone),
          email: person.email,
          photo: person.photo,
          languages: person.languages.map((code) => names[code]),
        }
      : null,
  };
}

function categoryArticles(category: string): Article[] {
  return [...site().articles.values()]
    .filter((article) => article.category === category && article.status === "Published")
    .sort((a, b) => (category === "news" ? b.date.localeCompare(a.date) : a.sort - b.sort || a.id.localeCompare(b.id)));
}

async function properties(preset: string, language: Language): Promise<PropertyCard[]> {
  const view = (await getCatalog()).views[language];
  const available = (property: PropertyCard) => property.marquee !== "sold" && property.marquee !== "rented";
  switch (preset) {
    case "sold":
      return view.properties.filter((property) => property.marquee === "sold");
    case "rented":
      return view.properties.filter((property) => property.marquee === "rented");
    case "sale":
    case "rent":
      return view.properties.filter((property) => property.goal === preset && available(property));
    default:
      // featured: the newest available properties with a picture, for sale first.
      return view.properties.filter((property) => available(property) && property.picture).slice(0, featuredCount * 3)
        .sort((a, b) => (a.goal === b.goal ? 0 : a.goal === "sale" ? -1 : 1));
  }
}

async function moduleView(module: PageModule, language: Language): Promise<ModuleView | null> {
  const base = {
    id: module.id,
    title: module.title?.[language] ?? null,
    titleSize: module.titleSize,
    description: module.description?.[language] ?? null,
    perRow: module.numberItemOfRow,
    background: { image: module.backgroundType === "image" ? (module.image ?? null) : null, color: module.backgroundType === "color" ? (module.colorBackground ?? null) : null },
  };
  const [relation] = module.relations;
  if (!relation) return null;
  switch (relation.type) {
    case "article": {
      const article = site().articles.get(relation.id);
      if (!article || article.status !== "Published") return null;
      const view = module.view === "module-view" || module.view === "card-view" ? module.view : "single-view";
      return { ...base, view, kind: "article", article: articleView(article, language) };
    }
    case "category": {
      const view = module.view === "single-view" || module.view === "module-view" ? "news-view" : module.view;
      const items = categoryArticles(relation.id).slice(0, module.maxItems).map((article) => articleView(article, language));
      return { ...base, view, kind: "articles", articles: items };
    }
    case "property-list": {
      const items = (await properties(relation.id, language)).slice(0, module.maxItems);
      const goal = relation.id === "rent" || relation.id === "rented" ? "forRent" : "forSale";
      const messages = catalogues[language].layout;
      return { ...base, view: "card-view", kind: "properties", properties: items.map(cardView), more: { label: messages.allProperties, href: pagePath(goal, language), newTab: false } };
    }
    case "project-list":
      return { ...base, view: "card-view", kind: "projects", projects: (await getCatalog()).views[language].projects.slice(0, module.maxItems) };
    case "contact":
      return { ...base, view: "single-view", kind: "contact" };
    case "form": {
      if (!isPageFormKind(relation.id)) return null;
      const types = (await getCatalog()).views[language].types.map((type) => ({ value: String(type.webId), label: type.name }));
      return { ...base, view: "single-view", kind: "form", form: relation.id, types };
    }
    case "testimonials": {
      // Approved ones only; none yet (or the database away) and the module stays out.
      const shown = await getDatabase()
        .then(({ db }) => approvedTestimonials(db, module.maxItems))
        .catch(() => []);
      return shown.length > 0 ? { ...base, view: "card-view", kind: "testimonials", testimonials: shown } : null;
    }
  }
}

export async function pageModules(entry: MenuEntry, language: Language): Promise<ModuleView[]> {
  const modules = (entry.params?.modules ?? []).filter((module) => module.status === "Published").sort((a, b) => a.sort - b.sort);
  const views = await Promise.all(modules.map((module) => moduleView(module, language)));
  return views.filter((view) => view !== null);
}

export function bannerView(banner: Banner | undefined, language: Language): BannerView {
  const chosen = banner ?? site().settings.defaultBanner;
  return {
    type: chosen.bannerType,
    title: chosen.title?.[language] ?? null,
    description: chosen.description?.[language] ?? null,
    images: chosen.bannerType === "gallery" ? chosen.images : chosen.image ? [chosen.image] : [],
    video: chosen.video ?? null,
    mobileVideo: chosen.mobileVideo ?? null,
    poster: chosen.poster ?? null,
    color: chosen.bannerColor ?? null,
    transparent: chosen.bannerTransparent,
    showLogo: chosen.showLogo,
  };
}

/** spec §2: home, then the page, then (for an article) the article. */
export function breadcrumb(language: Language, trail: Crumb[]): Crumb[] {
  return [{ label: catalogues[language].nav.home, href: pagePath("home", language) }, ...trail];
}

export interface SitePage {
  title: string;
  /** null when the page shows no banner (showPageBanner off). */
  banner: BannerView | null;
  /** null when the page hides its breadcrumb (showBreadCrumb off). */
  breadcrumb: Crumb[] | null;
  modules: ModuleView[];
  seo: { title: string; description: string; ogTitle: string; ogDescription: string; ogImage: string | null; ogType: string; index: boolean };
  redirect: string | null;
}

/** A configured page in one language, or null when it is not published. */
export async function sitePage(page: PageKey, language: Language): Promise<SitePage | null> {
  const entry = pageEntry(page);
  const params = entry?.params;
  if (!entry || !params) return null;
  const metadata = params.metadata[language];
  const title = params.title.public ? params.title[language] : entry.name[language];
  return {
    title,
    banner: params.showPageBanner ? bannerView(params.banner, language) : null,
    breadcrumb: params.showBreadCrumb ? breadcrumb(language, [{ label: entry.name[language], href: null }]) : null,
    modules: await pageModules(entry, language),
    seo: {
      title: metadata.metadataTitle,
      description: metadata.metadataDescription,
      ogTitle: metadata.ogTitle ?? metadata.metadataTitle,
      ogDescription: metadata.ogDescription ?? metadata.metadataDescription,
      ogImage: metadata.ogImage ?? params.image ?? null,
      ogType: metadata.ogType,
      index: params.isActiveSEO,
    },
    redirect: params.redirect && params.redirectUrl ? resolveLink(params.redirectUrl, language) : null,
  };
}

/** spec §2 home search block, with the {{sale}} and {{rent}} placeholders filled in. */
export function searchBlockView(language: Language, totals: { sale: number; rent: number }): SearchBlockView {
  const block = site().settings.searchBlock;
  const fill = (text: { public: boolean } & Record<Language, string>) =>
    text.public ? text[language].replaceAll("{{sale}}", String(totals.sale)).replaceAll("{{rent}}", String(totals.rent)) : null;
  return {
    showLogo: block.showLogo,
    title: block.title.public ? block.title[language] : null,
    description: fill(block.description),
    description2: block.description2 ? fill(block.description2) : null,
    showInput: block.showSearchInput,
    showButtons: block.showSearchButton,
    showCounts: block.showSearchCount,
    showPanelCounts: block.showCountProperty,
    totals,
  };
}
