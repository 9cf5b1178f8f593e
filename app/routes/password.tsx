import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { resetLinkValid } from "~/owners/accounts.server";
import type { PasswordActionData } from "~/owners/password.server";
import { askForLink, chooseNewPassword } from "~/owners/password.server";
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

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function action({ request, url, params }: Route.ActionArgs) {
  const language = pageLanguage(url);
  return params.token ? chooseNewPassword(request, url, language, params.token) : askForLink(request, url, language);
}

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 aria-[invalid]:border-red-700";
const label = "text-sm font-medium text-stone-800";
const button =
  "w-full rounded-full bg-accent-500 px-8 py-3 font-semibold text-brand-900 shadow-sm hover:bg-accent-400 disabled:opacity-60";
const card = "mt-8 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 sm:p-8";

export default function Password({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const result = useActionData<PasswordActionData>();
  const sending = useNavigation().state === "submitting";
  const problem = result?.problem ? (
    <p id="password-problem" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {t(`owner.${result.problem}`)}
    </p>
  ) : null;
  const invalid = (field: "email" | "password" | "confirm") =>
    result?.problem && (result.field ?? "email") === field
      ? { "aria-invalid": true, "aria-describedby": "password-problem", autoFocus: true }
      : {};
  if (!loaderData.choosing) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
        <h1 className="font-display text-4xl text-brand-900">{t("owner.forgottenTitle")}</h1>
        {result?.sent ? (
          <p role="status" className="mt-8 rounded-3xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
            {t("owner.linkSent")}
          </p>
        ) : (
          <>
            <p className="mt-3 text-stone-600">{t("owner.forgottenIntro")}</p>
            <Form method="post" className={card}>
              {problem}
              <div>
                <label htmlFor="forgotten-email" className={label}>
                  {t("owner.email")}
                </label>
                <input
                  id="forgotten-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={result?.email}
                  className={input}
                  {...invalid("email")}
                />
              </div>
              <button type="submit" disabled={sending} className={button}>
                {t("owner.sendLink")}
              </button>
            </Form>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to={pagePath("login", language)} className="font-medium text-brand-700 underline">
            {t("owner.loginTitle")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl text-brand-900">{t("owner.newTitle")}</h1>
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
        <Form method="post" className={card}>
          {problem}
          <div>
            <label htmlFor="new-password" className={label}>
              {t("owner.newPassword")}
            </label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              aria-describedby="new-password-hint"
              className={input}
              {...invalid("password")}
            />
            <p id="new-password-hint" className="mt-1 text-sm text-stone-600">
              {t("owner.passwordHint")}
            </p>
          </div>
          <div>
            <label htmlFor="confirm-password" className={label}>
              {t("owner.confirmPassword")}
            </label>
            <input
              id="confirm-password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              className={input}
              {...invalid("confirm")}
            />
          </div>
          <button type="submit" disabled={sending} className={button}>
            {t("owner.save")}
          </button>
        </Form>
      )}
    </div>
  );
}
