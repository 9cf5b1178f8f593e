import type { Route } from "./+types/project";
import { ProjectView } from "~/catalog/components/project-view";
import { projectPage } from "~/catalog/project-page.server";
import { leadPost } from "~/leads/action.server";
import { pageMeta } from "~/ui/page-meta";
import { stylesheetWithin } from "~/ui/stylesheet";

export const handle = stylesheetWithin;

export const loader = ({ url, params }: Route.LoaderArgs) => projectPage(url, params.id);

// The project's contact form posts here, with the project as its subject.
export const action = ({ request, url, params }: Route.ActionArgs) =>
  leadPost(request, url, { kind: "project", id: params.id });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  return <ProjectView page={loaderData} />;
}
