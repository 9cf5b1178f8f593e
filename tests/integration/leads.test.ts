import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type { DatabaseHandle } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { leads, outbox, visitBookings } from "~/db/schema";
import { leadMails } from "~/leads/mails.server";
import type { NewLead } from "~/leads/store.server";
import {
  AlreadyRequestedError,
  bookedPlaces,
  confirmVisit,
  dropLapsedHoldMails,
  lapsedVisitDays,
  MomentFullError,
  newHoldToken,
  purgeLapsedVisitRequests,
  storeLead,
  visitHold,
} from "~/leads/store.server";
import { holdMinutes } from "~/leads/visits";
import { approvedTestimonials, decideTestimonial, pendingTestimonials } from "~/leads/testimonials.server";
import { deliverDue, newOutboxState } from "~/mail/outbox.server";
import { smtpSender } from "~/mail/transport.server";
import { databaseKind, freshDatabase } from "./support/database";
import type { TestMailbox } from "./support/smtp";
import { testMailbox } from "./support/smtp";

// Storage first, then mail: a lead and both of its mails are one transaction, and the outbox
// delivers each mail exactly once to a real SMTP server, even when that server was down.

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(3), projects: [], types: syntheticTypes });
const card = catalog.views.fr.properties.at(0) ?? expect.unreachable("the synthetic catalog has no property");
const fields = {
  title: "MS",
  firstName: "Ann",
  lastName: "Peeters <b>Bold</b>",
  email: "ann.peeters@example.be",
  phone: "0475 12 34 56",
  slots: ["14:00-16:00"],
  marketing: true,
  message: "Bonjour, <script>alert('x')</script> est-il encore libre ?",
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

describe(`leads and the outbox (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await testMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    handle = await freshDatabase();
    mailbox.messages.length = 0;
  });
  afterEach(async () => {
    await handle.close();
  });

  it("stores the lead with its fields, opt-in and hashed IP, and both mails, in one go", async () => {
    const id = await storeLead(handle.db, await newLead(), "secret");
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ kind: "contact-me", language: "fr", propertyId: card.id, marketingOptIn: true });
    expect(lead?.fields).toMatchObject({ lastName: "Peeters <b>Bold</b>", slots: ["14:00-16:00"] });
    expect(lead?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead?.ipHash).not.toContain("203.0.113.9");
    const mails = await handle.db.select().from(outbox).where(eq(outbox.leadId, id));
    expect(mails.map((row) => row.mail.to.address).sort()).toEqual(["ann.peeters@example.be", "leads@immozuidrand.be"]);
  });

  it("keeps nothing when part of the lead cannot be written", async () => {
    const lead = await newLead();
    const broken = {
      ...lead,
      mails: [...lead.mails, { role: "visitor" as const, mail: null as unknown as OutgoingMail }],
    };
    await expect(storeLead(handle.db, broken, "secret")).rejects.toThrow();
    expect(await handle.db.select().from(leads)).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });

  /** A visit request for moment 900001 as the action makes it: the agency's mail held until confirmed. */
  // Each request from a visitor of its own: one visitor holds one place per property (decision 070).
  let visitors = 0;
  async function visitRequest(capacity: number, now: Date) {
    const ip = `198.18.${++visitors >> 8}.${visitors & 255}`;
    const lead = { ...(await newLead()), ip };
    const [agency, visitor] = lead.mails;
    const { token, tokenHash } = newHoldToken();
    const request: NewLead = {
      ...lead,
      kind: "contact-appointment",
      mails: visitor ? [visitor] : [],
      booking: { momentId: 900_001, capacity, tokenHash, held: agency ? [agency] : [], now },
    };
    return { token, store: () => storeLead(handle.db, request, "s") };
  }
  const capacityOf = (capacity: number) => () => capacity;

  it("never overbooks a visit moment, however many visitors hold or confirm it at the same time", async () => {
    const now = new Date();
    const requests = await Promise.all(Array.from({ length: 12 }, () => visitRequest(4, now)));
    const attempts = await Promise.allSettled(requests.map((request) => request.store()));
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(4);
    expect(refused.every((attempt) => attempt.reason instanceof MomentFullError)).toBe(true);
    expect((await bookedPlaces(handle.db, [900_001], now)).get(900_001)).toBe(4);
    // A refused request leaves no lead and no mail behind; a hold mails only its visitor.
    expect(await handle.db.select().from(leads)).toHaveLength(4);
    expect((await handle.db.select().from(outbox)).map((row) => row.mail.to.address)).toEqual(
      Array.from({ length: 4 }, () => "ann.peeters@example.be"),
    );

    // The four holders confirm while eight more visitors ask for the same moment.
    const held = requests.filter((_, index) => attempts[index]?.status === "fulfilled");
    const late = await Promise.all(Array.from({ length: 8 }, () => visitRequest(4, now)));
    const race = await Promise.allSettled([
      ...held.map((request) => confirmVisit(handle.db, request.token, capacityOf(4), now)),
      ...late.map((request) => request.store()),
    ]);
    expect(race.slice(0, 4).map((answer) => answer.status === "fulfilled" && answer.value)).toEqual(
      Array.from({ length: 4 }, () => "confirmed"),
    );
    expect(race.slice(4).every((answer) => answer.status === "rejected")).toBe(true);
    expect((await bookedPlaces(handle.db, [900_001], now)).get(900_001)).toBe(4);
    // Each confirmation sent the agency its mail, once.
    const mails = await handle.db.select().from(outbox);
    expect(mails.filter((row) => row.mail.to.address === "leads@immozuidrand.be")).toHaveLength(4);
    expect(await confirmVisit(handle.db, held[0]?.token ?? "", capacityOf(4), now)).toBe("alreadyConfirmed");
    expect(await handle.db.select().from(outbox)).toHaveLength(8);
  });

  it("a hold that is not confirmed frees its place after it expires, and can no longer be confirmed", async () => {
    const start = new Date("2026-12-01T09:00:00Z");
    const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
    const first = await visitRequest(1, start);
    await first.store();
    expect((await bookedPlaces(handle.db, [900_001], minutes(holdMinutes - 1))).get(900_001)).toBe(1);
    await expect((await visitRequest(1, minutes(holdMinutes - 1))).store()).rejects.toBeInstanceOf(MomentFullError);

    // Past its time the hold takes no place: the next visitor gets it, the first can no longer confirm.
    const after = minutes(holdMinutes + 1);
    expect((await bookedPlaces(handle.db, [900_001], after)).get(900_001)).toBeUndefined();
    expect((await visitHold(handle.db, first.token, after))?.status).toBe("expired");
    const second = await visitRequest(1, after);
    await second.store();
    expect(await confirmVisit(handle.db, first.token, capacityOf(1), after)).toBe("expired");
    expect(await confirmVisit(handle.db, second.token, capacityOf(1), minutes(holdMinutes + 2))).toBe("confirmed");
    // The expired hold's agency mail never left its hold; the confirmed one's did.
    const toAgency = (await handle.db.select().from(outbox)).filter(
      (row) => row.mail.to.address === "leads@immozuidrand.be",
    );
    expect(toAgency).toHaveLength(1);
    // A confirmed visit keeps its place for good.
    expect((await bookedPlaces(handle.db, [900_001], minutes(24 * 60))).get(900_001)).toBe(1);
    // The daily clean-up drops the lapsed hold's mail, with the visitor's details it carried.
    expect(await dropLapsedHoldMails(handle.db, minutes(24 * 60))).toBe(1);
    const kept = await handle.db.select({ heldMails: visitBookings.heldMails }).from(visitBookings);
    expect(kept.map((row) => row.heldMails)).toEqual([null, null]);
    expect(await dropLapsedHoldMails(handle.db, minutes(24 * 60))).toBe(0);
    // A week after it lapsed, the request itself goes, with the visitor's details and the mail
    // that asked them to confirm; the confirmed visit stays whole.
    expect(await handle.db.select().from(leads)).toHaveLength(2);
    const [confirmed] = await handle.db
      .select({ id: visitBookings.leadId })
      .from(visitBookings)
      .where(eq(visitBookings.status, "confirmed"));
    expect((await handle.db.select().from(outbox)).some((row) => row.leadId !== confirmed?.id)).toBe(true);
    const lapsedFor = (days: number, extra: number) => minutes(holdMinutes + days * 24 * 60 + extra);
    expect(await purgeLapsedVisitRequests(handle.db, lapsedFor(lapsedVisitDays, -1))).toBe(0);
    expect(await purgeLapsedVisitRequests(handle.db, lapsedFor(lapsedVisitDays, 1))).toBe(1);
    expect((await handle.db.select().from(leads)).map((row) => row.id)).toEqual([confirmed?.id]);
    expect(
      (await handle.db.select().from(visitBookings)).map((row) => ({ leadId: row.leadId, status: row.status })),
    ).toEqual([{ leadId: confirmed?.id, status: "confirmed" }]);
    expect((await handle.db.select().from(outbox)).every((row) => row.leadId === confirmed?.id)).toBe(true);
    expect(await confirmVisit(handle.db, first.token, capacityOf(1), lapsedFor(lapsedVisitDays, 2))).toBe("unknown");
    expect(await confirmVisit(handle.db, second.token, capacityOf(1), lapsedFor(lapsedVisitDays, 2))).toBe(
      "alreadyConfirmed",
    );
  });

  it("knows no link it did not make", async () => {
    expect(await visitHold(handle.db, newHoldToken().token)).toBeNull();
    expect(await visitHold(handle.db, "../../etc/passwd")).toBeNull();
    expect(await confirmVisit(handle.db, newHoldToken().token, capacityOf(4))).toBe("unknown");
  });

  it("answers a second request for the same documents from the same mailbox with 'already requested'", async () => {
    const lead = { ...(await newLead()), kind: "request-documents" as const };
    const request = (email: string) => ({ ...lead, documents: { propertyId: card.id, email } });
    await storeLead(handle.db, request("Ann.Peeters@example.be"), "s");
    for (const again of ["ann.peeters@example.be", "ann.peeters+1@example.be", "Ann.Peeters+docs@EXAMPLE.be"]) {
      await expect(storeLead(handle.db, request(again), "s")).rejects.toBeInstanceOf(AlreadyRequestedError);
    }
    await storeLead(handle.db, request("jan@example.be"), "s");
    expect(await handle.db.select().from(leads)).toHaveLength(2);
  });

  it("keeps a testimonial off the site until the agency approves it", async () => {
    const lead = { ...(await newLead()), kind: "testimonial" as const };
    await storeLead(
      handle.db,
      { ...lead, testimonial: { name: "Ann P.", city: "Mortsel", rating: 5, text: "Top!" } },
      "s",
    );
    await storeLead(handle.db, { ...lead, testimonial: { name: "Jan J.", city: "", rating: 2, text: "Spam" } }, "s");
    expect(await approvedTestimonials(handle.db, 10)).toEqual([]);
    const [first, second] = await pendingTestimonials(handle.db);
    expect(await decideTestimonial(handle.db, first?.id ?? 0, "approved")).toBe("pending");
    expect(await decideTestimonial(handle.db, second?.id ?? 0, "rejected")).toBe("pending");
    expect(await approvedTestimonials(handle.db, 10)).toMatchObject([{ name: "Ann P.", rating: 5, text: "Top!" }]);
    expect(await pendingTestimonials(handle.db)).toEqual([]);
    // An approved one can be taken off the site again, and a rejected one brought on.
    expect(await decideTestimonial(handle.db, first?.id ?? 0, "rejected")).toBe("approved");
    expect(await approvedTestimonials(handle.db, 10)).toEqual([]);
    expect(await decideTestimonial(handle.db, second?.id ?? 0, "approved")).toBe("rejected");
    expect(await approvedTestimonials(handle.db, 10)).toMatchObject([{ name: "Jan J." }]);
    expect(await decideTestimonial(handle.db, 999_999, "approved")).toBeNull();
  });

  it("delivers each mail exactly once after the mail server was down, with the same Message-ID", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    const start = new Date();

    await mailbox.stop();
    expect(await deliverDue(handle.db, sender, start)).toEqual({ sent: 0, failed: 2 });
    const waiting = await handle.db.select().from(outbox);
    expect(waiting.every((row) => row.attempts === 1 && row.sentAt === null && row.lastError)).toBe(true);

    await mailbox.start();
    // The retry waits: nothing is due a second later, both are after the backoff.
    expect(await deliverDue(handle.db, sender, new Date(start.getTime() + 1_000))).toEqual({ sent: 0, failed: 0 });
    const later = new Date(start.getTime() + 10_000);
    const rounds = await Promise.all([deliverDue(handle.db, sender, later), deliverDue(handle.db, sender, later)]);
    expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(2);
    expect(await deliverDue(handle.db, sender, new Date(start.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });

    expect(mailbox.messages).toHaveLength(2);
    for (const row of await handle.db.select().from(outbox)) {
      expect(row.sentAt).not.toBeNull();
      expect(mailbox.messages.filter((message) => message.includes(row.messageId))).toHaveLength(1);
    }
  });

  it("sends the mails that waited on a mail server that was away as soon as it answers, not after their backoff", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    const state = newOutboxState();
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1_000);

    await mailbox.stop();
    // The first mail finds the server away; the round stops there, the others are not tried.
    expect(await deliverDue(handle.db, sender, start, undefined, state)).toEqual({ sent: 0, failed: 1 });
    expect(state.serverAway).toBe(true);
    // While it is away, each round asks it without taking a mail: nothing is claimed or counted,
    // so an instance that dies meanwhile holds no mail back.
    expect(await deliverDue(handle.db, sender, at(1), undefined, state)).toEqual({ sent: 0, failed: 0 });
    const rows = await handle.db.select().from(outbox);
    expect(rows.map((row) => row.lockedUntil)).toEqual([null, null, null, null]);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 0, 1]);

    await mailbox.start();
    // Two seconds later the failed mail still waits on its backoff (5 s); the server answers, and
    // that round sends all four.
    expect(await deliverDue(handle.db, sender, at(2), undefined, state)).toEqual({ sent: 4, failed: 0 });
    expect(state.serverAway).toBe(false);
    expect(mailbox.messages).toHaveLength(4);
    expect(new Set(mailbox.messages.map((message) => /^Message-ID:\s*(<[^>]+>)/im.exec(message)?.[1])).size).toBe(4);
  });

  it("a stopping server finishes the mail it sends and leaves the next one to another instance at once", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    let sent = 0;
    const counting = {
      send: async (...args: Parameters<typeof sender.send>) => (sent++, sender.send(...args)),
      reachable: sender.reachable,
    };
    // The stop comes while the first of the two mails is on its way.
    const round = await deliverDue(handle.db, counting, new Date(), () => sent > 0);
    expect(round).toEqual({ sent: 1, failed: 0 });
    const rows = await handle.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.sentAt !== null, row.lockedUntil])).toEqual([
      [true, null],
      [false, null],
    ]);
    // Another instance takes the other one now, not when a claim would have run out.
    expect(await deliverDue(handle.db, sender)).toEqual({ sent: 1, failed: 0 });
    expect(mailbox.messages).toHaveLength(2);
  });

  it("an instance that dies while sending holds back only that mail: another sends the rest at once", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    // The first instance is stuck in its first send for good, as one killed in the middle of it.
    let stuck = false;
    const dying = { send: () => ((stuck = true), new Promise<void>(() => {})), reachable: async () => true };
    void deliverDue(handle.db, dying);
    await vi.waitFor(() => expect(stuck).toBe(true));
    // The other instance sends the three other mails now; the one in the air waits for its claim.
    expect(await deliverDue(handle.db, sender)).toEqual({ sent: 3, failed: 0 });
    expect(mailbox.messages).toHaveLength(3);
  });

  it("a mail that went while the database was away is written down when it is back, and never sent again", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    const state = newOutboxState();
    // The database goes away between the mail server's OK and the note that the mail went.
    let writes = 0;
    const failing = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key !== "update") return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.update>) => {
          // The claim is the first write; the note after the first mail, the second.
          if (++writes === 2) throw new Error("connection to the database lost");
          return target.update(...args);
        };
      },
    });
    await expect(deliverDue(failing, sender, new Date(), undefined, state)).rejects.toThrow("lost");
    expect(mailbox.messages).toHaveLength(1);
    // Back: the note is written first, then the other mail goes; the first never again, not
    // even once its claim would have run out.
    expect(await deliverDue(handle.db, sender, new Date(), undefined, state)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDue(handle.db, sender, new Date(Date.now() + 10 * 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.messages).toHaveLength(2);
    expect((await handle.db.select().from(outbox)).every((row) => row.sentAt !== null)).toBe(true);
  });

  it("claims each mail from the moment it is taken, however long the sends before it in the round took", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    const sender = smtpSender(mailbox.url);
    const leases: number[] = [];
    const slow = {
      async send(...args: Parameters<typeof sender.send>) {
        const [row] = await handle.db.select().from(outbox).where(eq(outbox.messageId, args[1]));
        leases.push((row?.lockedUntil?.getTime() ?? 0) - Date.now());
        await sender.send(...args);
        // This send took three minutes, longer than a claim lasts.
        vi.setSystemTime(Date.now() + 3 * 60_000);
      },
      reachable: sender.reachable,
    };
    try {
      expect(await deliverDue(handle.db, slow)).toEqual({ sent: 2, failed: 0 });
    } finally {
      vi.useRealTimers();
    }
    // The second mail, taken after the slow first, still had its whole claim ahead of it.
    expect(leases).toHaveLength(2);
    for (const lease of leases) expect(lease).toBeGreaterThan(60_000);
  });

  it("mails the agency every field with the visitor as Reply-To, and the visitor a confirmation in French", async () => {
    await storeLead(handle.db, await newLead(), "secret");
    await deliverDue(handle.db, smtpSender(mailbox.url));
    const parsed = await Promise.all(mailbox.messages.map((message) => PostalMime.parse(message)));
    const agency = parsed.find((mail) => mail.to?.[0]?.address === "leads@immozuidrand.be");
    const visitor = parsed.find((mail) => mail.to?.[0]?.address === "ann.peeters@example.be");
    if (!agency || !visitor) throw new Error("a mail is missing");

    expect(agency.replyTo?.[0]?.address).toBe("ann.peeters@example.be");
    // Dutch for the agency, the visitor's own language for the visitor.
    expect(agency.subject).toBe("Nieuwe aanvraag: Info over een pand van Ann Peeters <b>Bold</b>");
    expect(agency.text).toContain("Contacttijdstip");
    expect(agency.html).toContain(`https://www.immozuidrand.be${card.path}`);
    expect(visitor.subject).toMatch(/^Votre question sur \S/);
    expect(visitor.text).toContain("Nous avons bien reçu votre demande");
    expect(visitor.text).toContain("14:00-16:00");
    expect(visitor.replyTo?.[0]?.address).toBe("info@immozuidrand.be");
    // What the visitor typed stays text: none of their tags reaches the HTML part.
    expect(agency.html).toContain("&lt;script&gt;alert");
    expect(agency.text).toContain("<script>alert('x')</script>");
    for (const mail of [agency, visitor]) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>Bold</b>");
    }
    // The visitor's own mail goes to the address typed in the form: it carries none of the words
    // typed freely, so that nobody can send a stranger a message through the agency (decision 071).
    for (const part of [visitor.html ?? "", visitor.text ?? ""]) expect(part).not.toContain("est-il encore libre");
  });

  it("sends a friend the property card with the sender's name and the sender as Reply-To, never the sender's words", async () => {
    const mails = await leadMails({
      kind: "send-to-friend",
      language: "nl",
      fields: {
        firstName: "Ann",
        lastName: "Peeters",
        email: "ann.peeters@example.be",
        friendEmail: "vriend@example.be",
        // Not a field of the form any more: even if it reached the mails, the friend never reads it.
        message: 'Win een iPhone! <a href="https://phish.example">klik</a>',
        marketing: false,
      },
      subject: { kind: "property", card },
      typeName: () => undefined,
      origin: "https://www.immozuidrand.be",
    });
    const friend = mails.find((entry) => entry.role === "friend")?.mail;
    expect(mails.map((entry) => entry.role)).toEqual(["agency", "friend"]);
    expect(friend?.to.address).toBe("vriend@example.be");
    expect(friend?.replyTo.address).toBe("ann.peeters@example.be");
    expect(friend?.subject).toBe(`Ann Peeters stuurt u een pand: ${card.title}`);
    expect(friend?.html).toContain(`https://www.immozuidrand.be${card.path}`);
    expect(friend?.text).toContain("Ann Peeters vond dit pand en dacht aan u.");
    for (const part of [friend?.html, friend?.text]) {
      expect(part).not.toContain("iPhone");
      expect(part).not.toContain("phish.example");
    }
  });
});
