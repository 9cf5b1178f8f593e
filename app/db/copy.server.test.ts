import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { schemaTables } from "./copy.server";

// db:copy writes the tables in this order into a PostgreSQL database whose foreign keys are
// checked row by row: a lead before its mails, an alert before its deliveries.

const tables = schemaTables();
const position = (name: string) => tables.findIndex((table) => table.name === name);

describe("the tables db:copy copies", () => {
  it("are every table the schema declares, once", () => {
    const declared = [...readFileSync("app/db/schema.ts", "utf8").matchAll(/pgTable\(\s*"(\w+)"/g)].map(
      (match) => match[1],
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(tables.map((table) => table.name).sort()).toEqual(declared.sort());
  });

  it("come after the tables they refer to", () => {
    const references: [string, string][] = [
      ["leads", "outbox"],
      ["leads", "visit_bookings"],
      ["leads", "uploads"],
      ["uploads", "upload_parts"],
      ["leads", "testimonials"],
      ["owners", "owner_sessions"],
      ["owners", "owner_properties"],
      ["search_alerts", "alert_deliveries"],
      ["outbox", "alert_deliveries"],
      ["import_runs", "property_events"],
      ["search_alerts", "crm_outbox"],
    ];
    for (const [referred, referring] of references) {
      expect(position(referred), `${referred} before ${referring}`).toBeLessThan(position(referring));
    }
  });

  it("carry each column by its database name", () => {
    expect(tables.find((table) => table.name === "outbox")?.columns).toEqual(
      expect.arrayContaining(["id", "lead_id", "message_id", "next_attempt_at", "sent_at"]),
    );
  });
});
