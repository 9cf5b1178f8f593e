import { useI18n } from "~/i18n/context";
import { Captcha } from "~/leads/components/captcha";

// The login's captcha (decision 015), shown once an account has had several failed logins:
// the site's captcha (app/leads/components/captcha.tsx), the ALTCHA widget with JavaScript and a picture of
// characters to type without it. The picture's token comes from the login page's loader.

export function OwnerCaptcha(props: { token: string; invalid: boolean; attempt: unknown }) {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{t("owner.captchaIntro")}</p>
      <Captcha
        token={props.token}
        id="login-captcha"
        // The problem is said once, above the form (AccountForm), and not again under the field.
        errorId="login-captcha-problem"
        error={null}
        label={t("owner.captchaLabel")}
        pictureAlt={t("owner.captchaPicture")}
        autoFocus={props.invalid}
        attempt={props.attempt}
        labelClassName="text-sm font-medium text-stone-800"
        inputClassName="block rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900"
      />
    </div>
  );
}
