import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { confirmAlert, storePendingAlert, unsubscribeAlert } from "~/alerts/store.server";
import { newConfirmToken } from "~/alerts/tokens.server";
import { omnicasaClient } from "~/catalog/sources/omnicasa.server";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type { DatabaseHandle } from "~/db/client.server";
import type { OutgoingMail, SearchAlertCriteria } from "~/db/schema";
import { crmOutbox } from "~/db/schema";
import { crmConfig, crmRetryDelay, forwardDue } from "~/leads/crm.server";
import { leadMails } from "~/leads/mails.server";
import type { NewLead } from "~/leads/store.server";
import { confirmVisit, newHoldToken, storeLead } from "~/leads/store.server";
import { resetEnv } from "~/platform/env.server";
import type { OmnicasaDouble } from "../support/omnicasa-double";
import { startOmnicasaDouble } from "../support/omnicasa-double";
import { databaseKind, freshDatabase } from "./support/database";

// Leads and search alerts reach the agency's CRM as well as its mailbox (decision 028): with
// Omnicasa configured, each is a row written with it and sent by the forwarding loop to a
// local Omnicasa, retried while the CRM fails and sent once when it recovers.

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(3), projects: [], types: syntheticTypes });
const card = catalog.views.fr.properties.at(0) ?? expect.unreachable("the synthetic catalog has no property");
const fields = {
  title: "MS",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0475 12 34 56",
  slots: ["14:00-16:00"],
  marketing: true,
  message: "Est-il encore libre ?",
};

async function newLead(): Promise<NewLead> {
  const mails = await leadMails({
    kind: "contact-me",
    language: "fr",
    fields,
    subject: { kind: "property", card },
    typeName: () => undefined,
    origin: "https://www.immozuidrand.be",
  });
  return { kind: "contact-me", language: "fr", propertyId: card.id, projectId: null, fields, ip: "203.0.113.9", mails };
}

const criteria: SearchAlertCriteria = {
  goal: "rent",
  types: [2],
  zips: ["2650", "2640"],
  minPrice: 700,
  maxPrice: 1200,
  bedrooms: 2,
};
const confirmationMail: OutgoingMail = {
  from: { name: "Immo", address: "web@immozuidrand.be" },
  to: { name: "Jan", address: "jan@example.be" },
  replyTo: { name: "Immo", address: "info@immozuidrand.be" },
  subject: "Bevestig",
  html: "<p>Bevestig</p>",
  text: "Bevestig",
};

describe(`forwarding leads and alerts to the CRM (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  let double: OmnicasaDouble;

  beforeAll(async () => {
    double = await startOmnicasaDouble();
  });
  afterAll(async () => {
    await double.close();
  });
  beforeEach(async () => {
    handle = await freshDatabase();
    double.calls.length = 0;
    double.switches.fail = false;
    double.switches.refuse = null;
    double.switches.demandIds = false;
    vi.stubEnv("LISTING_SOURCE", "omnicasa");
    vi.stubEnv("OMNICASA_URL", double.url);
    vi.stubEnv("OMNICASA_CUSTOMER_NAME", double.customerName);
    vi.stubEnv("OMNICASA_CUSTOMER_PASSWORD", double.customerPassword);
    resetEnv();
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    resetEnv();
    await handle.close();
  });

  /** One round of the sender at `now`, against the double. */
  function forward(now = new Date()) {
    const config = crmConfig() ?? expect.unreachable("Omnicasa is configured");
    return forwardDue(handle.db, omnicasaClient({ ...config, timeoutMs: 2_000 }), now);
  }
  const crmCalls = (method: string) => double.calls.filter((call) => call.method === method);

  async function confirmedAlert(email = "jan@example.be") {
    const { token, tokenHash } = newConfirmToken();
    const id = await storePendingAlert(
      handle.db,
      {
        email,
        name: "Jan Janssens",
        phone: "0476 11 22 33",
        language: "nl",
        frequency: "daily",
        criteria,
        confirmTokenHash: tokenHash,
        ip: "198.51.100.4",
      },
      "secret",
      async () => confirmationMail,
    );
    expect(await confirmAlert(handle.db, token)).toEqual({ id, state: "confirmed" });
    return id;
  }

  it("sends a stored lead to the CRM as one ContactOnMe about its property, with the person and the message", async () => {
    const leadId = await storeLead(handle.db, await newLead(), "secret");
    const [row] = await handle.db.select().from(crmOutbox);
    expect(row).toMatchObject({ method: "ContactOnMe", leadId, sentAt: null, attempts: 0 });
    // The row holds no credentials: they are added when it is sent.
    expect(JSON.stringify(row?.request)).not.toContain(double.customerPassword);
    expect(crmCalls("ContactOnMe")).toHaveLength(0);

    expect(await forward()).toEqual({ sent: 1, failed: 0 });
    const [call] = crmCalls("ContactOnMe");
    expect(call?.request).toMatchObject({
      CustomerName: double.customerName,
      CustomerPassword: double.customerPassword,
      ObjectID: card.id,
      Name: "Peeters",
      FirstName: "Ann",
      Email: "ann.peeters@example.be",
      PhoneNumber: "0475 12 34 56",
      IsReceivedEmail: true,
      LanguageId: 2,
      Subject: "Info over een pand",
    });
    expect(call?.request.Content).toContain("Est-il encore libre ?");
    expect(call?.request.Content).toContain("14:00-16:00");
    const [sent] = await handle.db.select().from(crmOutbox);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Nothing more to send: a later round calls nothing.
    expect(await forward()).toEqual({ sent: 0, failed: 0 });
    expect(crmCalls("ContactOnMe")).toHaveLength(1);
  });

  it("retries while the CRM fails, later each time, and sends the lead once when it recovers", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const start = new Date();
    double.switches.fail = "ContactOnMe";
    expect(await forward(start)).toEqual({ sent: 0, failed: 1 });
    let [row] = await handle.db.select().from(crmOutbox);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(row?.lastError).toBe(`Omnicasa ContactOnMe at ${double.url} answered HTTP 500`);
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + crmRetryDelay(1));

    // Not due yet: nothing is tried.
    expect(await forward(new Date(start.getTime() + 1_000))).toEqual({ sent: 0, failed: 0 });
    // A refusal (Success:false) is a failure too, and waits longer.
    double.switches.fail = false;
    double.switches.refuse = { code: 500, message: "Database busy", method: "ContactOnMe" };
    const second = new Date(start.getTime() + crmRetryDelay(1));
    expect(await forward(second)).toEqual({ sent: 0, failed: 1 });
    [row] = await handle.db.select().from(crmOutbox);
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toContain("refused: code 500, Database busy");
    expect(row?.nextAttemptAt.getTime()).toBe(second.getTime() + crmRetryDelay(2));

    double.switches.refuse = null;
    const third = new Date(second.getTime() + crmRetryDelay(2));
    expect(await forward(third)).toEqual({ sent: 1, failed: 0 });
    expect(await forward(new Date(third.getTime() + 24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
    expect(crmCalls("ContactOnMe")).toHaveLength(3);
    [row] = await handle.db.select().from(crmOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("waits at most an hour between two attempts", () => {
    expect([1, 2, 3].map(crmRetryDelay)).toEqual([5_000, 10_000, 20_000]);
    expect(crmRetryDelay(40)).toBe(3_600_000);
  });

  it("leaves a call claimed by another sender alone until its claim runs out", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const now = new Date();
    await handle.db.update(crmOutbox).set({ lockedUntil: new Date(now.getTime() + 60_000) });
    expect(await forward(now)).toEqual({ sent: 0, failed: 0 });
    expect(await forward(new Date(now.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect(crmCalls("ContactOnMe")).toHaveLength(1);
  });

  it("sends two senders' rounds at the same time each call once", async () => {
    for (let index = 0; index < 5; index++) await storeLead(handle.db, await newLead(), "secret");
    const rounds = await Promise.all([forward(), forward()]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(5);
    expect(crmCalls("ContactOnMe")).toHaveLength(5);
  });

  it("without Omnicasa configured, writes no row and calls nothing", async () => {
    vi.stubEnv("LISTING_SOURCE", "demo");
    resetEnv();
    expect(crmConfig()).toBeNull();
    await storeLead(handle.db, await newLead(), "secret");
    await confirmedAlert();
    expect(await handle.db.select().from(crmOutbox)).toEqual([]);
    expect(double.calls).toEqual([]);
  });

  it("forwards a visit request only once the visitor has confirmed it", async () => {
    const lead = await newLead();
    const { token, tokenHash } = newHoldToken();
    const now = new Date();
    await storeLead(
      handle.db,
      {
        ...lead,
        kind: "contact-appointment",
        fields: { ...fields, moment: "di 3 juni, 14:00-14:30" },
        booking: { momentId: 900_001, capacity: 2, tokenHash, held: [], now },
      },
      "secret",
    );
    expect(await handle.db.select().from(crmOutbox)).toEqual([]);
    expect(await confirmVisit(handle.db, token, () => 2, now)).toBe("confirmed");
    expect(await forward()).toEqual({ sent: 1, failed: 0 });
    const [call] = crmCalls("ContactOnMe");
    expect(call?.request).toMatchObject({ ObjectID: card.id, Email: "ann.peeters@example.be", IsReceivedEmail: true });
    expect(call?.request.Content).toContain("di 3 juni, 14:00-14:30");
  });

  it("registers a confirmed alert as a demand, and unsubscribes it by the ids the CRM answered", async () => {
    double.switches.demandIds = true;
    const alertId = await confirmedAlert();
    expect(await forward()).toEqual({ sent: 1, failed: 0 });
    const [register] = crmCalls("DemandRegister");
    expect(register?.request).toMatchObject({
      Name: "Jan Janssens",
      Email: "jan@example.be",
      PhoneNumber: "0476 11 22 33",
      Goal: 1,
      WebIDs: [2],
      Zips: ["2650", "2640"],
      PriceMin: 700,
      PriceMax: 1200,
      MinRooms: 2,
      LanguageId: 1,
    });

    expect(await unsubscribeAlert(handle.db, alertId)).toBe(true);
    // The person is gone from the register's row already; the unsubscribe keeps the address until sent.
    const rows = await handle.db.select().from(crmOutbox).orderBy(crmOutbox.id);
    expect(rows.map((row) => row.method)).toEqual(["DemandRegister", "UnsubscribeDemandPerson"]);
    expect(JSON.stringify(rows[0]?.request)).not.toContain("jan@example.be");
    expect(rows[0]?.result).toEqual({ ID: 7000, DemandID: 9000 });

    expect(await forward()).toEqual({ sent: 1, failed: 0 });
    const [unsubscribe] = crmCalls("UnsubscribeDemandPerson");
    expect(unsubscribe?.request).toMatchObject({ ID: 7000, DemandID: 9000, LanguageId: 1 });
    // Once the CRM knows, no row keeps the person.
    const after = await handle.db.select().from(crmOutbox);
    expect(JSON.stringify(after)).not.toContain("jan@example.be");
    expect(JSON.stringify(after)).not.toContain("Janssens");
    expect(await unsubscribeAlert(handle.db, alertId)).toBe(false);
    expect(await forward()).toEqual({ sent: 0, failed: 0 });
    expect(crmCalls("UnsubscribeDemandPerson")).toHaveLength(1);
  });

  it("unsubscribes by the address when the CRM answered DemandRegister with a bare true", async () => {
    const alertId = await confirmedAlert();
    await forward();
    await unsubscribeAlert(handle.db, alertId);
    await forward();
    const [unsubscribe] = crmCalls("UnsubscribeDemandPerson");
    expect(unsubscribe?.request).toMatchObject({ Email: "jan@example.be", LanguageId: 1 });
    expect(unsubscribe?.request).not.toHaveProperty("DemandID");
  });

  it("tells the CRM nothing of an alert left before its demand was ever sent", async () => {
    const alertId = await confirmedAlert();
    await unsubscribeAlert(handle.db, alertId);
    expect(await handle.db.select().from(crmOutbox)).toEqual([]);
    expect(await forward()).toEqual({ sent: 0, failed: 0 });
    expect(double.calls).toEqual([]);
  });

  it("drops a failed demand of a person who left, and unsubscribes in case the CRM got it", async () => {
    const alertId = await confirmedAlert();
    const now = new Date();
    double.switches.fail = "DemandRegister";
    expect(await forward(now)).toEqual({ sent: 0, failed: 1 });
    await unsubscribeAlert(handle.db, alertId);
    double.switches.fail = false;
    expect(await forward(new Date(now.getTime() + 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(crmCalls("DemandRegister")).toHaveLength(1);
    expect(crmCalls("UnsubscribeDemandPerson")).toHaveLength(1);
    const rows = await handle.db.select().from(crmOutbox);
    expect(rows.map((row) => row.method)).toEqual(["UnsubscribeDemandPerson"]);
    expect(JSON.stringify(rows)).not.toContain("jan@example.be");
  });

  it("holds an unsubscribe back while its demand is being sent by another sender", async () => {
    const alertId = await confirmedAlert();
    const now = new Date();
    // Another process claimed the DemandRegister a moment ago and is sending it.
    await handle.db
      .update(crmOutbox)
      .set({ lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(crmOutbox.alertId, alertId));
    await unsubscribeAlert(handle.db, alertId, now);
    expect(await forward(new Date(now.getTime() + 1_000))).toEqual({ sent: 0, failed: 1 });
    const waiting = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.method, "UnsubscribeDemandPerson"));
    expect(waiting[0]?.lastError).toMatch(/^waits for DemandRegister #\d+ of the same alert$/);
    expect(crmCalls("UnsubscribeDemandPerson")).toHaveLength(0);

    // The other sender gets its answer; the unsubscribe then goes, with what the CRM named.
    await handle.db
      .update(crmOutbox)
      .set({ sentAt: now, lockedUntil: null, result: { ID: 7100, DemandID: 9100 } })
      .where(eq(crmOutbox.method, "DemandRegister"));
    expect(await forward(new Date(now.getTime() + 1_000 + crmRetryDelay(1)))).toEqual({ sent: 1, failed: 0 });
    expect(crmCalls("UnsubscribeDemandPerson")[0]?.request).toMatchObject({ ID: 7100, DemandID: 9100 });
  });
});
