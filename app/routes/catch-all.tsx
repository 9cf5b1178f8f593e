import { data, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { getCatalog } from "~/catalog/catalog.server";
import { defaultLanguage } from "~/content/site.server";
import { legacyDetail, legacyTarget } from "~/i18n/legacy";

// spec §2: original paths answer with a 301 to their localized path; anything else is the
// 404 page, rendered by the root error boundary with status 404.
export async function loader({ url }: Route.LoaderArgs) {
  const target = legacyTarget(url.pathname, defaultLanguage());
  if (target) throw redirect(target + url.search, 301);
  const detail = legacyDetail(url.pathname);
  if (detail) {
    const catalog = await getCatalog();
    const paths = (detail.kind === "property" ? catalog.propertyPaths : catalog.projectPaths).get(detail.id);
    if (paths) throw redirect(paths[defaultLanguage()] + url.search, 301);
    throw data({ kind: detail.kind }, { status: 404 });
  }
  throw data(null, { status: 404 });
}

export default function CatchAll() {
  return null;
}
