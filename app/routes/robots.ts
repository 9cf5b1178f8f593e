import type { Route } from "./+types/robots";

// GET /robots.txt: everything public may be crawled; forms' endpoints and private links not.
export function loader({ url }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /documents/",
    "Disallow: /*?*view=map",
    "",
    `Sitemap: ${url.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
