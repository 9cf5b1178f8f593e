import type { MetaDescriptor } from "react-router";
import type { Language } from "~/domain/language";
import type { Alternates } from "~/i18n/links";

export interface PageMeta {
  title: string;
  description: string;
  language: Language;
  origin: string;
  alternates: Alternates;
  image?: string | null;
  /** The image's size and words, when known (a property's photo). */
  imageDetails?: { width: number; height: number; alt: string };
  /** Open Graph and Twitter title and description, when they say more than the page's own. */
  social?: { title: string; description: string };
  type?: string;
  /** false for pages that search engines should leave out (isActiveSEO off). */
  index?: boolean;
  /** schema.org JSON-LD blocks (app/seo/structured-data.ts). */
  jsonLd?: Record<string, unknown>[];
}

const ogLocale: Record<Language, string> = { nl: "nl_BE", fr: "fr_BE", en: "en_GB", de: "de_BE" };

/** Title, description, canonical, hreflang alternates, and the Open Graph and Twitter tags of a page. */
export function pageMeta(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  const absolute = (path: string) => new URL(path, meta.origin).href;
  const canonical = absolute(meta.alternates[meta.language]);
  const social = meta.social ?? { title: meta.title, description: meta.description };
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    ...(meta.index === false ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...Object.entries(meta.alternates).map(([language, path]) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: absolute(path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(meta.alternates.nl) },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:title", content: social.title },
    { property: "og:description", content: social.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[meta.language] },
    ...(meta.image
      ? [
          { property: "og:image", content: absolute(meta.image) },
          ...(meta.imageDetails
            ? [
                { property: "og:image:width", content: String(meta.imageDetails.width) },
                { property: "og:image:height", content: String(meta.imageDetails.height) },
                { property: "og:image:alt", content: meta.imageDetails.alt },
                { name: "twitter:image:alt", content: meta.imageDetails.alt },
              ]
            : []),
          { name: "twitter:image", content: absolute(meta.image) },
        ]
      : []),
    { name: "twitter:card", content: meta.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: social.title },
    { name: "twitter:description", content: social.description },
    ...(meta.jsonLd ?? []).map((block) => ({ "script:ld+json": block })),
  ];
}
