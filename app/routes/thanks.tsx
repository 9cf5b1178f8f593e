import { data, Link } from "react-router";
import type { Route } from "./+types/thanks";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { formatDate, formatPrice } from "~/domain/format";
import type { Language } from "~/domain/language";
import { useI18n } from "~/i18n/context";
import { alternatesOf, feedbackPath, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { FeedbackKey } from "~/i18n/paths";
import { feedbackPages } from "~/i18n/paths";
import { isLeadKind } from "~/leads/forms";
import type { OfferSummary as OfferSummaryData } from "~/leads/offers.server";
import { offerLinkDays, offerSummary } from "~/leads/offers.server";
import { serverSecret } from "~/platform/secrets.server";
import { pageMeta } from "~/ui/page-meta";

// spec §2 thank-you pages (/nl/bedankt/contact-me/ …): where a stored lead lands. They say
// what happens next, and search engines leave them out. A purchase offer's page shows its
// printable summary to the holder of the signed link, for `offerLinkDays` days: after that the
// page says the link has expired (410), and a link that is not ours is a 404 with its message.
export async function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const key = (Object.keys(feedbackPages) as FeedbackKey[]).find(
    (page) => feedbackPages[page][language] === params.slug,
  );
  if (!key || !isLeadKind(key)) throw data(null, { status: 404 });
  const alternates = alternatesOf((code) => feedbackPath(key, code));
  const messages = catalogues[language].thanks;
  const offer = key === "purchase-offer" ? await offerView(url.searchParams.get("offer"), language) : null;
  const problem = offer && "problem" in offer ? offer.problem : null;
  const title = problem ? messages.offer[`${problem}Title`] : messages.title;
  return data(
    {
      kind: key,
      offer: offer && "summary" in offer ? offer.summary : null,
      problem,
      linkDays: offerLinkDays,
      meta: {
        title: `${title} | Immo Zuidrand`,
        description: messages.text[key],
        index: false,
        language,
        origin: url.origin,
        alternates,
      },
    },
    { status: problem === "expired" ? 410 : problem === "invalid" ? 404 : 200 },
  );
}

// A thank-you page says what a visitor just sent, and an offer's holds their personal data:
// never kept by a browser or a proxy, documents and .data alike.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The printable summary of the offer just made, for the holder of its signed link. */
async function offerView(token: string | null, language: Language) {
  if (token === null) return null;
  // The database away: the thank-you page without the summary, as before.
  const lookup = await getDatabase()
    .then(({ db }) => offerSummary(db, token, serverSecret("offer-links")))
    .catch(() => null);
  if (!lookup) return null;
  if (!lookup.ok) return { problem: lookup.reason };
  return { summary: await summaryView(lookup.summary, language) };
}

async function summaryView(summary: OfferSummaryData, language: Language) {
  const catalog = await getCatalog();
  const card = catalog.views[language].properties.find((property) => property.id === summary.propertyId);
  const text = (key: string) => (typeof summary.fields[key] === "string" ? (summary.fields[key] as string) : "");
  return {
    property: card
      ? { title: card.title, city: card.city, reference: catalog.properties.get(card.id)?.reference ?? "" }
      : null,
    buyer:
      `${catalogues[language].forms.titles[text("title") as "MR"] ?? ""} ${text("firstName")} ${text("lastName")}`.trim(),
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

function OfferSummary({ offer }: { offer: Awaited<ReturnType<typeof summaryView>> }) {
  const { t } = useI18n();
  const row = "grid gap-1 border-b border-sand-200 py-3 sm:grid-cols-3";
  return (
    <section
      aria-labelledby="offer-summary"
      className="mx-auto mt-12 max-w-2xl rounded-3xl bg-white p-8 text-left shadow-sm ring-1 ring-stone-900/5 print:mt-0 print:shadow-none print:ring-0"
    >
      <h2 id="offer-summary" className="font-display text-3xl text-brand-900">
        {t("thanks.offer.title")}
      </h2>
      <dl className="mt-6 text-stone-800">
        {offer.property ? (
          <div className={row}>
            <dt className="font-medium text-stone-600">{t("thanks.offer.property")}</dt>
            <dd className="sm:col-span-2">
              {offer.property.title} · {offer.property.city} · {offer.property.reference}
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="font-medium text-stone-600">{t("thanks.offer.buyer")}</dt>
          <dd className="sm:col-span-2">
            {offer.buyer}
            <br />
            {offer.address}
            <br />
            {offer.contact}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-stone-600">{t("forms.fields.amount")}</dt>
          <dd className="text-lg font-semibold sm:col-span-2">{offer.amount}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-stone-600">{t("forms.fields.amountWords")}</dt>
          <dd className="sm:col-span-2">{offer.amountWords}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium text-stone-600">{t("forms.fields.advance")}</dt>
          <dd className="sm:col-span-2">
            {offer.advance}
            <span className="block text-sm text-stone-600">{t("forms.offerAdvance")}</span>
          </dd>
        </div>
        {offer.conditions ? (
          <div className={row}>
            <dt className="font-medium text-stone-600">{t("forms.fields.message")}</dt>
            <dd className="whitespace-pre-line sm:col-span-2">{offer.conditions}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-6">{t("thanks.offer.validUntil", { date: offer.validUntil })}</p>
      <p className="mt-2">{t("thanks.offer.madeAt", { place: offer.place, date: offer.offerDate })}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        {offer.signers.map((signer) => (
          <div key={signer}>
            <p className="text-sm text-stone-600">{t("thanks.offer.approved")}</p>
            <p className="mt-12 border-t border-stone-400 pt-2 text-sm">
              {t("thanks.offer.signature")}: {signer}
            </p>
          </div>
        ))}
      </div>
      <p className="mt-8 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("thanks.offer.print")}
        </button>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

/** An offer link past its expiry, or not ours: said in words, with the way to a copy. */
function OfferLinkProblem({ problem, days }: { problem: "expired" | "invalid"; days: number }) {
  const { language, t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{t(`thanks.offer.${problem}Title`)}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`thanks.offer.${problem}Text`, { days: String(days) })}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={pagePath("contact", language)}
          className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
        >
          {t("thanks.offer.contact")}
        </Link>
        <Link
          to={pagePath("home", language)}
          className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
        >
          {t("thanks.home")}
        </Link>
      </p>
    </section>
  );
}

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  if (loaderData.problem) return <OfferLinkProblem problem={loaderData.problem} days={loaderData.linkDays} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700"
      >
        ✓
      </p>
      <h1 className="mt-6 font-display text-4xl text-brand-900">{t("thanks.title")}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(`thanks.text.${loaderData.kind}`)}</p>
      {/* The visit's text already says to look for the mail that confirms it. */}
      {loaderData.kind === "send-to-friend" || loaderData.kind === "contact-appointment" ? null : (
        <p className="mt-3 text-stone-600">{t("thanks.mail")}</p>
      )}
      <p className="mt-3 text-stone-600">{t("thanks.next")}</p>
      {loaderData.offer ? <OfferSummary offer={loaderData.offer} /> : null}
      <p className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        <Link
          to={pagePath("forSale", language)}
          className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-400"
        >
          {t("thanks.browse")}
        </Link>
        <Link
          to={pagePath("home", language)}
          className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
        >
          {t("thanks.home")}
        </Link>
      </p>
    </section>
  );
}
