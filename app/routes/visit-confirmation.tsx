import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/visit-confirmation";
import type { Catalog } from "~/catalog/snapshot";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import type { Language } from "~/domain/language";
import { intlLocale } from "~/domain/language";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath, visitConfirmPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { crossSite } from "~/leads/guard.server";
import { confirmVisit, visitHold } from "~/leads/store.server";
import { comingMoments, holdMinutes, momentLabel } from "~/leads/visits";
import { log } from "~/platform/log.server";
import { wakeOutbox } from "~/mail/outbox.server";
import { pageMeta } from "~/ui/page-meta";

// The link in a visit request's mail (docs/decisions/018-abuse-friend-mail-and-visit-holds.md).
// Opening it (GET) only shows the hold and a button: a mail scanner that follows links
// confirms nothing. The button's POST turns the hold into a booking and sends the agency its
// mail. A link never made here is a 404; a hold not confirmed in time is gone (410).

type Problem = "expired" | "full" | "rejected" | "unavailable";

const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = () => noStore;

/** The moment's places from the feed, or null when the moment is gone or past. */
function capacityIn(catalog: Catalog, now: Date) {
  return (propertyId: number, momentId: number) =>
    comingMoments(catalog.properties.get(propertyId)?.visitMoments ?? [], now).find((moment) => moment.id === momentId)
      ?.capacity ?? null;
}

/** "14:35", Brussels time, in the visitor's language. */
function clock(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Brussels",
  }).format(date);
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const now = new Date();
  const [catalog, hold] = await Promise.all([
    getCatalog().catch(() => null),
    getDatabase()
      .then(({ db }) => visitHold(db, params.token, now))
      .catch(() => undefined),
  ]);
  if (hold === null) throw data(null, { status: 404, headers: noStore });
  const messages = catalogues[language].visit;
  const meta = {
    title: `${messages.title} | Immo Zuidrand`,
    description: messages.title,
    index: false,
    language,
    origin: url.origin,
    alternates: alternatesOf((code) => visitConfirmPath(code, params.token)),
  };
  if (hold === undefined || !catalog) {
    return data({ meta, status: "unavailable" as const, visit: null }, { status: 503, headers: noStore });
  }
  const card = catalog.views[language].properties.find((property) => property.id === hold.propertyId);
  const moment = catalog.properties.get(hold.propertyId)?.visitMoments.find((entry) => entry.id === hold.momentId);
  const visit = {
    property: card ? { title: card.title, city: card.city, path: card.path } : null,
    moment: moment ? momentLabel(moment, language) : hold.momentLabel,
    until: hold.expiresAt ? clock(hold.expiresAt, language) : "",
  };
  return data(
    { meta, status: hold.status, visit },
    { status: hold.status === "expired" ? 410 : 200, headers: noStore },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export async function action({ request, url, params }: Route.ActionArgs) {
  const refuse = (problem: Problem, status: number) => data({ problem }, { status, headers: noStore });
  if (crossSite(request, url.origin)) return refuse("rejected", 403);
  const body = await tryReadForm(request, { confirm: "text" }, { maxBytes: 1024 });
  if (body instanceof FormRefused) return refuse("rejected", body.status);
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return refuse("unavailable", 503);
  const now = new Date();
  let result;
  try {
    const { db } = await getDatabase();
    result = await confirmVisit(db, params.token, capacityIn(catalog, now), now);
  } catch (error) {
    log.error({ err: error }, "a visit could not be confirmed");
    return refuse("unavailable", 503);
  }
  if (result === "unknown") throw data(null, { status: 404, headers: noStore });
  if (result === "expired") return refuse("expired", 410);
  if (result === "full") return refuse("full", 409);
  if (result === "confirmed") wakeOutbox();
  // The page then shows the visit as confirmed; a reload sends nothing again.
  return redirect(url.pathname, { status: 303, headers: noStore });
}

export default function VisitConfirmation({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const problem = useActionData<typeof action>()?.problem ?? null;
  const sending = useNavigation().state === "submitting";
  const { visit } = loaderData;
  const status = problem === "expired" ? "expired" : loaderData.status;
  const details = visit ? { moment: visit.moment, property: visit.property?.title ?? "" } : null;
  const title =
    status === "confirmed"
      ? t("visit.confirmedTitle")
      : status === "expired"
        ? t("visit.expiredTitle")
        : t("visit.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-4xl text-brand-900">{title}</h1>
      {status === "confirmed" && details ? (
        <p role="status" className="mt-4 text-lg text-stone-700">
          {t("visit.confirmed", details)}
        </p>
      ) : null}
      {status === "expired" ? (
        <p className="mt-4 text-lg text-stone-700">{t("visit.expired", { minutes: holdMinutes })}</p>
      ) : null}
      {status === "unavailable" ? <p className="mt-4 text-lg text-stone-700">{t("visit.unavailable")}</p> : null}
      {status === "pending" && details && visit ? (
        <>
          <p className="mt-4 text-lg text-stone-700">{t("visit.held", { ...details, until: visit.until })}</p>
          {problem && problem !== "expired" ? (
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {t(`visit.problems.${problem}`)}
            </p>
          ) : null}
          <Form method="post" className="mt-8">
            <input type="hidden" name="confirm" value="yes" />
            <button
              type="submit"
              disabled={sending}
              className="rounded-full bg-accent-500 px-8 py-3 font-semibold text-brand-900 hover:bg-accent-400"
            >
              {t("visit.button")}
            </button>
          </Form>
        </>
      ) : null}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {visit?.property ? (
          <Link
            to={visit.property.path}
            className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
          >
            {t("mail.view")}
          </Link>
        ) : (
          <Link
            to={pagePath("home", language)}
            className="rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-800/20 hover:bg-sand-100"
          >
            {t("thanks.home")}
          </Link>
        )}
      </p>
    </section>
  );
}
