import { Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/login";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { LoginActionData } from "~/owners/login.server";
import { logIn } from "~/owners/login.server";
import { currentOwner } from "~/owners/session.server";
import { AccountField, AccountForm, AccountPage } from "~/ui/account-form";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ request, url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  // Already signed in: straight to the figures.
  if (await currentOwner(request).catch(() => null)) throw redirect(pagePath("owner", language));
  const alternates = alternatesOf((code) => pagePath("login", code));
  const messages = catalogues[language].owner;
  return {
    meta: {
      title: `${messages.loginTitle} | Immo Zuidrand`,
      description: messages.loginIntro,
      index: false,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function action({ request, url }: Route.ActionArgs) {
  return logIn(request, url, pageLanguage(url));
}

export default function Login() {
  const { language, t } = useI18n();
  const result = useActionData<LoginActionData>();
  const wrong = result !== undefined;
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
