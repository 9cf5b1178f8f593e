import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";

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
      <Button type="submit" variant="primary" size="xl" fullWidth disabled={sending} className="shadow-sm">
        {props.submit}
      </Button>
    </Form>
  );
}

/** A labelled field; an invalid one is described by the form's problem. */
export function AccountField(
  props: { id: string; label: string; hint?: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, hint, invalid, ...input } = props;
  return (
    <Field
      label={label}
      hint={hint}
      inputProps={{
        ...input,
        "aria-invalid": invalid || undefined,
        "aria-describedby": invalid ? problemId : undefined,
      }}
    />
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
