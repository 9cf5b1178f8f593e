import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import type { ArticleSection, FeedbackKey, PageKey } from "./paths";
import { articles, feedbackPages, pages, thanksSegment } from "./paths";

// Builders for every localized path, so no component writes a path by hand.

export type Alternates = Record<Language, string>;

export function pagePath(page: PageKey, language: Language): string {
  const slug = pages[page].slugs[language];
  return slug ? `/${language}/${slug}/` : `/${language}/`;
}

export function feedbackPath(key: FeedbackKey, language: Language): string {
  return `/${language}/${thanksSegment[language]}/${feedbackPages[key][language]}/`;
}

export function articlePath<S extends ArticleSection>(
  section: S,
  article: keyof (typeof articles)[S],
  language: Language,
): string {
  const slugs = articles[section][article] as Record<Language, string>;
  return `${pagePath(section, language)}${slugs[language]}/`;
}

export function faqPath(slug: string, language: Language): string {
  return `${pagePath("faq", language)}${slug}/`;
}

export interface ListingPathParts {
  goal: "sale" | "rent";
  citySlug: string;
  titleSlug: string;
  id: number;
  project?: { citySlug: string; slug: string; id: number } | null;
}

/** spec §2 detail routes: by goal, or under the project for a project's unit. */
export function propertyPath(language: Language, parts: ListingPathParts): string {
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
