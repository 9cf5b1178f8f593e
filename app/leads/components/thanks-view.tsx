import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Button, ButtonLink } from "~/ui/button";
import type { LeadKind } from "../forms";
import { thanksText } from "../texts";

// spec §2 thank-you pages: what a visitor just sent and what happens next; after a purchase
// offer, its printable summary (or why its link no longer shows it).

/** The offer as its printable summary shows it. */
export interface OfferSummaryView {
  property: { title: string; city: string; reference: string } | null;
  buyer: string;
  address: string;
  contact: string;
  amount: string;
  amountWords: string;
  advance: string;
  offerDate: string;
  validUntil: string;
  place: string;
  signers: string[];
  conditions: string;
}

export type OfferLinkProblem = "expired" | "invalid";

export interface ThanksViewData {
  kind: LeadKind;
  offer: OfferSummaryView | null;
  problem: OfferLinkProblem | null;
  linkDays: number;
}

const problemKeys = {
  expired: { title: "thanks.offer.expiredTitle", text: "thanks.offer.expiredText" },
  invalid: { title: "thanks.offer.invalidTitle", text: "thanks.offer.invalidText" },
} as const satisfies Record<OfferLinkProblem, { title: MessageKey; text: MessageKey }>;

function OfferSummary({ offer }: { offer: OfferSummaryView }) {
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
        <Button type="button" variant="secondary" size="lg" onClick={() => window.print()}>
          {t("thanks.offer.print")}
        </Button>
      </p>
    </section>
  );
}

/** An offer link past its expiry, or not ours: said in words, with the way to a copy. */
function OfferLinkProblemView({ problem, days }: { problem: OfferLinkProblem; days: number }) {
  const { language, t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{t(problemKeys[problem].title)}</h1>
      <p className="mt-4 text-lg text-stone-700">{t(problemKeys[problem].text, { days: String(days) })}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pagePath("contact", language)} variant="primary" size="lg">
          {t("thanks.offer.contact")}
        </ButtonLink>
        <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
          {t("thanks.home")}
        </ButtonLink>
      </p>
    </section>
  );
}

export function ThanksView({ page }: { page: ThanksViewData }) {
  const { language, t } = useI18n();
  if (page.problem) return <OfferLinkProblemView problem={page.problem} days={page.linkDays} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-700"
      >
        ✓
      </p>
      <h1 className="mt-6 font-display text-4xl text-brand-900">{t("thanks.title")}</h1>
      <p className="mt-4 text-lg text-stone-700">{thanksText(page.kind, t)}</p>
      {/* No second mail to promise: the friend's is not the sender's, the visit's text asks to look for
          the mail that confirms it, and the documents' text says they were mailed. */}
      {page.kind === "send-to-friend" ||
      page.kind === "contact-appointment" ||
      page.kind === "request-documents" ? null : (
        <p className="mt-3 text-stone-600">{t("thanks.mail")}</p>
      )}
      <p className="mt-3 text-stone-600">{t("thanks.next")}</p>
      {page.offer ? <OfferSummary offer={page.offer} /> : null}
      <p className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        <ButtonLink to={pagePath("forSale", language)} variant="primary" size="lg">
          {t("thanks.browse")}
        </ButtonLink>
        <ButtonLink to={pagePath("home", language)} variant="outline" size="lg">
          {t("thanks.home")}
        </ButtonLink>
      </p>
    </section>
  );
}
