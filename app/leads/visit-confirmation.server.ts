import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import type { Catalog } from "~/catalog/snapshot";
import { pageLanguage, pageTitle } from "~/content/site.server";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { leads, outbox } from "~/db/schema";
import type { Language } from "~/domain/language";
import { intlLocale, isLanguage } from "~/domain/language";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { personalHeaders } from "~/http/headers";
import { alternatesOf, visitConfirmPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { wakeOutbox } from "~/mail/outbox.server";
import { log } from "~/platform/log.server";
import type { VisitProblem } from "./components/visit-confirmation-view";
import { crossSite } from "./guard.server";
import { visitCalendar, visitConfirmedMail } from "./mails.server";
import { confirmVisit, visitHold } from "./store.server";
import { comingMoments, momentLabel } from "./visits";
import { dateTimeFormat } from "~/domain/intl";

// The link in a visit request's mail (docs/decisions/018-abuse-friend-mail-and-visit-holds.md).
// Opening it (GET) only shows the hold and a button: a mail scanner that follows links
// confirms nothing. The button's POST turns the hold into a booking and sends the agency its
// mail, and the visitor theirs: the day, time and address, with a calendar file. A link never
// made here is a 404; a hold not confirmed in time is gone (410).

// Personal, and for nobody's index: on every answer, the page's own and its errors.
const noStore = { ...personalHeaders, "X-Robots-Tag": "noindex" };

/** The confirmed visit's calendar file, next to its page: /{lang}/{visit}/{token}/visit.ics. */
export const calendarFileName = "visit.ics";

export const visitHeaders = () => noStore;

/** The moment's places from the feed, or null when the moment is gone or past. */
function capacityIn(catalog: Catalog, now: Date) {
  return (propertyId: number, momentId: number) =>
    comingMoments(catalog.properties.get(propertyId)?.visitMoments ?? [], now).find((moment) => moment.id === momentId)
      ?.capacity ?? null;
}

/** "14:35", Brussels time, in the visitor's language. */
function clock(date: Date, language: Language): string {
  return dateTimeFormat(intlLocale[language], {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Brussels",
  }).format(date);
}

/** The hold a visit link points to, with its property and moment, for the page that confirms it. */
export async function visitConfirmationPage(url: URL, token: string) {
  const language = pageLanguage(url);
  const now = new Date();
  const [catalog, hold] = await Promise.all([
    getCatalog().catch(() => null),
    getDatabase()
      .then(({ db }) => visitHold(db, token, now))
      .catch(() => undefined),
  ]);
  if (hold === null) throw data(null, { status: 404, headers: noStore });
  const messages = catalogues[language].visit;
  const meta = {
    title: pageTitle(messages.title),
    description: messages.title,
    index: false,
    language,
    origin: url.origin,
    alternates: alternatesOf((code) => visitConfirmPath(code, token)),
  };
  if (hold === undefined || !catalog) {
    return data({ meta, status: "unavailable" as const, visit: null }, { status: 503, headers: noStore });
  }
  const card = catalog.views[language].propertyById.get(hold.propertyId);
  const moment = catalog.properties.get(hold.propertyId)?.visitMoments.find((entry) => entry.id === hold.momentId);
  const visit = {
    property: card ? { title: card.title, city: card.city, path: card.path } : null,
    moment: moment ? momentLabel(moment, language) : hold.momentLabel,
    until: hold.expiresAt ? clock(hold.expiresAt, language) : "",
    calendar: moment ? visitConfirmPath(language, token) + calendarFileName : null,
  };
  return data(
    { meta, status: hold.status, visit },
    { status: hold.status === "expired" || hold.status === "replaced" ? 410 : 200, headers: noStore },
  );
}

/** The button's POST: the hold becomes a booking and the agency gets its mail. */
export async function confirmVisitPost(request: Request, url: URL, token: string) {
  const refuse = (problem: VisitProblem, status: number) => data({ problem }, { status, headers: noStore });
  if (crossSite(request, url.origin)) return refuse("rejected", 403);
  const body = await tryReadForm(request, { confirm: "text" }, { maxBytes: 1024 });
  if (body instanceof FormRefused) return refuse("rejected", body.status);
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return refuse("unavailable", 503);
  const now = new Date();
  let result;
  try {
    const { db } = await getDatabase();
    result = await confirmVisit(db, token, capacityIn(catalog, now), now);
  } catch (error) {
    log.error({ err: error }, "a visit could not be confirmed");
    return refuse("unavailable", 503);
  }
  if (result === "unknown") throw data(null, { status: 404, headers: noStore });
  if (result === "expired" || result === "replaced") return refuse(result, 410);
  if (result === "full") return refuse("full", 409);
  // A second press makes up for a first whose visitor's mail could not be written.
  if (result === "confirmed" || result === "alreadyConfirmed") {
    const queued = await queueConfirmedMail(token, catalog, url.origin, now).catch((error: unknown) => {
      log.error({ err: error }, "a confirmed visit's mail could not be queued");
      return false;
    });
    if (result === "confirmed" || queued) wakeOutbox();
  }
  // The page then shows the visit as confirmed; a reload sends nothing again.
  return redirect(url.pathname, { status: 303, headers: noStore });
}

/** What a confirmed visit's mail and calendar file are made of, or null when the visit or its moment is gone. */
async function confirmedVisit(db: Database, token: string, catalog: Catalog, origin: string, now: Date) {
  const hold = await visitHold(db, token, now);
  if (hold?.status !== "confirmed") return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, hold.leadId));
  const record = catalog.properties.get(hold.propertyId);
  const moment = record?.visitMoments.find((entry) => entry.id === hold.momentId);
  if (!lead || !record || !moment || !isLanguage(lead.language)) return null;
  const card = catalog.views[lead.language].propertyById.get(hold.propertyId);
  if (!card) return null;
  return {
    leadId: lead.id,
    language: lead.language,
    fields: lead.fields,
    card,
    address: record.address,
    moment,
    origin,
    now,
  };
}

/**
 * Queues the visitor's mail of a confirmed visit, once: its Message-ID is the visit's own, so a
 * second press or a retry after a failure finds it there. True when it was queued now.
 */
async function queueConfirmedMail(token: string, catalog: Catalog, origin: string, now: Date): Promise<boolean> {
  const { db } = await getDatabase();
  const visit = await confirmedVisit(db, token, catalog, origin, now);
  if (!visit) return false;
  const mail = await visitConfirmedMail(visit);
  const queued = await db
    .insert(outbox)
    .values({
      leadId: visit.leadId,
      messageId: `<lead-${visit.leadId}-visit-confirmed@${mail.from.address.split("@")[1]}>`,
      mail,
    })
    .onConflictDoNothing({ target: outbox.messageId })
    .returning({ id: outbox.id });
  return queued.length > 0;
}

/** The calendar file of a confirmed visit, for the page's button; a 404 for any other link. */
export async function visitCalendarFile(url: URL, token: string): Promise<Response> {
  const notFound = () => new Response(null, { status: 404, headers: noStore });
  const [catalog, database] = await Promise.all([getCatalog().catch(() => null), getDatabase().catch(() => null)]);
  if (!catalog || !database) return new Response(null, { status: 503, headers: noStore });
  const visit = await confirmedVisit(database.db, token, catalog, url.origin, new Date());
  if (!visit) return notFound();
  const { filename, content } = visitCalendar(visit);
  return new Response(content, {
    headers: {
      ...noStore,
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
