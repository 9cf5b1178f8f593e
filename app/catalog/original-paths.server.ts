import { data, redirect } from "react-router";
import { defaultLanguage } from "~/content/site.server";
import { legacyDetail, legacyTarget, pageInOtherCase } from "~/i18n/legacy";
import { getCatalog } from "./catalog.server";

/**
 * spec §2: an original path (/for-sale/, /property/{id}/, …) answers with a 301 to its
 * localized path, and so does a page's path in capitals; anything else is the 404 page, which
 * the root error boundary renders.
 */
export async function originalPathRedirect(url: URL): Promise<never> {
  const target = legacyTarget(url.pathname, defaultLanguage()) ?? pageInOtherCase(url.pathname);
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
