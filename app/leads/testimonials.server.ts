import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { announcePublicChange } from "~/db/changes.server";
import { testimonials } from "~/db/schema";
import type { TestimonialView } from "./testimonials";

// Testimonials (issue 5): stored unpublished with their lead; the agency approves or rejects
// them (npm run testimonials, until the back office exists); approved ones show in a module.

export type TestimonialStatus = "pending" | "approved" | "rejected";

export async function approvedTestimonials(db: Database, limit: number): Promise<TestimonialView[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      city: testimonials.city,
      rating: testimonials.rating,
      text: testimonials.text,
      language: testimonials.language,
    })
    .from(testimonials)
    .where(eq(testimonials.status, "approved"))
    .orderBy(desc(testimonials.createdAt))
    .limit(limit);
}

/** The testimonials in one status, oldest first: those waiting, or those on the site. */
export async function testimonialsIn(db: Database, status: TestimonialStatus) {
  return db.select().from(testimonials).where(eq(testimonials.status, status)).orderBy(testimonials.id);
}

export const pendingTestimonials = (db: Database) => testimonialsIn(db, "pending");

/**
 * Approves or rejects a testimonial, pending or decided before (a rejection takes an approved
 * one off the site; an approval brings a rejected one on): its status before, or null when
 * there is no such testimonial.
 */
export async function decideTestimonial(
  db: Database,
  id: number,
  status: Exclude<TestimonialStatus, "pending">,
): Promise<TestimonialStatus | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: testimonials.status })
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for("update");
    if (!before) return null;
    if (before.status !== status) {
      await tx.update(testimonials).set({ status, decidedAt: new Date() }).where(eq(testimonials.id, id));
      // The pages show the change at once.
      await announcePublicChange(tx);
    }
    return before.status;
  });
}
