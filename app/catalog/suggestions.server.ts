import { defaultLanguage, enabledLanguages } from "~/content/site.server";
import { getCatalog } from "./catalog.server";
import { suggest } from "./suggest";

// GET /api/suggestions?language=nl&q=edeg: the home search block's results panel, from the
// catalog snapshot. A query longer than a search box allows is cut, never refused.
const maxQueryLength = 100;

export async function suggestionsAnswer(url: URL): Promise<Response> {
  const requested = url.searchParams.get("language");
  const language = enabledLanguages().find((code) => code === requested) ?? defaultLanguage();
  const text = (url.searchParams.get("q") ?? "").slice(0, maxQueryLength);
  return Response.json(suggest(await getCatalog(), language, text), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
