import type { Route } from "./+types/suggestions";
import { suggestionsAnswer } from "~/catalog/suggestions.server";

export const loader = ({ url }: Route.LoaderArgs) => suggestionsAnswer(url);
