import type { MetaDescriptor } from "react-router";
import type { Language } from "~/domain/language";
import type { Alternates } from "~/i18n/links";

export interface PageMeta {
  title: string;
  description: string;
  language: Language;
  origin: string;
  alternates: Alternates;
}

/** Title, description, canonical and hreflang alternates of a page. */
export function pageMeta(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [];
  const absolute = (path: string) => new URL(path, meta.origin).href;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: absolute(meta.alternates[meta.language]) },
    ...Object.entries(meta.alternates).map(([language, path]) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: absolute(path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(meta.alternates.nl) },
  ];
}
