import type { Route } from "./+types/captcha-picture";
import { captchaPictureAnswer } from "~/leads/captcha-endpoints.server";

export const loader = ({ params }: Route.LoaderArgs) => captchaPictureAnswer(params.token);
