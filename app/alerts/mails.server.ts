import { site } from "~/content/site.server";
import type { OutgoingMail } from "~/db/schema";
import type { Language } from "~/domain/language";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { mailSender } from "~/leads/mails.server";
import { renderMail, VisitorMail } from "~/mail/templates";
import type { CriteriaRow } from "./texts";

// The one mail a subscription sends before it is confirmed (double opt-in): what was asked,
// and the link to the page whose button confirms it. Nothing else goes out until then.

export async function confirmationMail(input: {
  language: Language;
  name: string;
  email: string;
  rows: CriteriaRow[];
  confirmUrl: string;
  origin: string;
  days: number;
}): Promise<OutgoingMail> {
  const t = createTranslator(input.language, catalogues[input.language]);
  const { agency: details } = site().settings;
  const { agency, from } = mailSender(input.language, input.origin);
  return {
    from,
    to: { name: input.name, address: input.email },
    replyTo: { name: details.name, address: details.email },
    subject: t("alerts.mail.subject", { agency: details.name }),
    // Its confirmation link is kept only as a hash once the mail is sent.
    secret: true,
    ...(await renderMail(
      VisitorMail({
        language: input.language,
        agency,
        preview: t("alerts.mail.intro"),
        greeting: t("mail.greeting", { name: input.name }),
        paragraphs: [t("alerts.mail.intro"), t("alerts.mail.confirm")],
        summaryTitle: t("alerts.mail.summary"),
        rows: input.rows,
        property: null,
        propertyLink: "",
        signOff: t("mail.signOff"),
        links: {
          items: [{ label: t("alerts.mail.button"), value: input.confirmUrl }],
          note: t("alerts.mail.note", { days: input.days }),
        },
      }),
    )),
  };
}
