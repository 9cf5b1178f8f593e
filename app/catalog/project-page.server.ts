import { data, redirect } from "react-router";
import { pageLanguage, pageTitle, site } from "~/content/site.server";
import { cleanDescription } from "~/domain/description";
import { shownPicture } from "~/domain/records";
import { getCatalog } from "./catalog.server";
import { paragraphsOf } from "./detail";
import { badgeOf } from "./history";
import { deliveryOf, unitStatus } from "./project-units";

/** Everything a project's page shows: the project, its units (only what their table shows) and its place. */
export async function projectPage(url: URL, id: string | undefined) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const projectId = Number(id);
  const view = catalog.views[language];
  const project = view.projectById.get(projectId);
  const record = catalog.projects.get(projectId);
  const alternates = catalog.projectPaths.get(projectId);
  if (!project || !record || !alternates) throw data({ kind: "project" }, { status: 404 });
  if (url.pathname !== alternates[language]) throw redirect(alternates[language], 301);
  const paragraphs = paragraphsOf(record.description[language]);
  const { address } = record;
  const location =
    address.published && address.latitude !== null && address.longitude !== null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null;
  const now = new Date();
  const units = project.unitIds.flatMap((unitId) => {
    const unit = view.propertyById.get(unitId);
    if (!unit) return [];
    const { path, title, bedrooms, livingArea, epcLabel, price, priceUnit, priceUnitText } = unit;
    const status = unitStatus(unit.marquee);
    // The status column says option, sold or rented; the badge only what else is news.
    const badge = status === "available" ? badgeOf(unit, now) : null;
    return [
      { id: unitId, path, title, badge, status, bedrooms, livingArea, epcLabel, price, priceUnit, priceUnitText },
    ];
  });
  // A price list reads from the cheapest unit up; a hidden price last.
  units.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
  return {
    project,
    paragraphs,
    pictures: record.pictures.map((picture) => shownPicture(picture, language)),
    units,
    delivery: deliveryOf(
      project.unitIds.map((unitId) => catalog.properties.get(unitId)?.textFacts.availableFrom?.[language]),
    ),
    location,
    tiles: site().settings.map,
    alternates,
    meta: {
      title: pageTitle(project.name),
      description: cleanDescription(paragraphs.join(" "), { maxLength: 160 }),
      language,
      origin: url.origin,
      alternates,
    },
  };
}
