import path from "node:path";
import { redirect } from "react-router";
import type { Route } from "./+types/document";
import { getCatalog } from "~/catalog/catalog.server";
import { checkDocumentToken, documentBytes } from "~/leads/documents.server";
import { serverSecret } from "~/platform/secrets.server";

// GET /documents/{token}: a document a visitor requested, while its link is valid. An expired
// link leads back to the property, where the documents can be requested again.
export async function loader({ params }: Route.LoaderArgs) {
  const check = checkDocumentToken(params.token, serverSecret("document-links"), new Date());
  const catalog = await getCatalog();
  if (!check.ok) {
    const path = check.expired && catalog.propertyPaths.get(check.expired.p)?.[check.expired.l];
    if (path) throw redirect(`${path}?documents=expired#request-documents`, 302);
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
