import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leads } from "~/db/schema";

// A purchase offer's printable summary is shown on its thank-you page to whoever holds the
// signed link the form redirected them to; without the signature, nothing is shown. The link
// names its own expiry, signed with it: after `offerLinkDays` days it shows nothing more
// (decision 016), as the summary holds the buyer's name, address and amount.

export const offerLinkDays = 30;
const day = 24 * 60 * 60;

function sign(id: number, expiry: number, secret: string): string {
  return createHmac("sha256", secret).update(`offer:${id}:${expiry}`).digest("base64url");
}

/** The token of an offer's summary link: `id.expiry.signature`, valid `offerLinkDays` days from `now`. */
export function offerToken(id: number, secret: string, now: Date = new Date()): string {
  const expiry = Math.floor(now.getTime() / 1000) + offerLinkDays * day;
  return `${id}.${expiry}.${sign(id, expiry, secret)}`;
}

export interface OfferSummary {
  propertyId: number | null;
  fields: Record<string, unknown>;
  createdAt: Date;
}

/** A summary, or why there is none: a link past its expiry, or one that is not ours. */
export type OfferLookup = { ok: true; summary: OfferSummary } | { ok: false; reason: "expired" | "invalid" };

const invalid = { ok: false, reason: "invalid" } as const;

/** Whether a token is ours and still valid at `now`: the offer's id, or why not. */
export function checkOfferToken(
  token: string,
  secret: string,
  now: Date,
): { ok: true; id: number } | { ok: false; reason: "expired" | "invalid" } {
  const parts = token.split(".");
  if (parts.length !== 3) return invalid;
  const [idText = "", expiryText = "", signature = ""] = parts;
  if (!/^\d{1,15}$/.test(idText) || !/^\d{1,12}$/.test(expiryText)) return invalid;
  const id = Number(idText);
  const expiry = Number(expiryText);
  if (id <= 0) return invalid;
  const expected = Buffer.from(sign(id, expiry, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid;
  if (expiry * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, id };
}

export async function offerSummary(
  db: Database,
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<OfferLookup> {
  const check = checkOfferToken(token, secret, now);
  if (!check.ok) return check;
  const [lead] = await db.select().from(leads).where(eq(leads.id, check.id));
  if (!lead || lead.kind !== "purchase-offer") return invalid;
  return { ok: true, summary: { propertyId: lead.propertyId, fields: lead.fields, createdAt: lead.createdAt } };
}
