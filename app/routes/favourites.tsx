import type { Route } from "./+types/favourites";
import { FavouritesView } from "~/catalog/components/favourites-view";
import { favouritesPage } from "~/catalog/list-page.server";
import { pageMeta } from "~/ui/page-meta";

export const loader = ({ url }: Route.LoaderArgs) => favouritesPage(url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Favourites() {
  return <FavouritesView />;
}
