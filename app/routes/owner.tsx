import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/owner";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { useI18n } from "~/i18n/context";
import { ownerProperties } from "~/owners/dashboard.server";
import type { PasswordActionData } from "~/owners/password.server";
import { ownerPageAction } from "~/owners/password.server";
import { currentOwner, sessionCookie, sessionToken } from "~/owners/session.server";
import { AccountField, AccountForm, NewPasswordFields } from "~/owners/components/account-form";
import { OwnerPropertyView } from "~/owners/components/owner-property";
import { pageMeta } from "~/ui/page-meta";

// The owner's statistics (spec §1), behind the login; personal, so never cached or indexed.
export async function loader({ request, url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  // With the database away the page says so (503) rather than failing.
  const unavailable = () => {
    throw data(null, { status: 503 });
  };
  const owner = await currentOwner(request).catch(unavailable);
  // Signed out, or the session ended (idle or too old): its cookie goes too.
  if (!owner) {
    throw redirect(pagePath("login", language), {
      headers: sessionToken(request) ? { "Set-Cookie": sessionCookie(null, url) } : {},
    });
  }
  const { db } = await getDatabase().catch(unavailable);
  const properties = await ownerProperties(db, await getCatalog(), owner.propertyIds, language).catch(unavailable);
  const alternates = alternatesOf((code) => pagePath("owner", code));
  const messages = catalogues[language].owner;
  return data(
    {
      name: owner.name,
      properties,
      meta: {
        title: `${messages.title} | Immo Zuidrand`,
        description: messages.metaDescription,
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
  return ownerPageAction(request, url, pageLanguage(url));
}

export default function Owner({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium uppercase tracking-wider text-accent-600">
            {t("owner.greeting", { name: loaderData.name })}
          </p>
          <h1 className="mt-1 font-display text-4xl text-brand-900">{t("owner.title")}</h1>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="signOut" />
          <button
            type="submit"
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
          >
            {t("owner.signOut")}
          </button>
        </Form>
      </div>
      {loaderData.properties.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-900/5">
          {t("owner.none")}
        </p>
      ) : (
        <div className="mt-8 space-y-10">
          {loaderData.properties.map((property) => (
            <OwnerPropertyView key={property.id} property={property} />
          ))}
        </div>
      )}
      <ChangePassword />
    </div>
  );
}

/** The owner's password change (decision 015): the current password, then the new one twice. */
function ChangePassword() {
  const { t } = useI18n();
  const result = useActionData<PasswordActionData>();
  const problem = result?.problem ? t(`owner.${result.problem}`) : null;
  const wrong = (field: "current" | "password" | "confirm") =>
    result?.problem && (result.field ?? "current") === field ? { invalid: true, autoFocus: true } : {};
  return (
    <section aria-labelledby="change-password" className="mt-16 max-w-md">
      <h2 id="change-password" className="font-display text-2xl text-brand-900">
        {t("owner.changeTitle")}
      </h2>
      <p className="mt-2 text-stone-600">{t("owner.changeIntro")}</p>
      {result?.changed ? (
        <p role="status" className="mt-6 rounded-2xl bg-white p-5 text-stone-700 shadow-sm ring-1 ring-stone-900/5">
          {t("owner.changed")}
        </p>
      ) : null}
      {/* A new form once the change is done: the typed passwords are not kept. */}
      <AccountForm key={result?.changed ? "changed" : "change"} problem={problem} submit={t("owner.changeTitle")}>
        <input type="hidden" name="intent" value="password" />
        <AccountField
          id="current-password"
          label={t("owner.currentPassword")}
          name="current"
          type="password"
          autoComplete="current-password"
          required
          {...wrong("current")}
        />
        <NewPasswordFields wrong={wrong} />
      </AccountForm>
    </section>
  );
}
