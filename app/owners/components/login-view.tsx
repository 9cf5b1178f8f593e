import { useActionData } from "react-router";
import { Link } from "~/ui/link";
import { useI18n } from "~/i18n/context";
import { passwordPath } from "~/i18n/links";
import type { LoginActionData } from "../results";
import { AccountField, AccountForm, AccountPage, problemMessages } from "./account-form";
import { OwnerCaptcha } from "./owner-captcha";

/** The owner's login: e-mail address and password, and the captcha after several failures. */
export function LoginView({ captcha }: { captcha: string }) {
  const { language, t } = useI18n();
  const result = useActionData<LoginActionData>();
  const captchaProblem = result?.problem === "captcha" || result?.problem === "captchaRequired";
  const wrong = result !== undefined && !captchaProblem;
  return (
    <AccountPage title={t("owner.loginTitle")} intro={t("owner.loginIntro")}>
      <AccountForm problem={result ? t(problemMessages[result.problem]) : null} submit={t("owner.signIn")}>
        <AccountField
          id="login-email"
          label={t("owner.email")}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.email}
          invalid={wrong}
        />
        <AccountField
          id="login-password"
          label={t("owner.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={wrong}
          invalid={wrong}
        />
        {result?.captcha ? <OwnerCaptcha token={captcha} invalid={captchaProblem} attempt={result} /> : null}
      </AccountForm>
      <p className="mt-6 text-sm">
        <Link to={passwordPath(language)} className="font-medium text-brand-700 underline">
          {t("owner.forgottenLink")}
        </Link>
      </p>
      <p className="mt-3 text-sm text-stone-600">{t("owner.help")}</p>
    </AccountPage>
  );
}
