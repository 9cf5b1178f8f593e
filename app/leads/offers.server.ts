import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { leads } from "~/db/schema";

// A purchase offer's printable summary is shown on its thank-you page to whoever holds the
// signed link the form redirected them to; without the signature, nothing is shown.

function sign(id: number, secret: string): string {
  return createHmac("sha256", secret).update(`offer:${id}`).digest("base64url");
}

export function offerToken(id: number, secret: string): string {
  return `${id}.${sign(id, secret)}`;
}

export interface OfferSummary {
  propertyId: number | null;
  fields: Record<string, unknown>;
  createdAt: Date;
}

export async function offerSummary(db: Database, token: string, secret: string): Promise<OfferSummary | null> {
  const [idText = "", signature = ""] = token.split(".");
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead || lead.kind !== "purchase-offer") return null;
  return { propertyId: lead.propertyId, fields: lead.fields, createdAt: lead.createdAt };
}
