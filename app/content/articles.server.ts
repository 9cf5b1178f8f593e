import type { Language } from "~/domain/language";
import { pagePath } from "~/i18n/links";
import type { PageKey } from "~/i18n/paths";
import { articlePath } from "~/i18n/links";
import type { Article } from "./schema";
import { articleView, bannerView, breadcrumb, pageEntry } from "./pages.server";
import { site } from "./site.server";
import type { ArticlePage } from "./view";

// Articles with a page of their own (spec §2 "Articles"): under Verkopen, Verhuren and Onze
// meerwaarde, and the FAQ at /{lang}/faq/{slug}/.

function pathOf(article: Article, language: Language): string | null {
  const page = article.page;
  if (!page) return null;
  return "faq" in page ? `${pagePath("faq", language)}${page.faq[language]}/` : articlePath(page.section, page.key, language);
}

/** The published article whose page is at this path, in this language. */
export function articleAt(pathname: string, language: Language): ArticlePage | null {
  for (const article of site().articles.values()) {
    if (article.status !== "Published" || pathOf(article, language) !== pathname) continue;
    const page = article.page;
    if (!page) continue;
    const section: PageKey = "faq" in page ? "faq" : page.section;
    const entry = pageEntry(section);
    const view = articleView(article, language);
    return {
      article: view,
      section,
      banner: entry?.params?.showPageBanner ? bannerView(entry.params.banner, language) : null,
      breadcrumb: breadcrumb(language, [
        { label: entry?.name[language] ?? section, href: pagePath(section, language) },
        { label: view.title, href: null },
      ]),
      alternates: { nl: pathOf(article, "nl") ?? "", fr: pathOf(article, "fr") ?? "", en: pathOf(article, "en") ?? "", de: pathOf(article, "de") ?? "" },
    };
  }
  return null;
}
