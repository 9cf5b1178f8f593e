import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/password";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { resetLinkValid } from "~/owners/accounts.server";
import type { PasswordActionData } from "~/owners/password.server";
import { askForLink, chooseNewPassword } from "~/owners/password.server";
import { AccountField, AccountForm, AccountPage, NewPasswordFields } from "~/owners/components/account-form";
import { pageMeta } from "~/ui/page-meta";

// Password forgotten (no token) and choosing the new one (with the mailed token).
export async function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const messages = catalogues[language].owner;
  const token = params.token ?? null;
  // With the database away the form still shows; sending it then says so.
  const valid =
    token === null ||
    (await getDatabase()
      .then(({ db }) => resetLinkValid(db, token))
      .catch(() => true));
  const alternates = alternatesOf((code) => passwordPath(code));
  return data(
    {
      choosing: token !== null,
      valid,
      meta: {
        title: `${token ? messages.newTitle : messages.forgottenTitle} | Immo Zuidrand`,
        description: messages.forgottenIntro,
        index: false,
        language,
        origin: url.origin,
        alternates,
      },
    },
    // A used or expired link is gone.
    { status: valid ? 200 : 410 },
  );
}

// Personal or about an account: never kept by a browser or a proxy, documents and .data alike.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function action({ request, url, params }: Route.ActionArgs) {
  const language = pageLanguage(url);
  return params.token ? chooseNewPassword(request, url, language, params.token) : askForLink(request, url, language);
}

export default function Password({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const result = useActionData<PasswordActionData>();
  const problem = result?.problem ? t(`owner.${result.problem}`) : null;
  // The field the problem is about: it is marked, and it gets the focus.
  const wrong = (field: "email" | "password" | "confirm") =>
    result?.problem && (result.field ?? "email") === field ? { invalid: true, autoFocus: true } : {};
  if (!loaderData.choosing) {
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
      {!loaderData.valid || result?.problem === "linkInvalid" ? (
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
