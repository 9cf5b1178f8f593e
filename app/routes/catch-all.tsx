import type { Route } from "./+types/catch-all";
import { originalPathRedirect } from "~/catalog/original-paths.server";

export const loader = ({ url }: Route.LoaderArgs) => originalPathRedirect(url);

export default function CatchAll() {
  return null;
}
