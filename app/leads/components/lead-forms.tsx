import type { Option } from "~/ui/layout";
import { formatPrice } from "~/domain/format";
import { amountInWords, offerAdvance } from "~/domain/offer";
import { contactTimeSlots } from "~/domain/contact-slots";
import { useI18n } from "~/i18n/context";
import type { LeadKind } from "~/leads/forms";
import { goalLabels } from "~/leads/field-texts";
import { leadTexts } from "~/leads/texts";
import type { MomentView } from "~/leads/visits";
import {
  ChoiceField,
  CountryField,
  FileField,
  LeadForm,
  MessageField,
  PersonFields,
  SelectField,
  TextField,
  useControl,
} from "./lead-form";

// The property page's cost calculator is a form too, and most visitors never use it: its code
// comes with the lead forms', when the visitor turns to one (decision 073).
export { CostCalculator } from "~/catalog/components/cost-calculator";

// The fields of each form, in the order a visitor fills them in.

function useFormText(kind: LeadKind) {
  const { t } = useI18n();
  return { title: t(leadTexts[kind].title), intro: t(leadTexts[kind].intro) };
}

/**
 * Street, number, postal code and municipality: the property's (valuation, in Belgium) or where
 * the visitor lives (`abroad`: any country, whose postal codes may hold letters).
 */
function AddressFields(props: { abroad?: boolean }) {
  return (
    <>
      <TextField name="street" autoComplete="address-line1" required />
      <div className="grid grid-cols-2 gap-5">
        <TextField name="houseNumber" required />
        <TextField name="zip" autoComplete="postal-code" inputMode={props.abroad ? undefined : "numeric"} required />
      </div>
      <TextField name="city" autoComplete="address-level2" required />
      {props.abroad ? <CountryField /> : null}
    </>
  );
}

export function SiteContactForm() {
  return (
    <LeadForm kind="site-contact" {...useFormText("site-contact")}>
      <PersonFields />
      <MessageField />
    </LeadForm>
  );
}

export function ValuationForm(props: { types: Option[] }) {
  const { t } = useI18n();
  return (
    <LeadForm kind="contact-demand" {...useFormText("contact-demand")}>
      <PersonFields />
      <AddressFields />
      <SelectField name="propertyType" options={props.types} />
      <ChoiceField
        name="goal"
        type="radio"
        required
        className="sm:col-span-2"
        options={(["sale", "rent"] as const).map((goal) => ({ value: goal, label: t(goalLabels[goal]) }))}
      />
      <MessageField />
    </LeadForm>
  );
}

/** 'Contact me' on a property: the contact time slots of spec §9 in the visitor's language. */
export function PropertyInfoForm() {
  const { language, t } = useI18n();
  return (
    <LeadForm kind="contact-me" {...useFormText("contact-me")}>
      <PersonFields />
      <ChoiceField
        name="slots"
        type="checkbox"
        legend={t("forms.slotsQuestion")}
        className="sm:col-span-2"
        options={contactTimeSlots(language).map((slot) => ({ value: slot, label: slot }))}
      />
      <MessageField />
    </LeadForm>
  );
}

export function ProjectForm() {
  return (
    <LeadForm kind="contact-construction" {...useFormText("contact-construction")}>
      <PersonFields />
      <MessageField />
    </LeadForm>
  );
}

/** A visit at one of the property's moments; when every moment is taken, it says so. */
export function VisitForm(props: { moments: MomentView[] }) {
  const { t } = useI18n();
  const text = useFormText("contact-appointment");
  if (props.moments.every((moment) => moment.left === 0)) {
    return (
      <section id="contact-appointment" className="scroll-mt-24 rounded-3xl bg-sand-100 p-6 sm:p-8">
        <h2 className="font-display text-2xl text-brand-900">{text.title}</h2>
        <p className="mt-2 font-semibold text-brand-900">{t("forms.appointmentsFull")}</p>
        <p className="mt-1 text-stone-700">
          <a href="#contact-me" className="underline">
            {t("forms.appointmentsFullNext")}
          </a>
        </p>
      </section>
    );
  }
  return (
    <LeadForm kind="contact-appointment" {...text}>
      <ChoiceField
        name="moment"
        type="radio"
        required
        className="sm:col-span-2"
        options={props.moments.map((moment) => ({
          value: String(moment.id),
          label: `${moment.label} · ${moment.left > 0 ? t("forms.placesLeft", { count: moment.left }) : t("forms.momentFull")}`,
          disabled: moment.left === 0,
        }))}
      />
      <PersonFields />
      <MessageField />
    </LeadForm>
  );
}

/** Send to a friend: the property card to the friend with the sender's name, never their own words. */
export function SendToFriendForm() {
  return (
    <LeadForm kind="send-to-friend" folded {...useFormText("send-to-friend")}>
      <TextField name="firstName" autoComplete="given-name" required />
      <TextField name="lastName" autoComplete="family-name" required />
      <TextField name="email" type="email" autoComplete="email" required />
      <TextField name="friendEmail" type="email" autoComplete="off" required />
    </LeadForm>
  );
}

/** Request documents: the links arrive by e-mail; `expired` when the visitor followed an old one. */
export function DocumentsForm(props: { expired: boolean }) {
  const { t } = useI18n();
  return (
    <LeadForm kind="request-documents" folded open={props.expired} {...useFormText("request-documents")}>
      {props.expired ? (
        <p role="status" className="rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium text-brand-900 sm:col-span-2">
          {t("detail.documentsExpired")}
        </p>
      ) : null}
      <PersonFields />
    </LeadForm>
  );
}

/** The amount in letters and the 10% advance, following the amount as it is typed (spec §9). */
function OfferAmount() {
  const { language, t } = useI18n();
  const amount = useControl<string>("amount");
  const value = Number(amount.value);
  const words = amountInWords(value, language);
  return (
    <>
      <div>
        <label htmlFor="purchase-offer-words" className="block text-sm font-medium text-stone-800">
          {t("forms.fields.amountWords")}
        </label>
        <output
          id="purchase-offer-words"
          htmlFor={amount.id}
          className="mt-1 block min-h-12 rounded-xl bg-sand-100 px-4 py-3 text-base text-stone-800"
        >
          {words || t("forms.amountWordsHint")}
        </output>
      </div>
      <p className="text-sm text-stone-700 sm:col-span-2">
        {t("forms.offerAdvance")}{" "}
        {words ? t("forms.offerAdvanceAmount", { amount: formatPrice(offerAdvance(value)) }) : null}
      </p>
    </>
  );
}

/** Purchase offer: amount, dates, the buyer, the place and the signers. */
export function OfferForm() {
  return (
    <LeadForm kind="purchase-offer" folded {...useFormText("purchase-offer")}>
      <TextField name="amount" inputMode="numeric" required />
      <OfferAmount />
      <TextField name="offerDate" type="date" required />
      <TextField name="validUntil" type="date" required />
      <PersonFields />
      <AddressFields abroad />
      <TextField name="place" required />
      <TextField name="signerA" autoComplete="name" required />
      <TextField name="signerB" />
      <MessageField />
    </LeadForm>
  );
}

/** What a tenant pays at signing, and the property's income and household limits (spec §9). */
export interface TenantTerms {
  income: number | null;
  persons: number | null;
}

/** Rent application: the household's profile and a CV (spec §3 form fields). */
export function RentApplicationForm(props: { terms: TenantTerms }) {
  const { t } = useI18n();
  const { income, persons } = props.terms;
  return (
    <LeadForm kind="rent-application" folded encType="multipart/form-data" {...useFormText("rent-application")}>
      <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-stone-800 sm:col-span-2">
        {t("forms.tenantPayment")}
        {income !== null ? ` ${t("forms.tenantIncome", { income: formatPrice(income) })}` : ""}
        {persons !== null ? ` ${t("forms.tenantPersons", { persons })}` : ""}
      </p>
      <PersonFields />
      <AddressFields abroad />
      <div className="grid grid-cols-2 gap-5">
        <TextField name="adults" inputMode="numeric" required />
        <TextField name="children" inputMode="numeric" />
      </div>
      <TextField name="income" inputMode="numeric" required />
      <TextField name="employer" autoComplete="organization" />
      <FileField name="cv" accept=".pdf,.doc,.docx,.jpg,.jpeg,.png" />
      <MessageField />
    </LeadForm>
  );
}

/** A testimonial: published once the agency has read it. */
export function TestimonialForm() {
  const { t } = useI18n();
  return (
    <LeadForm kind="testimonial" {...useFormText("testimonial")}>
      <TextField name="firstName" autoComplete="given-name" required />
      <TextField name="lastName" autoComplete="family-name" required />
      <TextField name="email" type="email" autoComplete="email" required />
      <TextField name="city" autoComplete="address-level2" />
      <ChoiceField
        name="rating"
        type="radio"
        required
        className="sm:col-span-2"
        options={[5, 4, 3, 2, 1].map((rating) => ({
          value: String(rating),
          label: t("forms.stars", { count: rating }),
        }))}
      />
      <MessageField required />
    </LeadForm>
  );
}
