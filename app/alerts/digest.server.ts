import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getCatalog } from "~/catalog/catalog.server";
import type { Catalog, PropertyCard } from "~/catalog/snapshot";
import { site } from "~/content/site.server";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { alertDeliveries, importRuns, outbox, propertyEvents, searchAlerts } from "~/db/schema";
import { formatPrice } from "~/domain/format";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { mailProperty, mailSender } from "~/leads/mails.server";
import { DigestMail, renderMail } from "~/mail/templates";
import { getDatabase } from "~/db/database.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { describeAlert } from "./choices.server";
import { alertHeaders, alertLanguage, alertManageUrl } from "./links.server";
import type { AlertNews } from "./match";
import { matchAlerts } from "./match";
import type { SearchAlert } from "./store.server";
import { alertById } from "./store.server";

// The alerts' sending side (issue 13 point 7, decision 026). After each published sync, the
// news (properties new on the site, prices that went down) is matched against every confirmed
// alert, and each match is stored once in alert_deliveries: its unique key keeps a property
// from reaching the same alert twice. Then each alert that is due gets one digest with what
// is waiting, written to the outbox in the same transaction that marks the deliveries as
// mailed: a crash before the commit leaves them waiting, after it the outbox sends the mail
// (with retries, under one Message-ID). Nothing here sends directly.

/** Runs looked at again on every pass: matching is idempotent, so a pass a crash cut short is made good. */
const lookBackMs = 48 * 60 * 60_000;
/** A daily digest goes out when the last one is this old: an hour's slack keeps it from drifting later each day. */
const dueAfter = { instant: 0, daily: 23 * 60 * 60_000, weekly: (7 * 24 - 1) * 60 * 60_000 } as const;

/** The news of the published runs since `since`: what was listed (or back), and prices that went down. */
async function recentNews(db: Database, catalog: Catalog, since: Date) {
  const events = await db
    .select({
      propertyId: propertyEvents.propertyId,
      kind: propertyEvents.kind,
      priceBefore: propertyEvents.priceBefore,
      priceAfter: propertyEvents.priceAfter,
      runId: propertyEvents.importRunId,
      runAt: importRuns.finishedAt,
    })
    .from(propertyEvents)
    .innerJoin(importRuns, eq(importRuns.id, propertyEvents.importRunId))
    .where(
      and(
        gt(importRuns.finishedAt, since),
        eq(importRuns.outcome, "published"),
        inArray(propertyEvents.kind, ["listed", "relisted", "price"]),
      ),
    );
  const cards = catalog.views.nl.propertyById;
  return events.flatMap((event) => {
    const card = cards.get(event.propertyId);
    if (!card || card.marquee === "sold" || card.marquee === "rented") return [];
    const dropped = event.kind === "price" && (event.priceAfter ?? 0) < (event.priceBefore ?? 0);
    if (event.kind === "price" && !dropped) return [];
    const news: AlertNews & { runId: number; runAt: Date } = {
      propertyId: card.id,
      kind: dropped ? "price_drop" : "new",
      goal: card.goal,
      zip: card.zip,
      webIds: card.webIds,
      price: card.price,
      bedrooms: card.bedrooms,
      runId: event.runId,
      runAt: event.runAt,
    };
    return [news];
  });
}

/**
 * Matches the news of the last two days against the confirmed alerts and stores what is new to
 * each. An alert hears only of news that came after it was confirmed. Returns how many
 * deliveries were added.
 */
export async function recordAlertNews(db: Database, catalog: Catalog, now = new Date()): Promise<number> {
  const news = await recentNews(db, catalog, new Date(now.getTime() - lookBackMs));
  if (news.length === 0) return 0;
  const alerts = await db
    .select({ id: searchAlerts.id, criteria: searchAlerts.criteria, confirmedAt: searchAlerts.confirmedAt })
    .from(searchAlerts)
    .where(eq(searchAlerts.status, "confirmed"));
  const confirmedAt = new Map(alerts.map((alert) => [alert.id, alert.confirmedAt?.getTime() ?? Infinity]));
  const rows = [...matchAlerts(alerts, news)].flatMap(([alertId, found]) =>
    found
      .filter((item) => item.runAt.getTime() >= (confirmedAt.get(alertId) ?? Infinity))
      .map((item) => ({ alertId, propertyId: item.propertyId, kind: item.kind, importRunId: item.runId })),
  );
  let added = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(alertDeliveries)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
      .returning({ id: alertDeliveries.id });
    added += inserted.length;
  }
  return added;
}

/** The alerts with deliveries waiting whose frequency says a digest is due now. */
async function dueAlerts(db: Database, now: Date): Promise<number[]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const rows = await db
    .selectDistinct({ id: searchAlerts.id })
    .from(searchAlerts)
    .innerJoin(alertDeliveries, eq(alertDeliveries.alertId, searchAlerts.id))
    .where(
      and(
        eq(searchAlerts.status, "confirmed"),
        isNull(alertDeliveries.outboxId),
        or(
          eq(searchAlerts.frequency, "instant"),
          isNull(searchAlerts.lastDigestAt),
          and(eq(searchAlerts.frequency, "daily"), lte(searchAlerts.lastDigestAt, before(dueAfter.daily))),
          and(eq(searchAlerts.frequency, "weekly"), lte(searchAlerts.lastDigestAt, before(dueAfter.weekly))),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

interface DigestItem {
  card: PropertyCard;
  kind: "new" | "price_drop";
  priceBefore: number | null;
}

/** Taken off, sold or rented before its digest went: it is no news any more. */
const stillNews = (card: PropertyCard | undefined): card is PropertyCard =>
  card !== undefined && card.marquee !== "sold" && card.marquee !== "rented";

/** A digest as it waits in the outbox: who it goes to and its headers; the body is made when it is sent. */
function digestEnvelope(alert: SearchAlert, origin: string): OutgoingMail {
  const language = alertLanguage(alert);
  const { agency: details } = site().settings;
  const { from } = mailSender(language, origin);
  return {
    from,
    to: { name: alert.name, address: alert.email },
    replyTo: { name: details.name, address: details.email },
    subject: "",
    html: "",
    text: "",
    headers: alertHeaders(alert, origin),
    compose: "search-alert-digest",
  };
}

/** How many due alerts one transaction takes: their rows stay locked while it lasts. */
const queueBatch = 500;

/**
 * Writes one digest per due alert to the outbox and points the deliveries waiting for it to
 * that row, in one transaction per batch of alerts. Two processes never queue the same one: the
 * alerts' rows are locked for the transaction, and those another holds are skipped. Nothing is
 * rendered here: 10,000 digests queue in seconds. Returns how many were queued.
 */
export async function queueDueDigests(
  db: Database,
  catalog: Catalog,
  now = new Date(),
  origin = env().SITE_URL,
): Promise<number> {
  const due = await dueAlerts(db, now);
  let queued = 0;
  for (let start = 0; start < due.length; start += queueBatch) {
    const batch = due.slice(start, start + queueBatch);
    queued += await db.transaction(async (tx) => {
      const alerts = await tx
        .select()
        .from(searchAlerts)
        .where(and(inArray(searchAlerts.id, batch), eq(searchAlerts.status, "confirmed")))
        .for("update", { skipLocked: true });
      if (alerts.length === 0) return 0;
      const waiting = await tx
        .select({ id: alertDeliveries.id, alertId: alertDeliveries.alertId, propertyId: alertDeliveries.propertyId })
        .from(alertDeliveries)
        .where(
          and(
            inArray(
              alertDeliveries.alertId,
              alerts.map((alert) => alert.id),
            ),
            isNull(alertDeliveries.outboxId),
          ),
        )
        .orderBy(alertDeliveries.id);
      const gone: number[] = [];
      const first = new Map<number, number>();
      for (const row of waiting) {
        const alert = alerts.find((candidate) => candidate.id === row.alertId);
        const card = alert ? catalog.views[alertLanguage(alert)].propertyById.get(row.propertyId) : undefined;
        if (!stillNews(card)) gone.push(row.id);
        else if (!first.has(row.alertId)) first.set(row.alertId, row.id);
      }
      if (gone.length > 0) await tx.delete(alertDeliveries).where(inArray(alertDeliveries.id, gone));
      const sending = alerts.filter((alert) => first.has(alert.id));
      if (sending.length === 0) return 0;
      const domain = site().settings.forms.mailFrom.split("@")[1] ?? "localhost";
      const rows = await tx
        .insert(outbox)
        .values(
          sending.map((alert) => ({
            // Named after the first delivery it carries: the same digest can never be queued twice.
            messageId: `<search-alert-${alert.id}-digest-${first.get(alert.id)}@${domain}>`,
            mail: digestEnvelope(alert, origin),
          })),
        )
        .returning({ id: outbox.id, mail: outbox.mail });
      const pairs = rows.map((row, index) => sql`(${sending[index]?.id ?? 0}::int, ${row.id}::int)`);
      await tx.execute(sql`
        update ${alertDeliveries} set outbox_id = v.outbox_id
        from (values ${sql.join(pairs, sql`, `)}) as v(alert_id, outbox_id)
        where ${alertDeliveries.alertId} = v.alert_id and ${alertDeliveries.outboxId} is null`);
      await tx
        .update(searchAlerts)
        .set({ lastDigestAt: now })
        .where(
          inArray(
            searchAlerts.id,
            sending.map((alert) => alert.id),
          ),
        );
      return rows.length;
    });
  }
  return queued;
}

/**
 * The digest's body, made when the outbox sends it (registered as the "search-alert-digest"
 * composer): the deliveries that point to its row, as photo cards in the alert's language, its
 * search and its links. Null when the alert stopped or every property went meanwhile.
 */
export async function composeDigest(
  db: Database,
  row: { id: number; mail: OutgoingMail },
  options: { catalog?: Catalog; origin?: string } = {},
): Promise<OutgoingMail | null> {
  const carried = await db
    .select({ alertId: alertDeliveries.alertId, propertyId: alertDeliveries.propertyId, kind: alertDeliveries.kind })
    .from(alertDeliveries)
    .where(eq(alertDeliveries.outboxId, row.id))
    .orderBy(alertDeliveries.id);
  const [head] = carried;
  const alert = head ? await alertById(db, head.alertId) : null;
  if (!alert || alert.status !== "confirmed") return null;
  const catalog = options.catalog ?? (await getCatalog());
  const origin = options.origin ?? env().SITE_URL;
  const language = alertLanguage(alert);
  const view = catalog.views[language];
  const before = await lastPriceBefore(
    db,
    carried.map((item) => item.propertyId),
  );
  const items: DigestItem[] = carried.flatMap((item) => {
    const card = view.propertyById.get(item.propertyId);
    return stillNews(card) ? [{ card, kind: item.kind, priceBefore: before.get(item.propertyId) ?? null }] : [];
  });
  if (items.length === 0) return null;
  const t = createTranslator(language, catalogues[language]);
  const { agency: details } = site().settings;
  const { agency } = mailSender(language, origin);
  const subject = t("alerts.digest.subject", { count: items.length });
  // Sent as a finished mail: what says "compose me" stays in the row only.
  const envelope: OutgoingMail = { ...row.mail };
  delete envelope.compose;
  return {
    ...envelope,
    subject,
    ...(await renderMail(
      DigestMail({
        language,
        agency,
        preview: subject,
        greeting: t("mail.greeting", { name: alert.name }),
        intro: t("alerts.digest.intro"),
        properties: items.map((item) => ({
          property: mailProperty(item.card, t, origin),
          badge:
            item.kind === "price_drop" && item.priceBefore !== null && item.card.price !== null
              ? t("alerts.digest.priceDropped", { price: formatPrice(item.priceBefore) })
              : t("alerts.digest.new"),
        })),
        propertyLink: t("alerts.digest.button"),
        summaryTitle: t("alerts.digest.search"),
        rows: describeAlert(catalog, alert, language),
        manage: { label: t("alerts.digest.manage"), url: alertManageUrl(alert, origin) },
        why: t("alerts.digest.why", { agency: details.name }),
      }),
    )),
  };
}

/** Each property's price before its latest drop, for the digest's "was € …". */
async function lastPriceBefore(db: Pick<Database, "select">, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: propertyEvents.propertyId, priceBefore: propertyEvents.priceBefore })
    .from(propertyEvents)
    .where(and(inArray(propertyEvents.propertyId, ids), eq(propertyEvents.kind, "price")))
    .orderBy(sql`${propertyEvents.id} asc`);
  return new Map(rows.flatMap((row) => (row.priceBefore === null ? [] : [[row.propertyId, row.priceBefore]])));
}

let running = false;
let waitingCatalog: Catalog | null = null;

/**
 * One pass of the alerts over the catalog being served: store the news, queue the digests that
 * are due. The server asks for one when it serves a new catalog and every hour (daily and
 * weekly digests, and a pass a crash cut short). Passes in one process run one after another;
 * asked during a pass, the next one runs with the newest catalog once it ends.
 */
export function alertPass(catalog: Catalog): void {
  waitingCatalog = catalog;
  if (!running) void drainPasses();
}

async function drainPasses(): Promise<void> {
  running = true;
  while (waitingCatalog) {
    const catalog = waitingCatalog;
    waitingCatalog = null;
    try {
      const { db } = await getDatabase();
      const added = await recordAlertNews(db, catalog);
      const queued = await queueDueDigests(db, catalog);
      if (added > 0 || queued > 0) log.info({ added, queued }, "search alerts: news matched, digests queued");
    } catch (error) {
      log.error({ err: error }, "search alerts pass failed; the next one tries again");
    }
  }
  running = false;
}
