import { Link } from "react-router";
import type { Route } from "./+types/projects";
import { getCatalog } from "~/catalog/catalog.server";
import { formatPrice } from "~/domain/format";
import { pageLanguage } from "~/i18n/config";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => pagePath("projects", code));
  const messages = catalogues[language];
  return {
    projects: (await getCatalog()).views[language].projects,
    alternates,
    meta: {
      title: `${messages.project.listTitle} | ${messages.site.name}`,
      description: messages.site.tagline,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl text-brand-900">{t("project.listTitle")}</h1>
      {loaderData.projects.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600">{t("project.none")}</p>
      ) : (
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {loaderData.projects.map((project) => (
            <article key={project.id} className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5">
              {project.picture ? (
                <img src={project.picture.url} alt={project.picture.alt[language]} width={project.picture.width} height={project.picture.height} className="aspect-[3/2] w-full object-cover" />
              ) : null}
              <div className="p-5">
                <p className="text-xs font-medium uppercase tracking-wider text-accent-600">{project.zip} {project.city} · {project.typeSummary}</p>
                <h2 className="mt-1 font-display text-2xl text-brand-900">
                  <Link to={project.path} className="after:absolute after:inset-0">{project.name}</Link>
                </h2>
                <p className="mt-2 text-lg font-semibold text-brand-800">
                  {t("project.priceRange", { min: formatPrice(project.priceMin), max: formatPrice(project.priceMax) })}
                </p>
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
