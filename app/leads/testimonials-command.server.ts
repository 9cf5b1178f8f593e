import { getDatabase } from "~/db/database.server";
import type { Command } from "~/platform/command";
import { decideTestimonial, testimonialsIn } from "./testimonials.server";

// npm run testimonials                      the testimonials waiting for approval
// npm run testimonials -- published         the testimonials on the site
// npm run testimonials -- approve <id>      publish one on the site (also one rejected before)
// npm run testimonials -- reject <id>       never publish it, or take it off the site
// The agency's way to review testimonials until the back office exists, while the site serves.

const usage = "use approve <id>, reject <id> or published";

export const testimonialsCommand: Command = async (args, io) => {
  const [command, idText, ...rest] = args;
  const unexpected = command === "approve" || command === "reject" ? rest : args.slice(1);
  if (command !== undefined && unexpected.length > 0) {
    io.err(`"${unexpected.join(" ")}" was not expected; nothing changed: ${usage}, one testimonial at a time.`);
    return 2;
  }
  const { db } = await getDatabase();
  if (command === "approve" || command === "reject") {
    const id = Number(idText);
    if (!idText || !Number.isSafeInteger(id) || id <= 0) {
      io.err(`${command} needs the testimonial's number, as \`npm run testimonials\` lists it: ${command} <id>`);
      return 2;
    }
    const status = command === "approve" ? "approved" : "rejected";
    const before = await decideTestimonial(db, id, status);
    if (before === null) {
      io.err(`There is no testimonial ${id}.`);
      return 1;
    }
    if (before === status) io.out(`Testimonial ${id} was already ${status}; nothing changed.`);
    else if (status === "approved") io.out(`Testimonial ${id} approved: it shows on the site.`);
    else io.out(`Testimonial ${id} rejected${before === "approved" ? ": it no longer shows on the site" : ""}.`);
    return 0;
  }
  if (command !== undefined && command !== "published") {
    io.err(`unknown command "${command}": ${usage}`);
    return 2;
  }
  const shown = await testimonialsIn(db, command === "published" ? "approved" : "pending");
  if (shown.length === 0) {
    io.out(command === "published" ? "No testimonials are on the site." : "No testimonials are waiting for approval.");
  }
  for (const testimonial of shown) {
    io.out(
      `#${testimonial.id}  ${testimonial.createdAt.toISOString().slice(0, 10)}  ${"★".repeat(testimonial.rating)}  ${testimonial.name}${testimonial.city ? `, ${testimonial.city}` : ""} (${testimonial.language})\n    ${testimonial.text.replace(/\s+/g, " ")}`,
    );
  }
  return 0;
};
