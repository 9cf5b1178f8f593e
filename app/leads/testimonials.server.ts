import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { announcePublicChange } from "~/db/changes.server";
import { testimonials } from "~/db/schema";
import type { TestimonialView } from "./testimonials";

// Testimonials (issue 5): stored unpublished with their lead; the agency approves or rejects
// them (npm run testimonials, until the back office exists); approved ones show in a module.

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

export async function pendingTestimonials(db: Database) {
  return db.select().from(testimonials).where(eq(testimonials.status, "pending")).orderBy(testimonials.id);
}

/** Approves or rejects a pending testimonial; false when there is no such pending one. */
export async function decideTestimonial(db: Database, id: number, status: "approved" | "rejected"): Promise<boolean> {
  const changed = await db
    .update(testimonials)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(testimonials.id, id), eq(testimonials.status, "pending")))
    .returning({ id: testimonials.id });
  // An approved testimonial shows on the pages at once.
  if (changed.length > 0) await announcePublicChange(db);
  return changed.length > 0;
}
