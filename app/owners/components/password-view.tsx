import { useActionData } from "react-router";
import { Link } from "~/ui/link";
import { useI18n } from "~/i18n/context";
import { pagePath, passwordPath } from "~/i18n/links";
import type { PasswordActionData } from "../results";
import { AccountField, AccountForm, AccountPage, NewPasswordFields, problemMessages } from "./account-form";

/** Password forgotten (no token), and choosing the new one from the mailed link. */
export function PasswordView(props: { choosing: boolean; valid: boolean }) {
  const { language, t } = useI18n();
  const result = useActionData<PasswordActionData>();
  const problem = result?.problem ? t(problemMessages[result.problem]) : null;
  // The field the problem is about: it is marked, and it gets the focus.
  const wrong = (field: "email" | "password" | "confirm") =>
    result?.problem && (result.field ?? "email") === field ? { invalid: true, autoFocus: true } : {};
  if (!props.choosing) {
    return (
      <AccountPage title={t("owner.forgottenTitle")} intro={result?.sent ? undefined : t("owner.forgottenIntro")}>
        {result?.sent ? (
          <p role="status" className="mt-8 rounded-3xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
            {t("owner.linkSent")}
          </p>
        ) : (
          <AccountForm problem={problem} submit={t("owner.sendLink")}>
            <AccountField
              id="forgotten-email"
              label={t("owner.email")}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={result?.email}
              {...wrong("email")}
            />
          </AccountForm>
        )}
        <p className="mt-6 text-sm">
          <Link to={pagePath("login", language)} className="font-medium text-brand-700 underline">
            {t("owner.loginTitle")}
          </Link>
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("owner.newTitle")}>
      {!props.valid || result?.problem === "linkInvalid" ? (
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5">
          <p role="alert" className="text-stone-700">
            {t("owner.linkInvalid")}
          </p>
          <Link to={passwordPath(language)} className="mt-4 inline-block font-medium text-brand-700 underline">
            {t("owner.forgottenTitle")}
          </Link>
        </div>
      ) : (
        <AccountForm problem={problem} submit={t("owner.save")}>
          <NewPasswordFields wrong={wrong} />
        </AccountForm>
      )}
    </AccountPage>
  );
}
