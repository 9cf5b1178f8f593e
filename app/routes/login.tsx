import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { LoginActionData } from "~/owners/login.server";
import { logIn } from "~/owners/login.server";
import { currentOwner } from "~/owners/session.server";
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

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 aria-[invalid]:border-red-700";

export default function Login() {
  const { language, t } = useI18n();
  const result = useActionData<LoginActionData>();
  const sending = useNavigation().state === "submitting";
  const wrong = result !== undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl text-brand-900">{t("owner.loginTitle")}</h1>
      <p className="mt-3 text-stone-600">{t("owner.loginIntro")}</p>
      <Form method="post" className="mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8">
        {result ? (
          <p
            id="login-problem"
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {t(`owner.${result.problem}`)}
          </p>
        ) : null}
        <div>
          <label htmlFor="login-email" className="text-sm font-medium text-stone-800">
            {t("owner.email")}
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.email}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? "login-problem" : undefined}
            className={input}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="text-sm font-medium text-stone-800">
            {t("owner.password")}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={wrong}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? "login-problem" : undefined}
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-full bg-accent-500 px-8 py-3 font-semibold text-brand-900 shadow-sm hover:bg-accent-400 disabled:opacity-60"
        >
          {t("owner.signIn")}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to={passwordPath(language)} className="font-medium text-brand-700 underline">
          {t("owner.forgottenLink")}
        </Link>
      </p>
      <p className="mt-3 text-sm text-stone-600">{t("owner.help")}</p>
    </div>
  );
}
