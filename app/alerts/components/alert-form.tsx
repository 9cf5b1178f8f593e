import type { FieldMetadata } from "@conform-to/react";
import {
  FormProvider,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  useField,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, useContext } from "react";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { Link } from "~/ui/link";
import type { AlertChoices, AlertFormDefaults, TypeChoice } from "~/alerts/criteria";
import { bedroomChoices, frequencies, goals, manageForm, subscribeForm } from "~/alerts/criteria";
import type { AlertActionData } from "~/alerts/texts";
import { errorMessage, frequencyLabels, goalLabels, problemMessages } from "~/alerts/texts";
import { languageEndonyms, languages } from "~/domain/language";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { captchaFields } from "~/leads/captcha";
import { Captcha } from "~/leads/components/captcha";
import { Button } from "~/ui/button";
import { controlStyle, ErrorList, Field, Honeypot, labelStyle, RequiredMark } from "~/ui/field";

// The search alert's form: the criteria (goal, types, municipalities, price, bedrooms) and the
// mails' language and frequency, with the person and the captcha when subscribing. A plain
// POST without JavaScript (the server answers with the messages or a redirect); with it,
// Conform checks the fields as the visitor goes, on the same Zod schema as the server.

export interface AlertFormData {
  choices: Omit<AlertChoices, "zones"> & { zones: { zip: string; label: string }[] };
  defaults: AlertFormDefaults;
}

const chip =
  "flex cursor-pointer items-center gap-2 rounded-2xl border border-stone-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50";

/** Without JavaScript too, a type the feed offers for one goal only hides while the other goal is chosen. */
function onlyFor(type: TypeChoice): string {
  if (type.goals.length !== 1) return "";
  return type.goals[0] === "sale"
    ? "group-has-[input[name=goal][value=rent]:checked]/alert:hidden"
    : "group-has-[input[name=goal][value=sale]:checked]/alert:hidden";
}

/**
 * The first field the server found wrong. It gets `autofocus`, so that without JavaScript the
 * browser scrolls the answered page straight to it.
 */
const FirstError = createContext<string | null>(null);

function useAutoFocus(name: string): boolean {
  const first = useContext(FirstError);
  return first === name || (first?.startsWith(`${name}[`) ?? false);
}

function useMessages(field: FieldMetadata<unknown>, label: string): string[] {
  const { t } = useI18n();
  const [error] = field.errors ?? [];
  return error ? [t(errorMessage(error), { field: label })] : [];
}

/** A field of the form by its name: the form is one of two schemas, and both share these names. */
function useNamed(name: string): FieldMetadata<unknown> {
  return useField<unknown>(name)[0];
}

/** Checkboxes or radio buttons under their legend, with the field's message below. */
function Choices(props: {
  name: string;
  legend: string;
  type: "checkbox" | "radio";
  options: { value: string; label: string; className?: string }[];
  required?: boolean;
  hint?: string;
  grid?: string;
}) {
  const field = useNamed(props.name);
  const errors = useMessages(field, props.legend);
  const autoFocus = useAutoFocus(props.name);
  const collection = getCollectionProps(field as FieldMetadata<string | string[]>, {
    type: props.type,
    options: props.options.map((option) => option.value),
  });
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={errors.length > 0 ? field.errorId : undefined}
      aria-invalid={errors.length > 0 || undefined}
    >
      <legend className={labelStyle}>
        {props.legend}
        {props.required ? <RequiredMark /> : null}
      </legend>
      {props.hint ? <p className="mt-1 text-sm text-stone-600">{props.hint}</p> : null}
      <div className={props.grid ?? "mt-2 flex flex-wrap gap-2"}>
        {collection.map((choice, index) => (
          <label key={choice.key} className={`${chip} ${props.options[index]?.className ?? ""}`}>
            <input {...choice} autoFocus={autoFocus && index === 0} className="accent-brand-700" />
            {props.options[index]?.label}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={errors} />
    </fieldset>
  );
}

function Select(props: { name: string; label: string; options: { value: string; label: string }[]; empty?: string }) {
  const field = useNamed(props.name);
  const errors = useMessages(field, props.label);
  const autoFocus = useAutoFocus(props.name);
  return (
    <Field id={field.id} label={props.label} errors={errors}>
      {(control) => (
        <select {...getSelectProps(field as FieldMetadata<string>)} autoFocus={autoFocus} {...control}>
          {props.empty ? <option value="">{props.empty}</option> : null}
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

function Text(props: {
  name: string;
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric";
  required?: boolean;
}) {
  const field = useNamed(props.name);
  const errors = useMessages(field, props.label);
  return (
    <Field
      label={props.label}
      requiredMark={props.required}
      errors={errors}
      inputProps={{
        ...getInputProps(field as FieldMetadata<string>, { type: props.type ?? "text" }),
        autoFocus: useAutoFocus(props.name),
        autoComplete: props.autoComplete,
        inputMode: props.inputMode,
      }}
    />
  );
}

/** The captcha (decision 017): the picture without JavaScript, the ALTCHA widget with it. */
function CaptchaField(props: { attempt: unknown; ready: (form: HTMLFormElement) => boolean }) {
  const { t } = useI18n();
  const token = (useRouteLoaderData("root") as { captcha?: string | null } | undefined)?.captcha ?? null;
  const field = useNamed(captchaFields.text);
  const [error] = field.errors ?? [];
  return (
    <Captcha
      token={token}
      id={field.id}
      errorId={field.errorId}
      error={error ? t(errorMessage(error)) : null}
      label={
        <>
          {t("forms.fields.captchaText")}
          <RequiredMark />
        </>
      }
      pictureAlt={t("forms.captchaPicture")}
      autoFocus={useAutoFocus(captchaFields.text)}
      attempt={props.attempt}
      // Fields that are wrong get their messages at once, without waiting for the captcha.
      holdWhen={props.ready}
      className="sm:col-span-2"
      labelClassName={labelStyle}
      inputClassName={controlStyle}
    />
  );
}

export function AlertForm(props: { mode: "subscribe" | "manage"; data: AlertFormData }) {
  const { language, t } = useI18n();
  const { choices, defaults } = props.data;
  const schema = props.mode === "subscribe" ? subscribeForm : manageForm;
  const answer = useActionData<AlertActionData | { unsubscribed: true }>();
  const mine = answer && "problem" in answer ? answer : undefined;
  const sending = useNavigation().state === "submitting";
  const [form] = useForm({
    id: `search-alert-${props.mode}`,
    lastResult: mine?.result ?? undefined,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const invalid = Object.keys(form.allErrors).length > 0;
  const problem = mine && mine.problem !== "invalid" ? mine.problem : invalid ? "invalid" : null;
  const serverErrors = mine?.result?.error ?? {};
  const firstError = Object.keys(serverErrors).find((name) => (serverErrors[name]?.length ?? 0) > 0) ?? null;
  return (
    <FirstError.Provider value={firstError}>
      <FormProvider context={form.context}>
        <Form method="post" {...getFormProps(form)} className="group/alert grid gap-6 sm:grid-cols-2">
          {props.mode === "manage" ? <input type="hidden" name="intent" value="update" /> : null}
          {props.mode === "subscribe" ? <Honeypot /> : null}
          {problem ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2">
              {t(problemMessages[problem])}
            </p>
          ) : null}
          <Choices
            name="goal"
            legend={t("alerts.fields.goal")}
            type="radio"
            required
            options={goals.map((goal) => ({ value: goal, label: t(goalLabels[goal]) }))}
          />
          <Choices
            name="types"
            legend={t("alerts.fields.types")}
            type="checkbox"
            required
            options={choices.types.map((type) => ({
              value: String(type.webId),
              label: type.name,
              className: onlyFor(type),
            }))}
          />
          <Choices
            name="zips"
            legend={t("alerts.fields.zips")}
            hint={t("alerts.zoneHint")}
            type="checkbox"
            required
            grid="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
            options={choices.zones.map((zone) => ({ value: zone.zip, label: zone.label }))}
          />
          <div className="grid grid-cols-2 gap-4 sm:col-span-2 sm:grid-cols-3">
            <Text name="minPrice" label={t("alerts.fields.minPrice")} inputMode="numeric" />
            <Text name="maxPrice" label={t("alerts.fields.maxPrice")} inputMode="numeric" />
            <div className="col-span-2 sm:col-span-1">
              <Select
                name="bedrooms"
                label={t("alerts.fields.bedrooms")}
                empty={t("alerts.summary.any")}
                options={bedroomChoices.map((count) => ({
                  value: String(count),
                  label: t("filters.atLeast", { count }),
                }))}
              />
            </div>
          </div>
          {props.mode === "subscribe" ? (
            <>
              <Text name="name" label={t("alerts.fields.name")} autoComplete="name" required />
              <Text name="email" label={t("forms.fields.email")} type="email" autoComplete="email" required />
              <Text name="phone" label={t("alerts.fields.phone")} type="tel" autoComplete="tel" />
            </>
          ) : null}
          <Select
            name="language"
            label={t("alerts.fields.language")}
            options={languages.map((code) => ({ value: code, label: languageEndonyms[code] }))}
          />
          <Choices
            name="frequency"
            legend={t("alerts.fields.frequency")}
            type="radio"
            required
            options={frequencies.map((frequency) => ({ value: frequency, label: t(frequencyLabels[frequency]) }))}
          />
          {props.mode === "subscribe" ? (
            <CaptchaField
              attempt={mine}
              ready={(element) => parseWithZod(new FormData(element), { schema }).status === "success"}
            />
          ) : null}
          {props.mode === "subscribe" ? (
            <p className="text-sm text-stone-600 sm:col-span-2">
              {t("alerts.privacy")}{" "}
              <Link to={pagePath("privacy", language)} className="font-medium text-brand-800 underline">
                {t("forms.privacyLink")}
              </Link>
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" variant="primary" size="xl" disabled={sending} className="shadow-sm transition">
              {sending ? t("forms.sending") : props.mode === "subscribe" ? t("alerts.submit") : t("alerts.manage.save")}
            </Button>
          </div>
        </Form>
      </FormProvider>
    </FirstError.Provider>
  );
}
