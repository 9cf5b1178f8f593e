import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { composeDigest, queueDueDigests, recordAlertNews } from "~/alerts/digest.server";
import { unsubscribeAlert } from "~/alerts/store.server";
import { loadCatalog } from "~/catalog/catalog.server";
import { omnicasaSource } from "~/catalog/sources/omnicasa.server";
import { syncListings } from "~/catalog/sync.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { SearchAlertCriteria } from "~/db/schema";
import { alertDeliveries, outbox, searchAlerts } from "~/db/schema";
import { deliverDue, registerComposer } from "~/mail/outbox.server";
import { smtpSender } from "~/mail/transport.server";
import type { OmnicasaDouble } from "../support/omnicasa-double";
import { demoFeedWithout, plainProperties } from "../support/demo-feed";
import { startOmnicasaDouble } from "../support/omnicasa-double";
import { testMailbox } from "./support/smtp";
import { databaseKind, freshDatabase } from "./support/database";

// Search alerts reach the right people once (issue 13 point 7): after a sync, new properties
// and price drops are matched against every confirmed alert; each alert gets one digest with
// what matched, through the outbox; nothing repeats, and an unsubscribed alert hears nothing.

const site = "https://www.immo-zuidrand.test";

/** Three apartments for sale in Edegem, which the Edegem alert wants, and a house in Hemiksem, which nobody does. */
const edegemFlats = plainProperties(0, "2650", 2)
  .slice(0, 3)
  .map((row) => row.ID);
const hemiksemHouse = plainProperties(0, "2620", 1)[0]?.ID ?? 0;
const held = new Set([...edegemFlats, hemiksemHouse]);

let handle: DatabaseHandle;
let double: OmnicasaDouble;

const source = () =>
  omnicasaSource({
    url: double.url,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 3_000,
    pageSize: 100,
  });

async function alert(criteria: Partial<SearchAlertCriteria>, frequency: "instant" | "daily" = "instant") {
  const [row] = await handle.db
    .insert(searchAlerts)
    .values({
      email: `koper${Math.random().toString(36).slice(2, 8)}@example.be`,
      name: "Sofie Janssens",
      language: "nl",
      frequency,
      criteria: { goal: "sale", types: [], zips: [], minPrice: null, maxPrice: null, bedrooms: null, ...criteria },
      status: "confirmed",
      confirmedAt: new Date(),
      ipHash: "test",
    })
    .returning({ id: searchAlerts.id });
  return row?.id ?? 0;
}

/** The pass the server makes after it serves a new catalog; answers the digests queued. */
async function pass(now = new Date()) {
  const catalog = await loadCatalog(handle.db);
  await recordAlertNews(handle.db, catalog, now);
  return queueDueDigests(handle.db, catalog, now, site);
}

/** The digests in the outbox for one alert, by the address they go to, each made as the outbox would send it. */
const digestsTo = async (id: number) => {
  const rows = await handle.db.select().from(outbox);
  const [stored] = await handle.db
    .select({ email: searchAlerts.email })
    .from(searchAlerts)
    .where(eq(searchAlerts.id, id));
  const catalog = await loadCatalog(handle.db);
  const mine = rows.filter((row) => row.mail.to.address === stored?.email && row.messageId.includes("digest"));
  return Promise.all(
    mine.map(async (row) => ({
      ...row,
      mail: (await composeDigest(handle.db, row, { catalog, origin: site })) ?? row.mail,
    })),
  );
};

describe(`search alert digests after a sync (${databaseKind})`, () => {
  beforeEach(async () => {
    handle = await freshDatabase();
    double = await startOmnicasaDouble({ feed: demoFeedWithout(held) });
    const first = await syncListings(handle.db, source());
    expect(first.outcome).toBe("published");
    // What was there before any alert existed is no news to it.
    expect(await pass()).toBe(0);
  }, 60_000);
  afterEach(async () => {
    await double.close();
    await handle.close();
  });

  it("sends exactly the matching properties once, in one digest per alert, and nothing twice", async () => {
    expect(edegemFlats).toHaveLength(3);
    const edegem = await alert({ types: [2], zips: ["2650"] });
    const antwerpRent = await alert({ goal: "rent", zips: ["2000"] });
    const daily = await alert({ types: [2], zips: ["2650"], maxPrice: 10_000_000 }, "daily");

    await double.close();
    double = await startOmnicasaDouble();
    const second = await syncListings(handle.db, source(), { full: true });
    expect(second.outcome === "published" && second.report.properties.new.sort()).toEqual([...held].sort());
    expect(await pass()).toBe(2);

    const [digest, ...more] = await digestsTo(edegem);
    expect(more).toEqual([]);
    expect(digest?.mail.subject).toBe("Nieuw aanbod voor uw zoekopdracht: 3 panden");
    for (const id of edegemFlats) expect(digest?.mail.html).toContain(`/${id}/`);
    expect(digest?.mail.html).not.toContain(`/${hemiksemHouse}/`);
    expect(digest?.mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<https:\/\/www\.immo-zuidrand\.test\/nl\/hou-mij-op-de-hoogte\/beheren\/.+\/>$/,
    );
    expect(digest?.mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest?.mail.text).toContain("Zoekopdracht wijzigen of uitschrijven");
    expect(await digestsTo(antwerpRent)).toEqual([]);
    expect(await digestsTo(daily)).toHaveLength(1);

    // The outbox makes each digest as it sends it, over SMTP, with the one-click headers.
    const mailbox = await testMailbox();
    try {
      const catalog = await loadCatalog(handle.db);
      registerComposer("search-alert-digest", (db, row) => composeDigest(db, row, { origin: site, catalog }));
      expect(await deliverDue(handle.db, smtpSender(mailbox.url))).toEqual({ sent: 2, failed: 0 });
      // Headers unfolded, as a mail client reads them.
      const sent = mailbox.messages
        .map((message) => message.replace(/\r\n[ \t]+/g, " "))
        .find((message) => message.includes("3 panden"));
      expect(sent).toMatch(
        /^List-Unsubscribe: <https:\/\/www\.immo-zuidrand\.test\/nl\/hou-mij-op-de-hoogte\/beheren\//m,
      );
      expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(await deliverDue(handle.db, smtpSender(mailbox.url))).toEqual({ sent: 0, failed: 0 });
      expect(mailbox.messages).toHaveLength(2);
    } finally {
      await mailbox.stop();
    }

    // The same catalog again, and another pass: nothing new, nothing repeated.
    expect((await syncListings(handle.db, source(), { full: true })).outcome).toBe("published");
    expect(await pass()).toBe(0);
    expect(await digestsTo(edegem)).toHaveLength(1);
  }, 90_000);

  it("tells of a price drop, once; a daily alert waits its day; an unsubscribed alert hears nothing more", async () => {
    const instant = await alert({ types: [1, 2, 4, 5, 6, 7, 8], zips: ["2650"] });
    const daily = await alert({ zips: ["2650"] }, "daily");
    const leaving = await alert({ zips: ["2650"] });
    const [target] = plainProperties(0, "2650", 2).filter((id) => !held.has(id.ID));
    if (!target) throw new Error("no apartment in Edegem left in the demo feed");
    double.changePrice(target.ID, 199_000);
    expect((await syncListings(handle.db, source())).outcome).toBe("published");
    const now = new Date();
    expect(await pass(now)).toBe(3);
    const [drop] = await digestsTo(instant);
    expect(drop?.mail.subject).toBe("Nieuw aanbod voor uw zoekopdracht: 1 pand");
    expect(drop?.mail.text).toMatch(/Prijs gedaald \(was €\s[\d.]+\)/);

    // A second drop of the same property is not news to the same alert.
    double.changePrice(target.ID, 189_000);
    expect((await syncListings(handle.db, source())).outcome).toBe("published");
    await unsubscribeAlert(handle.db, leaving);
    expect(await pass(new Date(now.getTime() + 60_000))).toBe(0);

    // The daily alert got its first digest at once; the next waits a day.
    const [other] = plainProperties(0, "2650", 1);
    if (!other) throw new Error("no house in Edegem in the demo feed");
    double.changePrice(other.ID, 150_000);
    expect((await syncListings(handle.db, source())).outcome).toBe("published");
    expect(await pass(new Date(now.getTime() + 2 * 60 * 60_000))).toBe(1);
    expect(await digestsTo(daily)).toHaveLength(1);
    expect(await pass(new Date(now.getTime() + 24 * 60 * 60_000))).toBe(1);
    expect(await digestsTo(daily)).toHaveLength(2);
    // Unsubscribing withdrew the digest still waiting in the outbox, and no pass since queued another.
    const left = await handle.db.select({ mail: outbox.mail }).from(outbox);
    expect(left.filter((row) => row.mail.headers?.["List-Unsubscribe"]?.includes(`/beheren/${leaving}-`))).toEqual([]);
    // The instant alert heard of the two drops, each once.
    const toInstant = left.filter((row) => row.mail.headers?.["List-Unsubscribe"]?.includes(`/beheren/${instant}-`));
    expect(toInstant).toHaveLength(2);
  }, 90_000);

  it("queues a digest and marks what it carries in one transaction: a failure leaves all of it waiting", async () => {
    const id = await alert({ zips: ["2650"] });
    const [target] = plainProperties(0, "2650", 2).filter((row) => !held.has(row.ID));
    if (!target) throw new Error("no apartment in Edegem left");
    double.changePrice(target.ID, 177_000);
    expect((await syncListings(handle.db, source())).outcome).toBe("published");
    const catalog = await loadCatalog(handle.db);
    await recordAlertNews(handle.db, catalog);
    const [waiting] = await handle.db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, id));
    // A mail already queued under the digest's Message-ID makes the insert fail, as a crash would.
    const messageId = `<search-alert-${id}-digest-${waiting?.id}@immozuidrand.be>`;
    await handle.db.insert(outbox).values({ messageId, mail: { subject: "blocker" } as never });
    await expect(queueDueDigests(handle.db, catalog, new Date(), site)).rejects.toThrow();
    const [still] = await handle.db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, id));
    expect(still?.outboxId).toBeNull();
    const [row] = await handle.db.select().from(searchAlerts).where(eq(searchAlerts.id, id));
    expect(row?.lastDigestAt).toBeNull();
    await handle.db.delete(outbox).where(eq(outbox.messageId, messageId));
    expect(await queueDueDigests(handle.db, catalog, new Date(), site)).toBe(1);
    expect(await digestsTo(id)).toHaveLength(1);
  }, 90_000);
});
