import { createHmac, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Catalog } from "~/catalog/snapshot";
import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import { projectRoot } from "~/platform/env.server";
import { redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { serverSecret } from "~/platform/secrets.server";

// Request documents (issue 5): the visitor gets a link per document, signed with a server
// secret and valid for a week. The files themselves are never public.

export const linkDays = 7;
const day = 24 * 60 * 60;

interface LinkClaims {
  /** Property id. */
  p: number;
  /** Index of the document in the property's documents. */
  d: number;
  /** Expiry, in seconds since the epoch. */
  e: number;
  /** The language of the visitor, for the page they return to. */
  l: Language;
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function documentToken(claims: LinkClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck = { ok: true; claims: LinkClaims } | { ok: false; expired: LinkClaims | null };

export function checkDocumentToken(token: string, secret: string, now: Date): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 2) return { ok: false, expired: null };
  const [payload = "", signature = ""] = parts;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, expired: null };
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LinkClaims;
  } catch {
    return { ok: false, expired: null };
  }
  if (!languages.includes(claims.l)) return { ok: false, expired: null };
  return claims.e * 1000 > now.getTime() ? { ok: true, claims } : { ok: false, expired: claims };
}

/** One link per document of the property, valid for `linkDays` days from `now`. */
export function documentLinks(
  catalog: Catalog,
  propertyId: number,
  language: Language,
  origin: string,
  secret: string,
  now: Date,
): { label: string; url: string }[] {
  const expiry = Math.floor(now.getTime() / 1000) + linkDays * day;
  const documents = catalog.properties.get(propertyId)?.documents ?? [];
  return documents.map((document, index) => ({
    label: document.name[language],
    url: `${origin}/documents/${documentToken({ p: propertyId, d: index, e: expiry, l: language }, secret)}`,
  }));
}

// The demo feed's documents (npm run feed:documents) sit outside every public folder.
const localDocuments = { prefix: "/media/feed/documents/", folder: "content/feed/documents" };

/** The bytes of a document: a local demo file, or the CRM's file fetched over HTTP. */
export async function documentBytes(url: string): Promise<Buffer> {
  if (url.startsWith(localDocuments.prefix)) {
    const name = path.basename(new URL(url, "http://localhost").pathname);
    return readFile(path.resolve(projectRoot, localDocuments.folder, name));
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

// GET /documents/{token}: a document a visitor requested, while its link is valid. An expired
// link leads back to the property, where the documents can be requested again.
export async function documentDownload(token: string): Promise<Response> {
  const check = checkDocumentToken(token, serverSecret("document-links"), new Date());
  const catalog = await getCatalog();
  if (!check.ok) {
    const back = check.expired && catalog.propertyPaths.get(check.expired.p)?.[check.expired.l];
    if (back) throw redirect(`${back}?documents=expired#request-documents`, 302);
    throw new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  const document = catalog.properties.get(check.claims.p)?.documents[check.claims.d];
  const body = document ? await documentBytes(document.url).catch(() => null) : null;
  if (!document || !body) throw new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": document.mimeType,
      "Content-Disposition": `attachment; filename="${path.basename(new URL(document.url, "http://localhost").pathname)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
