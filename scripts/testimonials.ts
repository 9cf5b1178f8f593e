// npm run testimonials                      the testimonials waiting for approval
// npm run testimonials -- approve <id>      publish one on the site
// npm run testimonials -- reject <id>       never publish it
// The agency's way to review testimonials until the back office exists. On the embedded
// database the server must be stopped first (one process at a time); on PostgreSQL it need not.
import { decideTestimonial, pendingTestimonials } from "~/leads/testimonials.server";
import { closeDatabase, getDatabase } from "~/db/database.server";

async function main() {
  const [command, idText] = process.argv.slice(2);
  const handle = await getDatabase();
  try {
    if (command === "approve" || command === "reject") {
      const id = Number(idText);
      const done =
        Number.isInteger(id) &&
        (await decideTestimonial(handle.db, id, command === "approve" ? "approved" : "rejected"));
      console.log(
        done
          ? `Testimonial ${id} ${command === "approve" ? "approved: it shows on the site" : "rejected"}.`
          : `No pending testimonial ${idText ?? ""}.`,
      );
      if (!done) process.exitCode = 1;
      return;
    }
    if (command !== undefined) throw new Error(`unknown command "${command}": use approve <id> or reject <id>`);
    const pending = await pendingTestimonials(handle.db);
    if (pending.length === 0) console.log("No testimonials are waiting for approval.");
    for (const testimonial of pending) {
      console.log(
        `#${testimonial.id}  ${testimonial.createdAt.toISOString().slice(0, 10)}  ${"★".repeat(testimonial.rating)}  ${testimonial.name}${testimonial.city ? `, ${testimonial.city}` : ""} (${testimonial.language})\n    ${testimonial.text.replace(/\s+/g, " ")}`,
      );
    }
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(`Testimonials: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
