import type { Route } from "./+types/projects";
import { projectListPage } from "~/catalog/list-page.server";
import { useI18n } from "~/i18n/context";
import { Banner } from "~/content/components/banner";
import { pageMeta } from "~/ui/page-meta";
import { ProjectCard } from "~/catalog/components/project-card";

export const loader = ({ url }: Route.LoaderArgs) => projectListPage(url);

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
