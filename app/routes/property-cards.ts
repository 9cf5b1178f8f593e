import type { Route } from "./+types/property-cards";
import { getCatalog } from "~/catalog/catalog.server";
import { defaultLanguage, enabledLanguages } from "~/content/site.server";

// GET /api/properties?language=nl&ids=1,2,3: the cards of the visitor's favourites, in the
// order asked; ids that are gone (withdrawn) are left out. At most 100 ids are read.
const maxIds = 100;

export async function loader({ url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("language");
  const language = enabledLanguages().find((code) => code === requested) ?? defaultLanguage();
  const ids = (url.searchParams.get("ids") ?? "").split(",").slice(0, maxIds).map(Number).filter(Number.isInteger);
  const view = (await getCatalog()).views[language];
  const byId = new Map(view.properties.map((property) => [property.id, property]));
  return Response.json(
    ids.flatMap((id) => byId.get(id) ?? []),
    { headers: { "Cache-Control": "no-store" } },
  );
}
