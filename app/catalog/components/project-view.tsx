import { Link } from "~/ui/link";
import { epcLabelDisplay } from "~/domain/epc";
import { formatArea, formatPrice } from "~/domain/format";
import { useI18n } from "~/i18n/context";
import { DeferredForms } from "~/leads/components/deferred-forms";
import type { ShownPicture } from "~/domain/records";
import type { Badge } from "../history";
import type { ProjectCard, PropertyCard } from "../snapshot";
import type { TileSettings } from "./property-map";
import { LocationMap } from "./location-map";
import { PhotoGallery } from "./photo-gallery";
import { Price } from "./price";
import { ButtonLink } from "~/ui/button";
import { badgeLabels } from "./property-card";
import type { UnitStatus } from "../project-units";
import { projectTypeLine } from "../project-units";

/** A unit in the project's tables: only what they show. */
export type ProjectUnit = Pick<
  PropertyCard,
  "id" | "path" | "title" | "bedrooms" | "livingArea" | "epcLabel" | "price" | "priceUnit" | "priceUnitText"
> & { badge: Badge | null; status: UnitStatus };

export interface ProjectViewData {
  project: ProjectCard;
  paragraphs: string[];
  pictures: ShownPicture[];
  units: ProjectUnit[];
  /** When the project is delivered, as the CRM words it ("Najaar 2027"). */
  delivery: string | null;
  location: { latitude: number; longitude: number } | null;
  tiles: TileSettings;
}

/** A new-build project: its photos, description, units, place on the map and contact form. */
export function ProjectView(props: { page: ProjectViewData }) {
  const { language, t } = useI18n();
  const { project, pictures, units, delivery } = props.page;
  // A unit under option, sold or rented is not offered: it goes to a table of its own.
  const available = units.filter((unit) => unit.status === "available");
  const taken = units.filter((unit) => unit.status !== "available");
  // On a phone only the unit and its price are columns: the area and EPC go under the unit's title
  // (which names its bedrooms), so that the price stays in view at 360 px.
  const row = (unit: ProjectUnit) => (
    <>
      <th scope="row" className="px-3 py-3 sm:px-4 font-medium">
        <Link to={unit.path} className="text-brand-700 hover:underline">
          {unit.title}
        </Link>
        {unit.badge ? (
          <span className="ml-2 rounded-full bg-brand-900 px-2 py-0.5 text-xs text-white">
            {t(badgeLabels[unit.badge])}
          </span>
        ) : null}
        <span className="mt-1 block font-normal text-stone-600 sm:hidden">
          {[
            unit.livingArea ? formatArea(unit.livingArea, language) : null,
            unit.epcLabel ? `EPC ${epcLabelDisplay(unit.epcLabel)}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </th>
      <td className="px-3 py-3 max-sm:hidden sm:px-4">{unit.bedrooms ?? "–"}</td>
      <td className="px-3 py-3 max-sm:hidden sm:px-4">
        {unit.livingArea ? formatArea(unit.livingArea, language) : "–"}
      </td>
      <td className="px-3 py-3 max-sm:hidden sm:px-4">{unit.epcLabel ? epcLabelDisplay(unit.epcLabel) : "–"}</td>
    </>
  );
  const head = (last: string) => (
    <thead className="bg-sand-100 text-xs uppercase tracking-wider text-stone-600">
      <tr>
        <th scope="col" className="px-3 py-3 sm:px-4">
          {t("project.unit")}
        </th>
        <th scope="col" className="px-3 py-3 max-sm:hidden sm:px-4">
          {t("facts.bedrooms")}
        </th>
        <th scope="col" className="px-3 py-3 max-sm:hidden sm:px-4">
          {t("facts.surfaceLiving")}
        </th>
        <th scope="col" className="px-3 py-3 max-sm:hidden sm:px-4">
          {t("property.epc")}
        </th>
        <th scope="col" className="px-3 py-3 sm:px-4 text-right">
          {last}
        </th>
      </tr>
    </thead>
  );
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm font-medium uppercase tracking-wider text-accent-600">
        {project.zip} {project.city} · {projectTypeLine(project.typeSummary, project.unitIds.length, t)}
      </p>
      <h1 className="mt-1 font-display text-4xl text-brand-900">{project.name}</h1>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        {t("project.priceRange", { min: formatPrice(project.priceMin), max: formatPrice(project.priceMax) })}
      </p>
      {delivery ? (
        <p className="mt-2 text-stone-700">
          <span className="font-semibold">{t("project.delivery")}:</span> {delivery}
        </p>
      ) : null}
      <p className="mt-4 print:hidden">
        <ButtonLink href="#contact-construction" variant="primary" size="lg" className="shadow-sm">
          {t("project.ask")}
        </ButtonLink>
      </p>
      <PhotoGallery pictures={pictures} />
      <div className="mt-8 max-w-3xl space-y-4 leading-relaxed text-stone-700">
        {props.page.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="units" className="mt-12">
        <h2 id="units" className="font-display text-3xl text-brand-900">
          {t("project.units")}
        </h2>
        <p className="mt-2 text-stone-600">
          {available.length === 0
            ? t("project.noneAvailable")
            : taken.length === 0
              ? t("project.allAvailable", { count: available.length })
              : t("project.availableCount", { count: available.length, total: units.length })}
        </p>
        {available.length > 0 ? (
          <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-900/5">
            <table className="w-full text-left text-sm sm:min-w-[36rem]">
              {head(t("property.price"))}
              <tbody className="divide-y divide-sand-200">
                {available.map((unit) => (
                  <tr key={unit.id}>
                    {row(unit)}
                    <td className="px-3 py-3 sm:px-4 text-right font-semibold text-brand-800">
                      <Price price={unit.price} unit={unit.priceUnit} unitText={unit.priceUnitText} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {taken.length > 0 ? (
        <section aria-labelledby="units-taken" className="mt-10">
          <h2 id="units-taken" className="font-display text-2xl text-brand-900">
            {t("project.taken")}
          </h2>
          <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-900/5">
            <table className="w-full text-left text-sm sm:min-w-[36rem] text-stone-600">
              {head(t("project.status"))}
              <tbody className="divide-y divide-sand-200">
                {taken.map((unit) => (
                  <tr key={unit.id}>
                    {row(unit)}
                    <td className="px-3 py-3 sm:px-4 text-right font-semibold">
                      {unit.status === "available" ? null : t(badgeLabels[unit.status])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {props.page.location ? (
        <LocationMap
          point={{
            id: project.id,
            ...props.page.location,
            title: project.name,
            price: project.priceMin,
            // spec §9: unit 7 reads "starting from" the lowest price.
            priceUnit: 7,
            priceUnitText: "",
            path: "",
          }}
          tiles={props.page.tiles}
        />
      ) : null}
      <div className="mt-12 max-w-3xl print:hidden">
        <DeferredForms key={project.id}>{(forms) => <forms.ProjectForm />}</DeferredForms>
      </div>
    </article>
  );
}
