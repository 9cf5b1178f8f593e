import { createHash, randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { documentRequests, leads, outbox, testimonials, uploads, visitBookings } from "~/db/schema";
import type { Language } from "~/domain/language";
import type { LeadKind } from "./forms";
import { linkDays } from "./documents.server";
import type { LeadMail } from "./mails.server";
import type { SavedUpload } from "./uploads.server";

/** A second request for the same documents is refused while the first links still work. */
const documentsAgain = linkDays * 24 * 60 * 60 * 1000;

// Storage first (DESIGN.md §4): one transaction writes the lead and its mails to the
// outbox. Either all three rows exist or none does; sending comes after.

export interface NewLead {
  kind: LeadKind;
  language: Language;
  propertyId: number | null;
  projectId: number | null;
  fields: Record<string, unknown>;
  ip: string;
  mails: LeadMail[];
  /** A visit request books its moment in the same transaction, within the moment's capacity. */
  booking?: { momentId: number; capacity: number };
  /** A documents request: one per property and e-mail address a week (spec §8). */
  documents?: { propertyId: number; email: string };
  /** A file sent with the lead, already written under its random name. */
  upload?: SavedUpload;
  /** A testimonial, stored unpublished. */
  testimonial?: { name: string; city: string; rating: number; text: string };
}

/** These documents were sent to this address less than a week ago. */
export class AlreadyRequestedError extends Error {
  override name = "AlreadyRequestedError";
}

/** Every place of the chosen moment was taken, possibly a moment ago by someone else. */
export class MomentFullError extends Error {
  override name = "MomentFullError";
}

/** The visitor's IP, hashed with a server secret: abuse can be spotted, a person not traced. */
function hashIp(ip: string, secret: string): string {
  return createHash("sha256").update(`${secret}:${ip}`).digest("hex");
}

export async function storeLead(db: Database, lead: NewLead, ipSecret: string): Promise<number> {
  const { marketing, ...fields } = lead.fields;
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
        ipHash: hashIp(lead.ip, ipSecret),
      })
      .returning({ id: leads.id });
    if (!stored) throw new Error("the lead was not stored");
    if (lead.booking) {
      const { momentId, capacity } = lead.booking;
      // One booking of a moment at a time: concurrent requests queue here, so none overbooks.
      await tx.execute(sql`select pg_advisory_xact_lock(${momentId})`);
      const [booked] = await tx
        .select({ count: count() })
        .from(visitBookings)
        .where(eq(visitBookings.momentId, momentId));
      if ((booked?.count ?? 0) >= capacity) throw new MomentFullError();
      await tx.insert(visitBookings).values({ propertyId: lead.propertyId ?? 0, momentId, leadId: stored.id });
    }
    if (lead.documents) {
      const email = lead.documents.email.toLowerCase();
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
      const { storedName, originalName, contentType, size } = lead.upload;
      await tx.insert(uploads).values({ leadId: stored.id, storedName, originalName, contentType, size });
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
    return stored.id;
  });
}

/** How many places of each moment are taken. */
export async function bookedPlaces(db: Database, momentIds: number[]): Promise<Map<number, number>> {
  if (momentIds.length === 0) return new Map();
  const rows = await db
    .select({ momentId: visitBookings.momentId, count: count() })
    .from(visitBookings)
    .where(inArray(visitBookings.momentId, momentIds))
    .groupBy(visitBookings.momentId);
  return new Map(rows.map((row) => [row.momentId, row.count]));
}
