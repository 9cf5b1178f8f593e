import type { FieldMetadata } from "@conform-to/react";
import {
  FormProvider,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useField,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { countryName, countryOptions, homeCountry, isCountryCode } from "~/domain/countries";
import type { Language } from "~/domain/language";
import { postalCodeExample } from "~/domain/postal-code";
import type { LeadActionData } from "~/leads/forms";
import type { LeadKind, LeadProblem } from "~/leads/forms";
import { leadForms, titles } from "~/leads/forms";
import type { FieldName } from "~/leads/field-texts";
import { fieldErrorMessage, fieldLabels, noTitleLabel, titleLabels, zipErrorCountry } from "~/leads/field-texts";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { captchaFields } from "~/leads/captcha";
import { Button, ButtonLink } from "~/ui/button";
import { controlStyle, ErrorList, Field, Honeypot, labelStyle, RequiredMark } from "~/ui/field";
import { Captcha } from "./captcha";

// Every lead form: one Conform form on the form's Zod schema. Without JavaScript it is a
// plain POST (the server answers with the errors, or a redirect to the thank-you page);
// with it, fields are checked as the visitor goes and the page does not reload.

/**
 * The first field the server found wrong. It gets `autofocus`, so that without JavaScript the
 * browser scrolls the answered page straight to it.
 */
const FirstError = createContext<string | null>(null);

/** What the form says on top when it came back. */
const problemMessages = {
  alreadyRequested: "forms.problems.alreadyRequested",
  alreadyBooked: "forms.problems.alreadyBooked",
  full: "forms.problems.full",
  friendLimit: "forms.problems.friendLimit",
  mailboxLimit: "forms.problems.mailboxLimit",
  invalid: "forms.problems.invalid",
  rejected: "forms.problems.rejected",
  tooMany: "forms.problems.tooMany",
  unavailable: "forms.problems.unavailable",
} as const satisfies Record<LeadProblem, MessageKey>;

/**
 * Whether a form with nothing to show back may take its fields' attributes from their names
 * alone: while the server renders. The browser always asks the form library, whose state
 * follows the visitor's input.
 */
export const NamesSuffice = createContext(typeof document === "undefined");

/** The form's id while its fields follow from their names (see `NamesSuffice`); null otherwise. */
const PristineForm = createContext<string | null>(null);

/**
 * A field's metadata. In a form that has nothing to show back, rendered by the server, it is
 * what the form library would say of it — its ids and name, no value, no error — without asking
 * the library, whose metadata is rebuilt on every property read: that reading was the largest
 * part of rendering a property page (docs/PERFORMANCE.md). The form's test renders every form both ways.
 */
export function useControl<Schema>(name: string): FieldMetadata<Schema> {
  const [field] = useField<Schema>(name);
  const formId = useContext(PristineForm);
  if (formId === null) return field;
  const id = `${formId}-${name}`;
  // The properties these fields read; the others are never asked for.
  const pristine = { id, name, formId, errorId: `${id}-error`, descriptionId: `${id}-description` };
  pristineFields.add(pristine);
  return pristine as unknown as FieldMetadata<Schema>;
}

/** The fields `useControl` made from their names alone. */
const pristineFields = new WeakSet<object>();

/**
 * A control's attributes, as Conform's prop helper for it gives them. For a field with nothing to
 * show back they are its id, name and form, then `more`, in the helper's order, written here: the
 * helpers' object spreads were a twentieth of a property page's rendering (docs/PERFORMANCE.md).
 */
function controlProps(field: FieldMetadata<unknown>, helper: () => object, more?: object): object {
  return pristineFields.has(field) ? { id: field.id, name: field.name, form: field.formId, ...more } : helper();
}

function choiceProps(field: FieldMetadata<unknown>, type: "radio" | "checkbox", values: string[]) {
  if (!pristineFields.has(field)) return getCollectionProps(field, { type, options: values });
  return values.map((value) => ({
    id: `${field.id}-${value}`,
    name: field.name,
    form: field.formId,
    key: value,
    type,
    value,
  }));
}

function useAutoFocus(name: string): boolean {
  const first = useContext(FirstError);
  return first === name || (first?.startsWith(`${name}[`) ?? false);
}

function useLabel(name: FieldName): string {
  return useI18n().t(fieldLabels[name]);
}

/**
 * The field's messages, translated: the first one the schema found, one at a time. A postal code
 * that does not fit its country says what one of that country looks like.
 */
function useErrors(field: FieldMetadata<unknown>, label: string): string[] {
  const { language, t } = useI18n();
  const [error] = field.errors ?? [];
  if (!error) return [];
  const country = zipErrorCountry(error);
  const about =
    country && isCountryCode(country)
      ? { country: countryName(country, language), example: postalCodeExample(country) ?? "" }
      : {};
  return [t(fieldErrorMessage(error), { field: label, ...about })];
}

export function TextField(props: {
  name: FieldName;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  required?: boolean;
  className?: string;
  inputMode?: "numeric";
}) {
  const field = useControl<string>(props.name);
  const label = useLabel(props.name);
  const type = props.type ?? "text";
  return (
    <Field
      className={props.className}
      label={label}
      requiredMark={props.required}
      errors={useErrors(field, label)}
      inputProps={{
        ...controlProps(field, () => getInputProps(field, { type }), { type }),
        autoFocus: useAutoFocus(props.name),
        autoComplete: props.autoComplete,
        inputMode: props.inputMode,
      }}
    />
  );
}

/** A file, checked by the server by its first bytes; the browser only narrows the choice. */
export function FileField(props: { name: FieldName; accept: string }) {
  const field = useControl<File>(props.name);
  const label = useLabel(props.name);
  const autoFocus = useAutoFocus(props.name);
  return (
    <Field id={field.id} className="sm:col-span-2" label={label} errors={useErrors(field, label)}>
      {(control) => (
        <input
          {...controlProps(field, () => getInputProps(field, { type: "file" }), { type: "file" })}
          accept={props.accept}
          autoFocus={autoFocus}
          {...control}
          className="mt-1 block w-full text-sm text-stone-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-800 file:px-5 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-700"
        />
      )}
    </Field>
  );
}

export function MessageField(props: { required?: boolean }) {
  const field = useControl<string>("message");
  const label = useLabel("message");
  const autoFocus = useAutoFocus("message");
  return (
    <Field
      id={field.id}
      className="sm:col-span-2"
      label={label}
      requiredMark={props.required}
      errors={useErrors(field, label)}
    >
      {(control) => (
        <textarea {...controlProps(field, () => getTextareaProps(field))} autoFocus={autoFocus} rows={5} {...control} />
      )}
    </Field>
  );
}

export function SelectField(props: {
  name: FieldName;
  options: { value: string; label: string }[];
  className?: string;
}) {
  const { t } = useI18n();
  const field = useControl<string>(props.name);
  const label = useLabel(props.name);
  const autoFocus = useAutoFocus(props.name);
  return (
    <Field id={field.id} className={props.className} label={label} requiredMark errors={useErrors(field, label)}>
      {(control) => (
        <select {...controlProps(field, () => getSelectProps(field))} autoFocus={autoFocus} {...control}>
          <option value="">{t("forms.choose")}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * Where the visitor lives: Belgium unless they choose another country, named in the page's
 * language from a fixed table (the server and the browser render the same words).
 */
export function CountryField(props: { className?: string }) {
  const { language } = useI18n();
  const field = useControl<string>("country");
  const label = useLabel("country");
  const autoFocus = useAutoFocus("country");
  // A posted value that is no country (or sent twice) comes back with its message; the list shows Belgium.
  const chosen = typeof field.initialValue === "string" ? field.initialValue : homeCountry;
  return (
    <Field id={field.id} className={props.className} label={label} requiredMark errors={useErrors(field, label)}>
      {(control) => (
        <select
          {...controlProps(field, () => getSelectProps(field))}
          defaultValue={chosen}
          autoComplete="country"
          autoFocus={autoFocus}
          {...control}
          dangerouslySetInnerHTML={{ __html: countryOptionsHtml(language, chosen) }}
        />
      )}
    </Field>
  );
}

/**
 * The country list's options as React would write them, the chosen one selected, made once per
 * language and country: rendered one by one, the 250 options cost a twentieth of a property
 * page's rendering (docs/PERFORMANCE.md).
 */
function countryOptionsHtml(language: Language, chosen: string): string {
  const key = `${language} ${chosen}`;
  let html = countryOptionsMarkup.get(key);
  if (html === undefined) {
    html = countryOptions(language)
      .map(
        ({ code, name }) =>
          `<option value="${code}"${code === chosen ? ' selected=""' : ""}>${escapeHtml(name)}</option>`,
      )
      .join("");
    // Whatever a post sent as its country comes back once, never kept.
    if (isCountryCode(chosen)) countryOptionsMarkup.set(key, html);
  }
  return html;
}
const countryOptionsMarkup = new Map<string, string>();

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Radio buttons or checkboxes in a fieldset whose legend is the field's label. */
export function ChoiceField(props: {
  name: FieldName;
  type: "radio" | "checkbox";
  options: { value: string; label: string; disabled?: boolean }[];
  required?: boolean;
  className?: string;
  /** A question to show instead of the field's label. */
  legend?: string;
}) {
  const field = useControl<string | string[]>(props.name);
  const label = useLabel(props.name);
  const autoFocus = useAutoFocus(props.name);
  return (
    <fieldset className={props.className} aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className={labelStyle}>
        {props.legend ?? label}
        {props.required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choiceProps(
          field,
          props.type,
          props.options.map((option) => option.value),
        ).map(({ key, ...choice }, index) => (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-2 rounded-2xl border border-stone-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-400"
          >
            <input
              {...choice}
              disabled={props.options[index]?.disabled}
              autoFocus={autoFocus && index === 0}
              className="accent-brand-700"
            />
            {props.options[index]?.label}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={useErrors(field as FieldMetadata<unknown>, label)} />
    </fieldset>
  );
}

/**
 * Title, names, e-mail and phone: the person behind every lead (spec §3 form fields). The title
 * is optional, with a neutral choice for a visitor who wants none.
 */
export function PersonFields() {
  const { t } = useI18n();
  return (
    <>
      <ChoiceField
        name="title"
        type="radio"
        className="sm:col-span-2"
        options={[
          ...titles.map((title) => ({ value: title, label: t(titleLabels[title]) })),
          { value: "", label: t(noTitleLabel) },
        ]}
      />
      <TextField name="firstName" autoComplete="given-name" required />
      <TextField name="lastName" autoComplete="family-name" required />
      <TextField name="email" type="email" autoComplete="email" required />
      <TextField name="phone" type="tel" autoComplete="tel" required />
    </>
  );
}

function MarketingField() {
  const { t } = useI18n();
  const field = useControl<boolean>("marketing");
  return (
    <label className="flex items-start gap-3 text-sm text-stone-700 sm:col-span-2">
      <input
        {...controlProps(field, () => getInputProps(field, { type: "checkbox" }), { type: "checkbox", value: "on" })}
        className="mt-1 size-4 accent-brand-700"
      />
      {t("forms.marketing")}
    </label>
  );
}

/**
 * The captcha (decision 017): the picture of characters without JavaScript, the ALTCHA widget
 * with it (app/leads/components/captcha.tsx). The server's message goes under it.
 */
function CaptchaField(props: { kind: LeadKind; attempt: unknown }) {
  const { t } = useI18n();
  const token = (useRouteLoaderData("root") as { captcha?: string | null } | undefined)?.captcha ?? null;
  const field = useControl<string>(captchaFields.text);
  const label = useLabel(captchaFields.text);
  const [error] = field.errors ?? [];
  return (
    <Captcha
      token={token}
      id={field.id}
      errorId={field.errorId}
      error={error ? t(fieldErrorMessage(error), { field: label }) : null}
      label={
        <>
          {label}
          <RequiredMark />
        </>
      }
      pictureAlt={t("forms.captchaPicture")}
      autoFocus={useAutoFocus(captchaFields.text)}
      attempt={props.attempt}
      // A form whose fields are wrong gets its messages at once, without waiting for the captcha.
      holdWhen={(element) =>
        parseWithZod(new FormData(element), { schema: leadForms[props.kind] }).status === "success"
      }
      className="sm:col-span-2"
      labelClassName={labelStyle}
      inputClassName={controlStyle}
    />
  );
}

type LeadFormProps = {
  kind: LeadKind;
  title: string;
  intro?: string;
  /** Folded away behind its title until the visitor opens it (a native disclosure, no script needed). */
  folded?: boolean;
  /** Unfolded from the start; so is a form the page's address asks for (`?form=kind`). */
  open?: boolean;
  /** multipart/form-data for a form that sends a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
};

/** A lead form's fields and its send button, with what the last send said of them. */
function FormBody(props: LeadFormProps & { mine: LeadActionData | undefined }) {
  const { language, t } = useI18n();
  const { mine } = props;
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("form") === props.kind;
  const [form] = useForm({
    id: `${props.kind}-form`,
    lastResult: mine?.result ?? undefined,
    // Checked when sent, then as the visitor corrects: a message appearing on blur would move the
    // send button away from under a finger that is about to tap it.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadForms[props.kind] }),
  });
  const invalid = Object.keys(form.allErrors).length > 0;
  const problem = mine && mine.problem !== "invalid" ? mine.problem : invalid ? "invalid" : null;
  const formProps = getFormProps(form);
  const pristineForm = useContext(NamesSuffice) && mine === undefined ? form.id : null;
  const serverErrors = mine?.result?.error ?? {};
  const firstError = Object.keys(serverErrors).find((name) => (serverErrors[name]?.length ?? 0) > 0) ?? null;
  return (
    <FirstError.Provider value={firstError}>
      <FormProvider context={form.context}>
        <PristineForm.Provider value={pristineForm}>
          <Form
            method="post"
            {...formProps}
            action={location.pathname + location.search}
            encType={props.encType}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <input type="hidden" name="form" value={props.kind} />
            <Honeypot />
            {problem ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2">
                {t(problemMessages[problem])}
              </p>
            ) : null}
            {props.children}
            <CaptchaField kind={props.kind} attempt={mine} />
            <MarketingField />
            <p className="text-sm text-stone-600 sm:col-span-2">
              {t("forms.privacy")}{" "}
              <Link to={pagePath("privacy", language)} className="font-medium text-brand-800 underline">
                {t("forms.privacyLink")}
              </Link>
            </p>
            <div className="sm:col-span-2">
              <Button type="submit" variant="primary" size="xl" disabled={sending} className="shadow-sm transition">
                {sending ? t("forms.sending") : t("forms.send")}
              </Button>
            </div>
          </Form>
        </PristineForm.Provider>
      </FormProvider>
    </FirstError.Provider>
  );
}

export function LeadForm(props: LeadFormProps) {
  const { t } = useI18n();
  const actionData = useActionData<LeadActionData>();
  const mine = actionData?.form === props.kind ? actionData : undefined;
  const location = useLocation();
  // A folded form's fields are drawn only once it is open (decision 057): most visitors never
  // open one, and they cost a tenth of a property page's render. Without JavaScript, or before
  // the forms' code has come, the opened fold links to the page with the form open.
  const openAtStart =
    props.open === true || mine !== undefined || new URLSearchParams(location.search).get("form") === props.kind;
  const [unfolded, setUnfolded] = useState(openAtStart);
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Opened before the forms woke up: the browser kept it open, React did not hear it.
    if (fold.current?.open) setUnfolded(true);
  }, []);
  const heading = (
    <h2 id={`${props.kind}-title`} className="font-display text-2xl text-brand-900">
      {props.title}
    </h2>
  );
  const intro = props.intro ? <p className="mt-2 text-stone-600">{props.intro}</p> : null;
  const body = (
    <>
      {intro}
      <FormBody {...props} mine={mine} />
    </>
  );
  const frame = "scroll-mt-24 rounded-3xl bg-white shadow-sm ring-1 ring-stone-900/5";
  if (props.folded) {
    return (
      <details
        ref={fold}
        id={props.kind}
        open={openAtStart}
        onToggle={(event) => {
          if (event.currentTarget.open) setUnfolded(true);
        }}
        className={`group ${frame}`}
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-6 sm:px-8 [&::-webkit-details-marker]:hidden">
          {heading}
          <span aria-hidden="true" className="text-2xl text-accent-600 transition group-open:rotate-45">
            +
          </span>
        </summary>
        <div className="px-6 pb-6 sm:px-8 sm:pb-8">
          {unfolded || openAtStart ? (
            body
          ) : (
            <>
              {intro}
              <ButtonLink
                href={`${location.pathname}?form=${props.kind}#${props.kind}`}
                variant="secondary"
                size="lg"
                className={intro ? "mt-6" : undefined}
              >
                {t("forms.openForm")}
              </ButtonLink>
            </>
          )}
        </div>
      </details>
    );
  }
  return (
    <section id={props.kind} aria-labelledby={`${props.kind}-title`} className={`${frame} p-6 sm:p-8`}>
      {heading}
      {body}
    </section>
  );
}
