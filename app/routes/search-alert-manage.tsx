import type { Route } from "./+types/search-alert-manage";
import { AlertManageView } from "~/alerts/components/manage-view";
import { alertPageHeaders } from "~/alerts/confirm.server";
import { alertManagePage, manageAlertPost } from "~/alerts/manage.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

// The signed link of every alert mail: change the search or unsubscribe, and RFC 8058 one-click.

export const handle = followUpTexts;

export const headers = alertPageHeaders;

export const loader = ({ url, params }: Route.LoaderArgs) => alertManagePage(url, params.token);

export const action = ({ request, url, params }: Route.ActionArgs) => manageAlertPost(request, url, params.token);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function SearchAlertManage({ loaderData }: Route.ComponentProps) {
  return <AlertManageView page={loaderData} />;
}
