import type { Route } from "./+types/search-alert-confirm";
import { AlertConfirmationView } from "~/alerts/components/confirm-view";
import { alertConfirmationPage, alertPageHeaders, confirmAlertPost } from "~/alerts/confirm.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

// The confirmation mail's link: the page shows the search, its button confirms it (POST).

export const handle = followUpTexts;

export const headers = alertPageHeaders;

export const loader = ({ url, params }: Route.LoaderArgs) => alertConfirmationPage(url, params.token);

export const action = ({ request, url, params }: Route.ActionArgs) => confirmAlertPost(request, url, params.token);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function SearchAlertConfirm({ loaderData }: Route.ComponentProps) {
  return <AlertConfirmationView page={loaderData} />;
}
