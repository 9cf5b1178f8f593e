import type { Route } from "./+types/captcha-challenge";
import { challengeAnswer } from "~/leads/captcha-endpoints.server";

export const loader = ({ request }: Route.LoaderArgs) => challengeAnswer(request);
