import type { Route } from "./+types/document";
import { documentDownload } from "~/leads/documents.server";

export const loader = ({ params }: Route.LoaderArgs) => documentDownload(params.token);
