import { data } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage, pageTitle } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { formatDate, formatPrice } from "~/domain/format";
import type { Language } from "~/domain/language";
import { alternatesOf, feedbackPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { FeedbackKey } from "~/i18n/paths";
import { feedbackPages } from "~/i18n/paths";
import { serverSecret } from "~/platform/secrets.server";
import type { OfferLinkProblem, OfferSummaryView, ThanksViewData } from "./components/thanks-view";
import { isLeadKind } from "./forms";
import { thanksText } from "./texts";
import type { OfferSummary } from "./offers.server";
import { offerLinkDays, offerSummary } from "./offers.server";

/**
 * spec §2 thank-you pages (/nl/bedankt/contact-me/ …): where a stored lead lands. Search
 * engines leave them out. A purchase offer's page shows its printable summary to the holder
 * of the signed link for `offerLinkDays` days; after that the page says the link has expired
 * (410), and a link that is not ours is a 404 with its message.
 */
export async function thanksPage(url: URL, slug: string | undefined) {
  const language = pageLanguage(url);
  const key = (Object.keys(feedbackPages) as FeedbackKey[]).find((page) => feedbackPages[page][language] === slug);
  if (!key || !isLeadKind(key)) throw data(null, { status: 404 });
  const messages = catalogues[language].thanks;
  const offer = key === "purchase-offer" ? await offerView(url.searchParams.get("offer"), language) : null;
  const problem = offer?.problem ?? null;
  const page: ThanksViewData = { kind: key, offer: offer?.summary ?? null, problem, linkDays: offerLinkDays };
  const title =
    problem === "expired"
      ? messages.offer.expiredTitle
      : problem === "invalid"
        ? messages.offer.invalidTitle
        : messages.title;
  return data(
    {
      ...page,
      meta: {
        title: pageTitle(title),
        description: thanksText(key, createTranslator(language, catalogues[language])),
        index: false,
        language,
        origin: url.origin,
        alternates: alternatesOf((code) => feedbackPath(key, code)),
      },
    },
    { status: problem === "expired" ? 410 : problem === "invalid" ? 404 : 200 },
  );
}

/** The printable summary of the offer just made, for the holder of its signed link. */
async function offerView(
  token: string | null,
  language: Language,
): Promise<{ summary?: OfferSummaryView; problem?: OfferLinkProblem } | null> {
  if (token === null) return null;
  // The database away: the thank-you page without the summary, as before.
  const lookup = await getDatabase()
    .then(({ db }) => offerSummary(db, token, serverSecret("offer-links")))
    .catch(() => null);
  if (!lookup) return null;
  if (!lookup.ok) return { problem: lookup.reason };
  return { summary: await summaryView(lookup.summary, language) };
}

async function summaryView(summary: OfferSummary, language: Language): Promise<OfferSummaryView> {
  const catalog = await getCatalog();
  const card = summary.propertyId === null ? undefined : catalog.views[language].propertyById.get(summary.propertyId);
  const text = (key: string) => (typeof summary.fields[key] === "string" ? (summary.fields[key] as string) : "");
  const titles: Record<string, string> = catalogues[language].forms.titles;
  return {
    property: card
      ? { title: card.title, city: card.city, reference: catalog.properties.get(card.id)?.reference ?? "" }
      : null,
    buyer: `${titles[text("title")] ?? ""} ${text("firstName")} ${text("lastName")}`.trim(),
    address: `${text("street")} ${text("houseNumber")}, ${text("zip")} ${text("city")}`,
    contact: `${text("email")} · ${text("phone")}`,
    amount: formatPrice(Number(summary.fields.amount)),
    amountWords: text("amountWords"),
    advance: text("advance"),
    offerDate: formatDate(text("offerDate"), language),
    validUntil: formatDate(text("validUntil"), language),
    place: text("place"),
    signers: [text("signerA"), text("signerB")].filter(Boolean),
    conditions: text("message"),
  };
}
