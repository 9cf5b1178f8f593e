import type { Route } from "./+types/property-cards";
import { favouriteCards } from "~/catalog/list-page.server";

export const loader = ({ url }: Route.LoaderArgs) => favouriteCards(url);
