import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type { DatabaseHandle } from "~/db/client.server";
import { leads, outbox, ownerPasswordResets, ownerSessions, visitBookings } from "~/db/schema";
import {
  changePassword,
  checkPassword,
  createOwner,
  endSession,
  ownerOfSession,
  requestPasswordReset,
  resetLinkValid,
  resetPassword,
  sessionHours,
  sessionIdleMinutes,
  sessionsPerOwner,
  setOwnerPassword,
  startSession,
} from "~/owners/accounts.server";
import { ownerProperties } from "~/owners/dashboard.server";
import { recordVisit } from "~/owners/visits.server";
import { databaseKind, freshDatabase } from "./support/database";

// Owners (spec §1): an account with an argon2id password, sessions that end, and the visits
// of their property counted once per visitor and day, without bots.

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(3), projects: [], types: syntheticTypes });
const [first, second] = [...catalog.properties.keys()];
if (first === undefined || second === undefined) throw new Error("the synthetic catalog has fewer than two properties");
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

describe(`owners (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  const owner = (password = "zonnebloem-2650") =>
    createOwner(handle.db, {
      email: "Els.Peeters@Example.be",
      name: "Els Peeters",
      language: "nl",
      password,
      propertyIds: [first],
    });

  it("lets the right address and password in, whatever the address's case, and nothing else", async () => {
    const id = await owner();
    expect(await checkPassword(handle.db, "els.peeters@example.be", "zonnebloem-2650")).toBe(id);
    expect(await checkPassword(handle.db, " ELS.PEETERS@EXAMPLE.BE", "zonnebloem-2650")).toBe(id);
    expect(await checkPassword(handle.db, "els.peeters@example.be", "Zonnebloem-2650")).toBeNull();
    expect(await checkPassword(handle.db, "someone@example.be", "zonnebloem-2650")).toBeNull();
    await expect(owner("kort")).rejects.toThrow(/at least 10 characters/);
  });

  it("keeps a session until it expires or ends, and a new password ends them all", async () => {
    const id = await owner();
    const now = new Date("2026-11-22T10:00:00Z");
    const token = await startSession(handle.db, id, now);
    expect(await ownerOfSession(handle.db, token, now)).toMatchObject({
      id,
      name: "Els Peeters",
      propertyIds: [first],
    });
    // Used every hour, the session lives until its absolute end, and not a minute longer.
    const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
    for (let hour = 1; hour < sessionHours; hour++) {
      expect(await ownerOfSession(handle.db, token, minutes(hour * 60)), `hour ${hour}`).not.toBeNull();
    }
    expect(await ownerOfSession(handle.db, token, minutes(sessionHours * 60))).toBeNull();
    // Ended sessions are deleted, not merely refused.
    expect(await handle.db.select().from(ownerSessions)).toHaveLength(0);
    expect(await ownerOfSession(handle.db, "not-a-token", now)).toBeNull();
    // Left alone longer than the idle time, a session ends; just within it, it lives on.
    const idle = await startSession(handle.db, id, now);
    expect(await ownerOfSession(handle.db, idle, minutes(sessionIdleMinutes - 1))).not.toBeNull();
    expect(await ownerOfSession(handle.db, idle, minutes(2 * sessionIdleMinutes - 2))).not.toBeNull();
    expect(await ownerOfSession(handle.db, idle, minutes(3 * sessionIdleMinutes - 1))).toBeNull();
    expect(await ownerOfSession(handle.db, idle, minutes(2 * sessionIdleMinutes - 1))).toBeNull();
    const other = await startSession(handle.db, id, now);
    await endSession(handle.db, other);
    expect(await ownerOfSession(handle.db, other, now)).toBeNull();
    const third = await startSession(handle.db, id, now);
    await setOwnerPassword(handle.db, id, "een-nieuw-wachtwoord");
    expect(await ownerOfSession(handle.db, third, now)).toBeNull();
  });

  it("keeps an owner's newest sessions only: a login past the limit ends the oldest", async () => {
    const id = await owner();
    const start = new Date("2026-11-22T10:00:00Z");
    const at = (minute: number) => new Date(start.getTime() + minute * 60_000);
    const tokens = [];
    for (let login = 0; login <= sessionsPerOwner; login++) tokens.push(await startSession(handle.db, id, at(login)));
    const now = at(sessionsPerOwner);
    expect(await ownerOfSession(handle.db, tokens[0] ?? "", now)).toBeNull();
    for (const token of tokens.slice(1)) expect(await ownerOfSession(handle.db, token, now)).not.toBeNull();
    expect(await handle.db.select().from(ownerSessions)).toHaveLength(sessionsPerOwner);
  });

  it("counts a visitor once a day, a bot never, and shows the owner the visits and requests of their property", async () => {
    const visit = (ip: string, userAgent: string, now: Date) =>
      recordVisit(handle.db, { propertyId: first, ip, userAgent, secret: "s", now });
    const today = new Date();
    const yesterday = new Date(today.getTime() - 24 * 60 * 60 * 1000);
    await visit("203.0.113.1", browser, today);
    await visit("203.0.113.1", browser, today);
    await visit("203.0.113.2", browser, today);
    await visit("203.0.113.1", browser, yesterday);
    await visit("66.249.66.1", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", today);
    await handle.db.insert(leads).values([
      { kind: "contact-me", language: "nl", propertyId: first, fields: {}, ipHash: "x", marketingOptIn: false },
      { kind: "contact-me", language: "fr", propertyId: first, fields: {}, ipHash: "y", marketingOptIn: false },
      { kind: "purchase-offer", language: "nl", propertyId: first, fields: {}, ipHash: "z", marketingOptIn: false },
      { kind: "contact-me", language: "nl", propertyId: second, fields: {}, ipHash: "w", marketingOptIn: false },
    ]);
    // Visits asked for: one confirmed; one never confirmed; one its visitor asked for again.
    const visitLeads = await handle.db
      .insert(leads)
      .values(
        ["a", "b", "c"].map((ipHash) => ({
          kind: "contact-appointment",
          language: "nl",
          propertyId: first,
          fields: {},
          ipHash,
          marketingOptIn: false,
        })),
      )
      .returning({ id: leads.id });
    await handle.db.insert(visitBookings).values(
      (["confirmed", "pending", "replaced"] as const).map((status, index) => ({
        propertyId: first,
        momentId: 1,
        leadId: visitLeads[index]?.id ?? 0,
        status,
        expiresAt: status === "confirmed" ? null : today,
      })),
    );
    const [shown] = await ownerProperties(handle.db, catalog, [first], "nl", today);
    expect(shown?.visits).toMatchObject({ today: 2, total: 3 });
    expect(shown?.visits.days.at(-1)?.visits).toBe(2);
    expect(shown?.requests).toEqual(
      expect.arrayContaining([
        { kind: "contact-me", count: 2 },
        { kind: "purchase-offer", count: 1 },
        { kind: "contact-appointment", count: 1 },
      ]),
    );
    expect(shown?.requests).toHaveLength(3);
    expect(shown?.media.photos).toBe(catalog.properties.get(first)?.pictures.length);
  });

  it("counts a visitor who sends a new browser name with every request once, and an IPv6 visitor by its /64", async () => {
    const visit = (ip: string, userAgent: string) =>
      recordVisit(handle.db, { propertyId: first, ip, userAgent, secret: "s", now: new Date() });
    for (let index = 0; index < 50; index++) await visit("203.0.113.7", `${browser} Variant/${index}`);
    for (let index = 1; index < 20; index++) await visit(`2001:db8:1:2::${index.toString(16)}`, browser);
    await visit("2001:db8:1:3::1", browser);
    const [shown] = await ownerProperties(handle.db, catalog, [first], "nl", new Date());
    expect(shown?.visits).toMatchObject({ today: 3, total: 3 });
  });

  it("mails a password link to an owner only, and the link sets a new password once, within the hour", async () => {
    const id = await owner();
    const now = new Date("2026-11-22T10:00:00Z");
    const session = await startSession(handle.db, id, now);
    let mailed = "";
    const mail = async (to: { name: string; email: string }, token: string) => {
      mailed = token;
      return {
        from: { name: "Immo Zuidrand", address: "website@immozuidrand.be" },
        to: { name: to.name, address: to.email },
        replyTo: { name: "Immo Zuidrand", address: "info@immozuidrand.be" },
        subject: "Nieuw wachtwoord",
        html: `<a href="/nl/login/wachtwoord/${token}/">link</a>`,
        text: token,
      };
    };
    // An unknown address: the mail is written as for an owner (the same work), and nothing stays.
    expect(await requestPasswordReset(handle.db, "nobody@example.be", mail, now)).toBe(false);
    expect(mailed).not.toBe("");
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
    expect(await handle.db.select().from(ownerPasswordResets)).toHaveLength(0);
    expect(await requestPasswordReset(handle.db, "ELS.PEETERS@example.be", mail, now)).toBe(true);
    const [queued] = await handle.db.select().from(outbox);
    expect(queued?.mail.to.address).toBe("els.peeters@example.be");
    expect(queued?.mail.text).toBe(mailed);

    const late = new Date(now.getTime() + 61 * 60 * 1000);
    expect(await resetLinkValid(handle.db, mailed, late)).toBe(false);
    expect(await resetPassword(handle.db, mailed, "een-nieuw-wachtwoord", late)).toBeNull();
    expect(await resetLinkValid(handle.db, mailed, now)).toBe(true);
    expect(await resetPassword(handle.db, mailed, "een-nieuw-wachtwoord", now)).toBe(id);
    expect(await resetPassword(handle.db, mailed, "nog-een-wachtwoord", now)).toBeNull();
    expect(await checkPassword(handle.db, "els.peeters@example.be", "een-nieuw-wachtwoord")).toBe(id);
    expect(await checkPassword(handle.db, "els.peeters@example.be", "zonnebloem-2650")).toBeNull();
    expect(await ownerOfSession(handle.db, session, now)).toBeNull();
  });

  it("revokes the older links when a new one is asked for, and every other link when one is used", async () => {
    const id = await owner();
    const now = new Date("2026-11-22T10:00:00Z");
    const tokens: string[] = [];
    const mail = async (to: { name: string; email: string }, token: string) => {
      tokens.push(token);
      return {
        from: { name: "Immo Zuidrand", address: "website@immozuidrand.be" },
        to: { name: to.name, address: to.email },
        replyTo: { name: "Immo Zuidrand", address: "info@immozuidrand.be" },
        subject: "Nieuw wachtwoord",
        html: token,
        text: token,
      };
    };
    await requestPasswordReset(handle.db, "els.peeters@example.be", mail, now);
    await requestPasswordReset(handle.db, "els.peeters@example.be", mail, now);
    const [older, newer] = tokens as [string, string];
    expect(await resetLinkValid(handle.db, older, now)).toBe(false);
    expect(await resetPassword(handle.db, older, "een-nieuw-wachtwoord", now)).toBeNull();
    expect(await resetLinkValid(handle.db, newer, now)).toBe(true);

    // Two links at once (say, a link asked for and another race): using one revokes the other.
    await handle.db.insert(ownerPasswordResets).values({
      tokenHash: createHash("sha256").update("parallel-link").digest("hex"),
      ownerId: id,
      expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    });
    expect(await resetLinkValid(handle.db, "parallel-link", now)).toBe(true);
    expect(await resetPassword(handle.db, newer, "een-nieuw-wachtwoord", now)).toBe(id);
    expect(await resetLinkValid(handle.db, "parallel-link", now)).toBe(false);
    expect(await resetPassword(handle.db, "parallel-link", "nog-een-wachtwoord", now)).toBeNull();
    expect(await checkPassword(handle.db, "els.peeters@example.be", "een-nieuw-wachtwoord")).toBe(id);
  });

  it("changes the password only with the current one, ending every other session and link", async () => {
    const id = await owner();
    const now = new Date("2026-11-22T10:00:00Z");
    const here = await startSession(handle.db, id, now);
    const elsewhere = await startSession(handle.db, id, now);
    await handle.db.insert(ownerPasswordResets).values({
      tokenHash: createHash("sha256").update("pending-link").digest("hex"),
      ownerId: id,
      expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    });
    expect(await changePassword(handle.db, id, "niet-het-wachtwoord", "een-nieuw-wachtwoord", here)).toBe(false);
    expect(await ownerOfSession(handle.db, elsewhere, now)).not.toBeNull();
    expect(await checkPassword(handle.db, "els.peeters@example.be", "zonnebloem-2650")).toBe(id);

    expect(await changePassword(handle.db, id, "zonnebloem-2650", "een-nieuw-wachtwoord", here)).toBe(true);
    expect(await ownerOfSession(handle.db, here, now)).toMatchObject({ id });
    expect(await ownerOfSession(handle.db, elsewhere, now)).toBeNull();
    expect(await resetLinkValid(handle.db, "pending-link", now)).toBe(false);
    expect(await checkPassword(handle.db, "els.peeters@example.be", "een-nieuw-wachtwoord")).toBe(id);
    await expect(changePassword(handle.db, id, "een-nieuw-wachtwoord", "kort", here)).rejects.toThrow(/10 characters/);
  });
});
