import type { MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/translator";
import type { LeadKind } from "./forms";

// The catalogue keys of the lead forms, for the forms, the owner's dashboard and the mails.
// Apart from the schemas (./forms.ts), so that a page naming a form does not load Zod, and from
// the fields' words (./field-texts.ts), which only the forms themselves and the mails need.

/** Each form's words: its name in the agency's mail, its heading, its introduction, its thanks. */
export const leadTexts = {
  "site-contact": {
    name: "forms.kinds.site-contact",
    title: "forms.titlesOfForms.site-contact",
    intro: "forms.intros.site-contact",
    thanks: "thanks.text.site-contact",
  },
  "contact-me": {
    name: "forms.kinds.contact-me",
    title: "forms.titlesOfForms.contact-me",
    intro: "forms.intros.contact-me",
    thanks: "thanks.text.contact-me",
  },
  "contact-appointment": {
    name: "forms.kinds.contact-appointment",
    title: "forms.titlesOfForms.contact-appointment",
    intro: "forms.intros.contact-appointment",
    thanks: "thanks.text.contact-appointment",
  },
  "send-to-friend": {
    name: "forms.kinds.send-to-friend",
    title: "forms.titlesOfForms.send-to-friend",
    intro: "forms.intros.send-to-friend",
    thanks: "thanks.text.send-to-friend",
  },
  "request-documents": {
    name: "forms.kinds.request-documents",
    title: "forms.titlesOfForms.request-documents",
    intro: "forms.intros.request-documents",
    thanks: "thanks.text.request-documents",
  },
  "purchase-offer": {
    name: "forms.kinds.purchase-offer",
    title: "forms.titlesOfForms.purchase-offer",
    intro: "forms.intros.purchase-offer",
    thanks: "thanks.text.purchase-offer",
  },
  "rent-application": {
    name: "forms.kinds.rent-application",
    title: "forms.titlesOfForms.rent-application",
    intro: "forms.intros.rent-application",
    thanks: "thanks.text.rent-application",
  },
  testimonial: {
    name: "forms.kinds.testimonial",
    title: "forms.titlesOfForms.testimonial",
    intro: "forms.intros.testimonial",
    thanks: "thanks.text.testimonial",
  },
  "contact-construction": {
    name: "forms.kinds.contact-construction",
    title: "forms.titlesOfForms.contact-construction",
    intro: "forms.intros.contact-construction",
    thanks: "thanks.text.contact-construction",
  },
  "contact-demand": {
    name: "forms.kinds.contact-demand",
    title: "forms.titlesOfForms.contact-demand",
    intro: "forms.intros.contact-demand",
    thanks: "thanks.text.contact-demand",
  },
} as const satisfies Record<LeadKind, Record<"name" | "title" | "intro" | "thanks", MessageKey>>;

/**
 * How many working days the agency takes to answer each form, said the same on the thank-you page
 * and in the visitor's mail (`forms.delay`). The form's introduction and a page's article
 * (content/site/articles) say it in their own words; app/leads/promises.test.ts holds them to it.
 */
export const replyDays: Partial<Record<LeadKind, number>> = {
  "site-contact": 1,
  "contact-me": 1,
  "contact-construction": 1,
  "contact-demand": 2,
  "rent-application": 3,
};

/** What the thank-you page and the visitor's mail say will happen next. */
export function thanksText(kind: LeadKind, t: Translate): string {
  const days = replyDays[kind];
  return t(leadTexts[kind].thanks, days === undefined ? undefined : { delay: t("forms.delay", { count: days }) });
}
