import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
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

async function digestMail(
  alert: SearchAlert,
  items: DigestItem[],
  catalog: Catalog,
  origin: string,
): Promise<OutgoingMail> {
  const language = alertLanguage(alert);
  const t = createTranslator(language, catalogues[language]);
  const { agency: details } = site().settings;
  const { agency, from } = mailSender(language, origin);
  const subject = t("alerts.digest.subject", { count: items.length });
  return {
    from,
    to: { name: alert.name, address: alert.email },
    replyTo: { name: details.name, address: details.email },
    subject,
    headers: alertHeaders(alert, origin),
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

/**
 * Writes one digest per due alert to the outbox, with every delivery waiting for it. Two
 * processes never write the same one: the alert's row is locked for the transaction, and one
 * that another holds is skipped. Returns how many digests were written.
 */
export async function queueDueDigests(
  db: Database,
  catalog: Catalog,
  now = new Date(),
  origin = env().SITE_URL,
): Promise<number> {
  let queued = 0;
  for (const id of await dueAlerts(db, now)) {
    const wrote = await db.transaction(async (tx) => {
      const [alert] = await tx
        .select()
        .from(searchAlerts)
        .where(and(eq(searchAlerts.id, id), eq(searchAlerts.status, "confirmed")))
        .for("update", { skipLocked: true });
      if (!alert) return false;
      const waiting = await tx
        .select()
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.alertId, id), isNull(alertDeliveries.outboxId)))
        .orderBy(alertDeliveries.id);
      if (waiting.length === 0) return false;
      const view = catalog.views[alertLanguage(alert)];
      const lastPrices = await lastPriceBefore(
        tx,
        waiting.map((row) => row.propertyId),
      );
      const items: DigestItem[] = [];
      const gone: number[] = [];
      for (const row of waiting) {
        const card = view.propertyById.get(row.propertyId);
        // Taken off, sold or rented before the digest went: it is no news any more.
        if (!card || card.marquee === "sold" || card.marquee === "rented") gone.push(row.id);
        else items.push({ card, kind: row.kind, priceBefore: lastPrices.get(row.propertyId) ?? null });
      }
      if (gone.length > 0) await tx.delete(alertDeliveries).where(inArray(alertDeliveries.id, gone));
      if (items.length === 0) return false;
      const mail = await digestMail(alert, items, catalog, origin);
      // Named after the first delivery it carries: the same digest can never be queued under two ids.
      const domain = mail.from.address.split("@")[1] ?? "localhost";
      const [queuedMail] = await tx
        .insert(outbox)
        .values({ messageId: `<search-alert-${alert.id}-digest-${waiting[0]?.id ?? 0}@${domain}>`, mail })
        .returning({ id: outbox.id });
      if (!queuedMail) throw new Error("the digest was not queued");
      const sent = waiting.filter((row) => !gone.includes(row.id)).map((row) => row.id);
      await tx.update(alertDeliveries).set({ outboxId: queuedMail.id }).where(inArray(alertDeliveries.id, sent));
      await tx.update(searchAlerts).set({ lastDigestAt: now }).where(eq(searchAlerts.id, alert.id));
      return true;
    });
    if (wrote) queued++;
  }
  return queued;
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
