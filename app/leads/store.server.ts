import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { announcePublicChange } from "~/db/changes.server";
import type { Database } from "~/db/client.server";
import { documentRequests, leads, outbox, testimonials, uploads, visitBookings } from "~/db/schema";
import { visitorHash } from "~/http/visitor.server";
import type { Language } from "~/domain/language";
import { queueLeadForCrm, queueStoredLeadForCrm } from "./crm.server";
import type { LeadKind } from "./forms";
import { linkDays } from "./documents.server";
import type { LeadMail } from "./mails.server";
import type { NewUpload } from "./uploads.server";
import { storeUploadParts } from "./uploads.server";
import { holdMinutes } from "./visits";
import { mailboxKey } from "~/domain/mailbox";

/** A second request for the same documents is refused while the first links still work. */
const documentsAgain = linkDays * 24 * 60 * 60 * 1000;

// Storage first (DESIGN.md §4): one transaction writes the lead and its mails to the
// outbox, and its call to the agency's CRM when Omnicasa is configured (decision 028).
// Either all these rows exist or none does; sending comes after.

export interface NewLead {
  kind: LeadKind;
  language: Language;
  propertyId: number | null;
  projectId: number | null;
  fields: Record<string, unknown>;
  ip: string;
  mails: LeadMail[];
  /**
   * A visit request holds a place at its moment in the same transaction, within the moment's
   * capacity, until `now` + holdMinutes; the mails of `held` go out only once it is confirmed.
   */
  booking?: { momentId: number; capacity: number; tokenHash: string; held: LeadMail[]; now: Date };
  /** A documents request: one per property and e-mail address a week (spec §8). */
  documents?: { propertyId: number; email: string };
  /** A file sent with the lead: its bytes go into the database with it, or not at all. */
  upload?: NewUpload;
  /** A testimonial, stored unpublished. */
  testimonial?: { name: string; city: string; rating: number; text: string };
}

/** These documents were sent to this address less than a week ago. */
export class AlreadyRequestedError extends Error {
  override name = "AlreadyRequestedError";
}

/** The visitor confirmed a visit to this property less than two weeks ago (decision 070). */
export class AlreadyBookedError extends Error {
  override name = "AlreadyBookedError";
}

/** How long a confirmed visit keeps its visitor from booking the same property again. */
const bookedAgainAfter = 14 * 24 * 60 * 60_000;

/** Every place of the chosen moment was taken, possibly a moment ago by someone else. */
export class MomentFullError extends Error {
  override name = "MomentFullError";
}

/** The places that count against a moment's capacity at `now`: confirmed, or held and not expired. */
function taking(now: Date) {
  return or(
    eq(visitBookings.status, "confirmed"),
    and(eq(visitBookings.status, "pending"), gt(visitBookings.expiresAt, now)),
  );
}

export async function storeLead(db: Database, lead: NewLead, ipSecret: string): Promise<number> {
  const { marketing, ...fields } = lead.fields;
  const visitor = visitorHash(lead.ip, ipSecret);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        language: lead.language,
        propertyId: lead.propertyId,
        projectId: lead.projectId,
        fields,
        marketingOptIn: marketing === true,
        ipHash: visitor,
      })
      .returning({ id: leads.id });
    if (!stored) throw new Error("the lead was not stored");
    if (lead.booking) {
      const { momentId, capacity, tokenHash, held, now } = lead.booking;
      const propertyId = lead.propertyId ?? 0;
      // A visitor holds one place per property while it waits for its confirmation: a new
      // request replaces their earlier one (another moment chosen, or the form sent again), so
      // that one visitor cannot fill a moment with made-up addresses (decision 070).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${propertyId}:${visitor}`}))`);
      const visitorsLeads = tx.select({ id: leads.id }).from(leads).where(eq(leads.ipHash, visitor));
      // Nor fill moments with visits confirmed from made-up addresses one after the other: one
      // confirmed visit per visitor and property in two weeks; another goes through the agency.
      const [booked] = await tx
        .select({ count: count() })
        .from(visitBookings)
        .where(
          and(
            eq(visitBookings.propertyId, propertyId),
            eq(visitBookings.status, "confirmed"),
            gt(visitBookings.confirmedAt, new Date(now.getTime() - bookedAgainAfter)),
            inArray(visitBookings.leadId, visitorsLeads),
          ),
        );
      if ((booked?.count ?? 0) > 0) throw new AlreadyBookedError();
      await tx
        .update(visitBookings)
        // Its agency mail will never go: the visitor's details are not kept for it.
        .set({ status: "replaced", heldMails: null })
        .where(
          and(
            eq(visitBookings.propertyId, propertyId),
            eq(visitBookings.status, "pending"),
            gt(visitBookings.expiresAt, now),
            inArray(visitBookings.leadId, visitorsLeads),
          ),
        );
      // One booking of a moment at a time: concurrent requests queue here, so none overbooks.
      await tx.execute(sql`select pg_advisory_xact_lock(${momentId})`);
      const [taken] = await tx
        .select({ count: count() })
        .from(visitBookings)
        .where(and(eq(visitBookings.momentId, momentId), taking(now)));
      if ((taken?.count ?? 0) >= capacity) throw new MomentFullError();
      await tx.insert(visitBookings).values({
        propertyId,
        momentId,
        leadId: stored.id,
        status: "pending",
        expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
        tokenHash,
        heldMails: held,
      });
      // The property's page shows one place fewer.
      await announcePublicChange(tx);
    }
    if (lead.documents) {
      const email = mailboxKey(lead.documents.email);
      const { propertyId } = lead.documents;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${propertyId}:${email}`}))`);
      const since = new Date(Date.now() - documentsAgain);
      const [earlier] = await tx
        .select({ count: count() })
        .from(documentRequests)
        .where(
          and(
            eq(documentRequests.propertyId, propertyId),
            eq(documentRequests.email, email),
            gt(documentRequests.createdAt, since),
          ),
        );
      if ((earlier?.count ?? 0) > 0) throw new AlreadyRequestedError();
      await tx.insert(documentRequests).values({ propertyId, email, leadId: stored.id });
    }
    if (lead.upload) {
      const { storedName, originalName, contentType, size, bytes } = lead.upload;
      const [upload] = await tx
        .insert(uploads)
        .values({ leadId: stored.id, storedName, originalName, contentType, size })
        .returning({ id: uploads.id });
      await storeUploadParts(tx, upload?.id ?? 0, bytes);
    }
    if (lead.testimonial) {
      await tx.insert(testimonials).values({ leadId: stored.id, language: lead.language, ...lead.testimonial });
    }
    // Made once and stored: every retry of a mail carries the same Message-ID.
    await tx.insert(outbox).values(
      lead.mails.map(({ role, mail }) => ({
        leadId: stored.id,
        messageId: `<lead-${stored.id}-${role}-${randomUUID()}@${mail.from.address.split("@")[1]}>`,
        mail,
      })),
    );
    // A visit request reaches the CRM as its mail reaches the agency: once it is confirmed.
    if (!lead.booking) await queueLeadForCrm(tx, stored.id, lead);
    return stored.id;
  });
}

/** How many places of each moment are taken at `now`: confirmed, or held and not expired. */
export async function bookedPlaces(
  db: Database,
  momentIds: number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (momentIds.length === 0) return new Map();
  const rows = await db
    .select({ momentId: visitBookings.momentId, count: count() })
    .from(visitBookings)
    .where(and(inArray(visitBookings.momentId, momentIds), taking(now)))
    .groupBy(visitBookings.momentId);
  return new Map(rows.map((row) => [row.momentId, row.count]));
}

/** The secret of a confirmation link, and the hash the database keeps of it. */
export function newHoldToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What a confirmation link stands for: its hold, or its confirmed visit. */
export interface VisitHold {
  propertyId: number;
  momentId: number;
  leadId: number;
  /** What the visitor chose, as they read it. */
  momentLabel: string;
  /** 'expired': a pending hold past its time, its place free again; 'replaced': by a later request. */
  status: "pending" | "confirmed" | "expired" | "replaced";
  expiresAt: Date | null;
}

/** The hold or visit of a confirmation link; null for a link that was never made here. */
export async function visitHold(db: Database, token: string, now: Date = new Date()): Promise<VisitHold | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ booking: visitBookings, fields: leads.fields })
    .from(visitBookings)
    .innerJoin(leads, eq(leads.id, visitBookings.leadId))
    .where(eq(visitBookings.tokenHash, hashToken(token)));
  if (!row) return null;
  const { booking } = row;
  const expired = booking.status === "pending" && (booking.expiresAt?.getTime() ?? 0) <= now.getTime();
  return {
    propertyId: booking.propertyId,
    momentId: booking.momentId,
    leadId: booking.leadId,
    momentLabel: typeof row.fields.moment === "string" ? row.fields.moment : "",
    status: expired ? "expired" : booking.status,
    expiresAt: booking.expiresAt,
  };
}

export type VisitConfirmation = "confirmed" | "alreadyConfirmed" | "expired" | "replaced" | "full" | "unknown";

/**
 * The visitor confirms their hold: under the moment's lock, a hold still within its time
 * becomes a booking and the agency's mail goes to the outbox, in one transaction. `capacity`
 * gives the moment's places from the feed, or null when the moment is gone or past.
 */
export async function confirmVisit(
  db: Database,
  token: string,
  capacity: (propertyId: number, momentId: number) => number | null,
  now: Date = new Date(),
): Promise<VisitConfirmation> {
  const hold = await visitHold(db, token, now);
  if (!hold) return "unknown";
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${hold.momentId})`);
    const [booking] = await tx
      .select()
      .from(visitBookings)
      .where(eq(visitBookings.tokenHash, hashToken(token)));
    if (!booking) return "unknown";
    if (booking.status === "confirmed") return "alreadyConfirmed";
    if (booking.status === "replaced") return "replaced";
    if ((booking.expiresAt?.getTime() ?? 0) <= now.getTime()) return "expired";
    const places = capacity(booking.propertyId, booking.momentId);
    if (places === null) return "expired";
    const [others] = await tx
      .select({ count: count() })
      .from(visitBookings)
      .where(and(eq(visitBookings.momentId, booking.momentId), ne(visitBookings.id, booking.id), taking(now)));
    // Only when the feed lowered the capacity since the hold was made.
    if ((others?.count ?? 0) >= places) return "full";
    await tx
      .update(visitBookings)
      .set({ status: "confirmed", confirmedAt: now, heldMails: null })
      .where(eq(visitBookings.id, booking.id));
    const held = booking.heldMails ?? [];
    if (held.length > 0) {
      await tx.insert(outbox).values(
        held.map(({ role, mail }) => ({
          leadId: booking.leadId,
          messageId: `<lead-${booking.leadId}-${role}-${randomUUID()}@${mail.from.address.split("@")[1]}>`,
          mail,
        })),
      );
    }
    await queueStoredLeadForCrm(tx, booking.leadId);
    return "confirmed";
  });
}

/** Days a visit request that lapsed unconfirmed, or was replaced, is kept before it is removed. */
export const lapsedVisitDays = 7;

/**
 * Visit requests that were never confirmed (or that their visitor replaced by a later one),
 * removed `lapsedVisitDays` after their hold lapsed, with the visitor's details and their mails:
 * the agency never received them, and the visitor may not even have been the one who typed the
 * address. A late click on such a link reads that the link is unknown. Returns how many.
 */
export async function purgeLapsedVisitRequests(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - lapsedVisitDays * 86_400_000);
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .delete(visitBookings)
      .where(and(ne(visitBookings.status, "confirmed"), lt(visitBookings.expiresAt, before)))
      .returning({ leadId: visitBookings.leadId });
    const ids = lapsed.map((booking) => booking.leadId);
    if (ids.length === 0) return 0;
    await tx.delete(outbox).where(inArray(outbox.leadId, ids));
    await tx.delete(leads).where(inArray(leads.id, ids));
    return ids.length;
  });
}

/**
 * The agency's mail of each hold that lapsed unconfirmed, dropped: it was only ever to be sent
 * on confirmation, and a hold that lapsed can no longer be confirmed. Returns how many.
 */
export async function dropLapsedHoldMails(db: Database, now: Date = new Date()): Promise<number> {
  const dropped = await db
    .update(visitBookings)
    .set({ heldMails: null })
    .where(
      and(eq(visitBookings.status, "pending"), lt(visitBookings.expiresAt, now), isNotNull(visitBookings.heldMails)),
    )
    .returning({ id: visitBookings.id });
  return dropped.length;
}
