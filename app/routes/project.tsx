import { data, redirect } from "react-router";
import type { Route } from "./+types/project";
import { getCatalog } from "~/catalog/catalog.server";
import { paragraphsOf } from "~/catalog/detail";
import { cleanDescription } from "~/domain/description";
import { formatPrice } from "~/domain/format";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { ListingCard } from "~/ui/listing-card";
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
  return {
    project,
    paragraphs,
    pictures: record.pictures,
    units: view.listings.filter((listing) => listing.projectId === id),
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

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const { project, pictures } = loaderData;
  const first = pictures[0];
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm font-medium uppercase tracking-wider text-accent-600">{project.zip} {project.city} · {project.typeSummary}</p>
      <h1 className="mt-1 font-display text-4xl text-brand-900">{project.name}</h1>
      <p className="mt-2 text-2xl font-semibold text-brand-800">
        {t("project.priceRange", { min: formatPrice(project.priceMin), max: formatPrice(project.priceMax) })}
      </p>
      {first ? (
        <img src={first.url} alt={first.alt[language]} width={first.width} height={first.height} fetchPriority="high" className="mt-6 aspect-[2/1] w-full rounded-2xl object-cover" />
      ) : null}
      <div className="mt-8 max-w-3xl space-y-4 leading-relaxed text-stone-700">
        {loaderData.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
      <section aria-labelledby="units">
        <h2 id="units" className="mt-12 font-display text-3xl text-brand-900">{t("project.units")}</h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.units.map((unit) => <ListingCard key={unit.id} listing={unit} />)}
        </div>
      </section>
    </article>
  );
}
