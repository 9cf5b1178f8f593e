import type { Route } from "./+types/search-alert";
import { SearchAlertView } from "~/alerts/components/subscribe-view";
import { searchAlertPage, subscribePost } from "~/alerts/subscribe.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

// spec §2 /nl/hou-mij-op-de-hoogte/: the search alert's form, prefilled from the link's query.

export const handle = followUpTexts;

export const loader = ({ url }: Route.LoaderArgs) => searchAlertPage(url);

export const action = ({ request, url }: Route.ActionArgs) => subscribePost(request, url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function SearchAlert({ loaderData }: Route.ComponentProps) {
  return <SearchAlertView data={loaderData} />;
}
