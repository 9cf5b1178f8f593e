import type { Route } from "./+types/visit-calendar";
import { visitCalendarFile } from "~/leads/visit-confirmation.server";

// A confirmed visit's calendar file, from the button on its page.
export const loader = ({ url, params }: Route.LoaderArgs) => visitCalendarFile(url, params.token);
