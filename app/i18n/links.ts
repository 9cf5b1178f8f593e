import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import type { ArticleSection, FeedbackKey, PageKey } from "./paths";
import { articles, feedbackPages, pages, passwordSegment, thanksSegment, visitSegment } from "./paths";

// Builders for every localized path, so no component writes a path by hand.

export type Alternates = Record<Language, string>;

export function pagePath(page: PageKey, language: Language): string {
  const slug = pages[page].slugs[language];
  return slug ? `/${language}/${slug}/` : `/${language}/`;
}

/** The page whose localized path this is, in that language. */
export function pageOfPath(pathname: string, language: Language): PageKey | null {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return (Object.keys(pages) as PageKey[]).find((page) => pagePath(page, language) === path) ?? null;
}

/** Password forgotten; with a token, the page to choose the new password. */
export function passwordPath(language: Language, token?: string): string {
  return `${pagePath("login", language)}${passwordSegment[language]}/${token ? `${token}/` : ""}`;
}

/** The page where a visitor confirms the visit they asked for, from the link in their mail. */
export function visitConfirmPath(language: Language, token: string): string {
  return `/${language}/${visitSegment[language]}/${token}/`;
}

export function feedbackPath(key: FeedbackKey, language: Language): string {
  return `/${language}/${thanksSegment[language]}/${feedbackPages[key][language]}/`;
}

/** An article under a section page (spec §2 "Articles"); the key is one of app/i18n/paths.ts. */
export function articlePath(section: ArticleSection, article: string, language: Language): string {
  const slugs = (articles[section] as Record<string, Record<Language, string>>)[article];
  if (!slugs) throw new Error(`No article "${article}" under ${section} in app/i18n/paths.ts`);
  return `${pagePath(section, language)}${slugs[language]}/`;
}

export function faqPath(slug: string, language: Language): string {
  return `${pagePath("faq", language)}${slug}/`;
}

export interface PropertyPathParts {
  goal: "sale" | "rent";
  citySlug: string;
  titleSlug: string;
  id: number;
  project?: { citySlug: string; slug: string; id: number } | null;
}

/** spec §2 detail routes: by goal, or under the project for a project's unit. */
export function propertyPath(language: Language, parts: PropertyPathParts): string {
  if (parts.project) {
    return `${projectPath(language, parts.project)}${parts.titleSlug}/${parts.id}/`;
  }
  const list = pagePath(parts.goal === "sale" ? "forSale" : "forRent", language);
  return `${list}${parts.citySlug}/${parts.titleSlug}/${parts.id}/`;
}

export function projectPath(language: Language, parts: { citySlug: string; slug: string; id: number }): string {
  return `${pagePath("projects", language)}${parts.citySlug}/${parts.slug}/${parts.id}/`;
}

export function alternatesOf(build: (language: Language) => string): Alternates {
  return Object.fromEntries(languages.map((language) => [language, build(language)])) as Alternates;
}
