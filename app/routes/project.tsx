import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/project";
import { getCatalog } from "~/catalog/catalog.server";
import { paragraphsOf } from "~/catalog/detail";
import { cleanDescription } from "~/domain/description";
import { epcLabelDisplay } from "~/domain/epc";
import { formatArea, formatPrice } from "~/domain/format";
import { pageLanguage, site } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { handleLeadPost } from "~/leads/action.server";
import { DeferredForms } from "~/leads/components/deferred-forms";
import { LocationMap } from "~/catalog/components/location-map";
import { PhotoGallery } from "~/catalog/components/photo-gallery";
import { Price } from "~/catalog/components/price";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const id = Number(params.id);
  const view = catalog.views[language];
  const project = view.projects.find((candidate) => candidate.id === id);
  const record = catalog.projects.get(id);
  const alternates = catalog.projectPaths.get(id);
  if (!project || !record || !alternates) throw data({ kind: "project" }, { status: 404 });
  if (url.pathname !== alternates[language]) throw redirect(alternates[language], 301);
  const paragraphs = paragraphsOf(record.description[language]);
  const { address } = record;
  const location =
    address.published && address.latitude !== null && address.longitude !== null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null;
  return {
    project,
    paragraphs,
    pictures: record.pictures,
    units: view.properties.filter((property) => property.projectId === id),
    location,
    tiles: site().settings.map,
    alternates,
    meta: {
      title: `${project.name} | Immo Zuidrand`,
      description: cleanDescription(paragraphs.join(" "), { maxLength: 160 }),
      language,
      origin: url.origin,
      alternates,
    },
  };
}

// The project's contact form posts here, with the project as its subject.
export async function action({ request, url, params }: Route.ActionArgs) {
  const language = pageLanguage(url);
  const card = (await getCatalog()).views[language].projects.find((project) => project.id === Number(params.id));
  if (!card) throw data({ kind: "project" }, { status: 404 });
  return handleLeadPost(request, url, {
    language,
    forms: ["contact-construction"],
    subject: { kind: "project", card },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const { project, pictures, units } = loaderData;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm font-medium uppercase tracking-wider text-accent-600">
        {project.zip} {project.city} · {project.typeSummary}
      </p>
      <h1 className="mt-1 font-display text-4xl text-brand-900">{project.name}</h1>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        {t("project.priceRange", { min: formatPrice(project.priceMin), max: formatPrice(project.priceMax) })}
      </p>
      <p className="mt-4 print:hidden">
        <a
          href="#contact-construction"
          className="inline-block rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-accent-400"
        >
          {t("project.ask")}
        </a>
      </p>
      <PhotoGallery pictures={pictures} />
      <div className="mt-8 max-w-3xl space-y-4 leading-relaxed text-stone-700">
        {loaderData.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="units" className="mt-12">
        <h2 id="units" className="font-display text-3xl text-brand-900">
          {t("project.units")}
        </h2>
        <div className="mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-900/5">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-sand-100 text-xs uppercase tracking-wider text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("project.unit")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("facts.bedrooms")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("facts.surfaceLiving")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("property.epc")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("property.price")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {units.map((unit) => (
                <tr key={unit.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link to={unit.path} className="text-brand-700 hover:underline">
                      {unit.title}
                    </Link>
                    {unit.marquee !== "none" ? (
                      <span className="ml-2 rounded-full bg-brand-900 px-2 py-0.5 text-xs text-white">
                        {t(`marquee.${unit.marquee}`)}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3">{unit.bedrooms ?? "–"}</td>
                  <td className="px-4 py-3">{unit.livingArea ? formatArea(unit.livingArea, language) : "–"}</td>
                  <td className="px-4 py-3">{unit.epcLabel ? epcLabelDisplay(unit.epcLabel) : "–"}</td>
                  <td className="px-4 py-3 text-right font-semibold text-brand-800">
                    <Price price={unit.price} unit={unit.priceUnit} unitText={unit.priceUnitText} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {loaderData.location ? (
        <LocationMap
          point={{
            id: project.id,
            ...loaderData.location,
            title: project.name,
            price: project.priceMin,
            // spec §9: unit 7 reads "starting from" the lowest price.
            priceUnit: 7,
            priceUnitText: "",
            path: "",
          }}
          tiles={loaderData.tiles}
        />
      ) : null}
      <div className="mt-12 max-w-3xl print:hidden">
        <DeferredForms>{(forms) => <forms.ProjectForm />}</DeferredForms>
      </div>
    </article>
  );
}
