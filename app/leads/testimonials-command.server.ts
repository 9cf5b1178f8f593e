import { getDatabase } from "~/db/database.server";
import type { Command } from "~/platform/command";
import { decideTestimonial, pendingTestimonials } from "./testimonials.server";

// npm run testimonials                      the testimonials waiting for approval
// npm run testimonials -- approve <id>      publish one on the site
// npm run testimonials -- reject <id>       never publish it
// The agency's way to review testimonials until the back office exists, while the site serves.

export const testimonialsCommand: Command = async (args, io) => {
  const [command, idText] = args;
  const { db } = await getDatabase();
  if (command === "approve" || command === "reject") {
    const id = Number(idText);
    const done =
      Number.isInteger(id) && (await decideTestimonial(db, id, command === "approve" ? "approved" : "rejected"));
    if (!done) {
      io.err(`No pending testimonial ${idText ?? ""}.`);
      return 1;
    }
    io.out(`Testimonial ${id} ${command === "approve" ? "approved: it shows on the site" : "rejected"}.`);
    return 0;
  }
  if (command !== undefined) {
    io.err(`unknown command "${command}": use approve <id> or reject <id>`);
    return 2;
  }
  const pending = await pendingTestimonials(db);
  if (pending.length === 0) io.out("No testimonials are waiting for approval.");
  for (const testimonial of pending) {
    io.out(
      `#${testimonial.id}  ${testimonial.createdAt.toISOString().slice(0, 10)}  ${"★".repeat(testimonial.rating)}  ${testimonial.name}${testimonial.city ? `, ${testimonial.city}` : ""} (${testimonial.language})\n    ${testimonial.text.replace(/\s+/g, " ")}`,
    );
  }
  return 0;
};
