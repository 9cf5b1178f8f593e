import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type { DatabaseHandle } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { leads, outbox } from "~/db/schema";
import { leadMails } from "~/leads/mails.server";
import type { NewLead } from "~/leads/store.server";
import { AlreadyRequestedError, bookedPlaces, MomentFullError, storeLead } from "~/leads/store.server";
import { approvedTestimonials, decideTestimonial, pendingTestimonials } from "~/leads/testimonials.server";
import { deliverDue } from "~/mail/outbox.server";
import { smtpSender } from "~/mail/transport.server";
import { databaseKind, freshDatabase } from "./support/database";
import type { TestMailbox } from "./support/smtp";
import { testMailbox } from "./support/smtp";

// Storage first, then mail: a lead and both of its mails are one transaction, and the outbox
// delivers each mail exactly once to a real SMTP server, even when that server was down.

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(3), projects: [], types: syntheticTypes });
const card = catalog.views.fr.listings.at(0) ?? expect.unreachable("the synthetic catalog has no listing");
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

  it("never overbooks a visit moment, however many visitors book it at the same time", async () => {
    const lead = await newLead();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        storeLead(
          handle.db,
          { ...lead, kind: "contact-appointment", booking: { momentId: 900_001, capacity: 4 } },
          "s",
        ),
      ),
    );
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(4);
    expect(refused.every((attempt) => attempt.reason instanceof MomentFullError)).toBe(true);
    expect((await bookedPlaces(handle.db, [900_001])).get(900_001)).toBe(4);
    // A refused booking leaves no lead and no mail behind.
    expect(await handle.db.select().from(leads)).toHaveLength(4);
    expect(await handle.db.select().from(outbox)).toHaveLength(8);
  });

  it("answers a second request for the same documents from the same address with 'already requested'", async () => {
    const lead = { ...(await newLead()), kind: "request-documents" as const };
    const request = (email: string) => ({ ...lead, documents: { propertyId: card.id, email } });
    await storeLead(handle.db, request("Ann.Peeters@example.be"), "s");
    await expect(storeLead(handle.db, request("ann.peeters@example.be"), "s")).rejects.toBeInstanceOf(
      AlreadyRequestedError,
    );
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
    expect(await decideTestimonial(handle.db, first?.id ?? 0, "approved")).toBe(true);
    expect(await decideTestimonial(handle.db, second?.id ?? 0, "rejected")).toBe(true);
    // A decided one is not pending any more.
    expect(await decideTestimonial(handle.db, first?.id ?? 0, "rejected")).toBe(false);
    expect(await approvedTestimonials(handle.db, 10)).toMatchObject([{ name: "Ann P.", rating: 5, text: "Top!" }]);
    expect(await pendingTestimonials(handle.db)).toEqual([]);
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
    expect(visitor.subject).toBe("Votre message à Immo Zuidrand a bien été reçu");
    expect(visitor.text).toContain("Nous avons bien reçu votre demande");
    expect(visitor.text).toContain("14:00-16:00");
    expect(visitor.replyTo?.[0]?.address).toBe("info@immozuidrand.be");
    // What the visitor typed stays text: none of their tags reaches the HTML part.
    for (const mail of [agency, visitor]) {
      expect(mail.html).toContain("&lt;script&gt;alert");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>Bold</b>");
      expect(mail.text).toContain("<script>alert('x')</script>");
    }
  });

  it("sends a friend the property card with the sender's words as text and the sender as Reply-To", async () => {
    const mails = await leadMails({
      kind: "send-to-friend",
      language: "nl",
      fields: {
        firstName: "Ann",
        lastName: "Peeters",
        email: "ann.peeters@example.be",
        friendEmail: "vriend@example.be",
        message: 'Kijk eens! <a href="https://phish.example">klik</a>',
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
    expect(friend?.html).not.toContain('href="https://phish.example"');
    expect(friend?.text).toContain("Kijk eens!");
  });
});
