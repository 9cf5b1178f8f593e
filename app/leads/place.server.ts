import { getCatalog } from "~/catalog/catalog.server";
import { sitePage } from "~/content/pages.server";
import { pageLanguage } from "~/content/site.server";
import type { Language } from "~/domain/language";
import { pageOfPath } from "~/i18n/links";
import type { LeadKind } from "./forms";
import { propertyForms } from "./forms";
import type { LeadSubject } from "./mails.server";
import { comingMoments } from "./visits";

/** The page a form was posted to, as its route knows it. */
export type LeadPage =
  { kind: "property"; id: string | undefined } | { kind: "project"; id: string | undefined } | { kind: "site-page" };

export interface LeadPlace {
  language: Language;
  /** The forms this page shows; a post for another is refused. */
  forms: readonly LeadKind[];
  subject: LeadSubject;
}

/** The page's language, the forms it shows and what they are about; null when there is no such page. */
export async function leadPlace(url: URL, page: LeadPage): Promise<LeadPlace | null> {
  const language = pageLanguage(url);
  if (page.kind === "site-page") {
    const key = pageOfPath(url.pathname, language);
    const found = key ? await sitePage(key, language) : null;
    if (!found) return null;
    const forms = found.modules.flatMap((module) => (module.kind === "form" ? [module.form] : []));
    return { language, forms, subject: null };
  }
  const catalog = await getCatalog();
  const id = Number(page.id);
  if (page.kind === "project") {
    const card = catalog.views[language].projectById.get(id);
    return card ? { language, forms: ["contact-construction"], subject: { kind: "project", card } } : null;
  }
  const card = catalog.views[language].propertyById.get(id);
  const record = catalog.properties.get(id);
  if (!card || !record) return null;
  const forms = propertyForms({
    goal: card.goal,
    marquee: card.marquee,
    visitMoments: comingMoments(record.visitMoments, new Date()).length,
    documents: record.documents.length,
  });
  return { language, forms, subject: { kind: "property", card } };
}
