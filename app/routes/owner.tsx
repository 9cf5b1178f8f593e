import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/owner";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { useI18n } from "~/i18n/context";
import { ownerProperties } from "~/owners/dashboard.server";
import { logOut } from "~/owners/login.server";
import { currentOwner } from "~/owners/session.server";
import { OwnerPropertyView } from "~/ui/owner-property";
import { pageMeta } from "~/ui/page-meta";

// The owner's statistics (spec §1), behind the login; personal, so never cached or indexed.
export async function loader({ request, url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  // With the database away the page says so (503) rather than failing.
  const unavailable = () => {
    throw data(null, { status: 503 });
  };
  const owner = await currentOwner(request).catch(unavailable);
  if (!owner) throw redirect(pagePath("login", language));
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

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export function action({ request, url }: Route.ActionArgs) {
  return logOut(request, url, pageLanguage(url));
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
    </div>
  );
}
