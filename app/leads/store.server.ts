import { createHash, randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { leads, outbox } from "~/db/schema";
import type { Language } from "~/domain/language";
import type { LeadKind } from "./forms";

// Storage first (DESIGN.md §4): one transaction writes the lead and both of its mails to the
// outbox. Either all three rows exist or none does; sending comes after.

export interface NewLead {
  kind: LeadKind;
  language: Language;
  propertyId: number | null;
  projectId: number | null;
  fields: Record<string, unknown>;
  ip: string;
  mails: { agency: OutgoingMail; visitor: OutgoingMail };
}

/** The visitor's IP, hashed with a server secret: abuse can be spotted, a person not traced. */
export function hashIp(ip: string, secret: string): string {
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
    // Made once and stored: every retry of a mail carries the same Message-ID.
    const messageId = (to: string) =>
      `<lead-${stored.id}-${to}-${randomUUID()}@${lead.mails.agency.from.address.split("@")[1]}>`;
    await tx.insert(outbox).values([
      { leadId: stored.id, messageId: messageId("agency"), mail: lead.mails.agency },
      { leadId: stored.id, messageId: messageId("visitor"), mail: lead.mails.visitor },
    ]);
    return stored.id;
  });
}
