import type { Route } from "./+types/image";
import { getCatalog } from "~/catalog/catalog.server";
import { findImage } from "~/media/images.server";

// GET /images/{key}/{width}.{avif|webp|jpg}: one responsive variant, cached for a year (a new
// photo comes with a new key). Until the worker has made it, the original stands in.
export async function loader({ params }: Route.LoaderArgs) {
  // Loading the catalog registers its pictures, so a key is known right after a restart.
  await getCatalog();
  const answer = await findImage(params.key, params.file);
  if (answer.kind === "variant") {
    return new Response(new Uint8Array(answer.body), {
      headers: {
        "Content-Type": answer.contentType,
        "Content-Length": String(answer.body.length),
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  }
  if (answer.kind === "original") {
    return new Response(null, { status: 302, headers: { Location: answer.url, "Cache-Control": "no-store" } });
  }
  return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
}
