import { data, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/login";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { LoginActionData } from "~/owners/login.server";
import { logIn } from "~/owners/login.server";
import { newCaptcha } from "~/leads/captcha.server";
import { currentOwner } from "~/owners/session.server";
import { AccountField, AccountForm, AccountPage } from "~/owners/components/account-form";
import { OwnerCaptcha } from "~/owners/components/owner-captcha";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ request, url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  // Already signed in: straight to the figures.
  if (await currentOwner(request).catch(() => null)) throw redirect(pagePath("owner", language));
  const alternates = alternatesOf((code) => pagePath("login", code));
  const messages = catalogues[language].owner;
  return data(
    {
      // Shown only when the login asks for it (an account with several failures).
      captcha: newCaptcha(),
      meta: {
        title: `${messages.loginTitle} | Immo Zuidrand`,
        description: messages.loginIntro,
        index: false,
        language,
        origin: url.origin,
        alternates,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// Personal or about an account: never kept by a browser or a proxy, documents and .data alike.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function action({ request, url }: Route.ActionArgs) {
  return logIn(request, url, pageLanguage(url));
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const result = useActionData<LoginActionData>();
  const captchaProblem = result?.problem === "captcha" || result?.problem === "captchaRequired";
  const wrong = result !== undefined && !captchaProblem;
  return (
    <AccountPage title={t("owner.loginTitle")} intro={t("owner.loginIntro")}>
      <AccountForm problem={result ? t(`owner.${result.problem}`) : null} submit={t("owner.signIn")}>
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
        {result?.captcha ? <OwnerCaptcha token={loaderData.captcha} invalid={captchaProblem} attempt={result} /> : null}
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
