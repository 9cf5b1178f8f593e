import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { leads } from "~/db/schema";
import { offerSummary, offerToken } from "~/leads/offers.server";
import { freshDatabase } from "./support/database";

// An offer's summary link (decision 016): the summary for 30 days, then "expired"; a link to
// another kind of lead, or to none, is not valid.

const secret = "offer-secret";
const day = 24 * 60 * 60 * 1000;

describe("offer summary links", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("show the offer for 30 days, then say the link has expired", async () => {
    const fields = { amount: "435000", firstName: "Ann", lastName: "Peeters" };
    const rows = await handle.db
      .insert(leads)
      .values([
        { kind: "purchase-offer", language: "nl", propertyId: 4104213, fields, ipHash: "x" },
        { kind: "contact-me", language: "nl", propertyId: 4104213, fields: {}, ipHash: "y" },
      ])
      .returning({ id: leads.id });
    const [offer, contact] = rows.map((row) => row.id) as [number, number];
    const made = new Date();
    const token = offerToken(offer, secret, made);
    expect(await offerSummary(handle.db, token, secret, made)).toEqual({
      ok: true,
      summary: { propertyId: 4104213, fields, createdAt: expect.any(Date) },
    });
    expect(await offerSummary(handle.db, token, secret, new Date(made.getTime() + 29 * day))).toMatchObject({
      ok: true,
    });
    expect(await offerSummary(handle.db, token, secret, new Date(made.getTime() + 31 * day))).toEqual({
      ok: false,
      reason: "expired",
    });
    // Signed, but not an offer, or no lead at all.
    expect(await offerSummary(handle.db, offerToken(contact, secret, made), secret, made)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await offerSummary(handle.db, offerToken(offer + 1000, secret, made), secret, made)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
