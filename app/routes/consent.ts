import type { Route } from "./+types/consent";
import { saveConsentChoice } from "~/consent/choice.server";

export const action = ({ request, url }: Route.ActionArgs) => saveConsentChoice(request, url);
