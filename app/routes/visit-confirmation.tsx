import type { Route } from "./+types/visit-confirmation";
import { VisitConfirmationView } from "~/leads/components/visit-confirmation-view";
import { confirmVisitPost, visitConfirmationPage, visitHeaders } from "~/leads/visit-confirmation.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

export const handle = followUpTexts;

export const headers = visitHeaders;

export const loader = ({ url, params }: Route.LoaderArgs) => visitConfirmationPage(url, params.token);

export const action = ({ request, url, params }: Route.ActionArgs) => confirmVisitPost(request, url, params.token);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function VisitConfirmation({ loaderData }: Route.ComponentProps) {
  return <VisitConfirmationView page={loaderData} />;
}
