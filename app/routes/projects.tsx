import type { Route } from "./+types/projects";
import { getCatalog } from "~/catalog/catalog.server";
import { sitePage } from "~/content/pages.server";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { Banner } from "~/content/components/banner";
import { pageMeta } from "~/ui/page-meta";
import { ProjectCard } from "~/catalog/components/project-card";

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => pagePath("projects", code));
  const messages = catalogues[language];
  const [catalog, page] = await Promise.all([getCatalog(), sitePage("projects", language)]);
  return {
    projects: catalog.views[language].projects,
    banner: page?.banner ?? null,
    alternates,
    meta: {
      title: page?.seo.title ?? `${messages.project.listTitle} | ${messages.site.name}`,
      description: page?.seo.description ?? messages.site.tagline,
      language,
      origin: url.origin,
      alternates,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const heading = <h1 className="font-display text-4xl text-brand-900">{t("project.listTitle")}</h1>;
  return (
    <>
      {loaderData.banner ? <Banner banner={loaderData.banner} heading={t("project.listTitle")} /> : null}
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {loaderData.banner ? null : heading}
        {loaderData.projects.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-white p-8 text-center text-stone-600">{t("project.none")}</p>
        ) : (
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            {loaderData.projects.map((project) => (
              <ProjectCard key={project.id} project={project} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
