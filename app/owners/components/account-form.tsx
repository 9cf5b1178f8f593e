import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";

// The owner's account pages (login, password forgotten, new password, password change): a narrow page, a
// small form with its problem on top, labelled fields and one button. Plain posts: they work
// without JavaScript and carry no form library.

const problemId = "account-problem";

/** What the page says for each problem the login and password actions answer with. */
export const problemMessages = {
  missing: "owner.missing",
  failed: "owner.failed",
  tooMany: "owner.tooMany",
  unavailable: "owner.unavailable",
  captchaRequired: "owner.captchaRequired",
  captcha: "owner.captcha",
  emailMissing: "owner.emailMissing",
  emailInvalid: "owner.emailInvalid",
  tooShort: "owner.tooShort",
  confirmMissing: "owner.confirmMissing",
  mismatch: "owner.mismatch",
  linkInvalid: "owner.linkInvalid",
  currentMissing: "owner.currentMissing",
  currentWrong: "owner.currentWrong",
} as const satisfies Record<string, MessageKey>;

export function AccountPage(props: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl text-brand-900">{props.title}</h1>
      {props.intro ? <p className="mt-3 text-stone-600">{props.intro}</p> : null}
      {props.children}
    </div>
  );
}

export function AccountForm(props: { problem: string | null; submit: string; children: ReactNode }) {
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8">
      {props.problem ? (
        <p id={problemId} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {props.problem}
        </p>
      ) : null}
      {props.children}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-full bg-accent-500 px-8 py-3 font-semibold text-brand-900 shadow-sm hover:bg-accent-400 disabled:opacity-60"
      >
        {props.submit}
      </button>
    </Form>
  );
}

/** A labelled field; an invalid one is described by the form's problem. */
export function AccountField(
  props: { id: string; label: string; hint?: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, hint, invalid, ...input } = props;
  const hintId = `${props.id}-hint`;
  const describedBy = [hint ? hintId : null, invalid ? problemId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 aria-[invalid]:border-red-700"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type FieldMark = { invalid?: boolean; autoFocus?: boolean };

/** The new password typed twice: the new-password page and the owner's password change. */
export function NewPasswordFields({ wrong }: { wrong: (field: "password" | "confirm") => FieldMark }) {
  const { t } = useI18n();
  return (
    <>
      <AccountField
        id="new-password"
        label={t("owner.newPassword")}
        hint={t("owner.passwordHint")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        {...wrong("password")}
      />
      <AccountField
        id="confirm-password"
        label={t("owner.confirmPassword")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        {...wrong("confirm")}
      />
    </>
  );
}
