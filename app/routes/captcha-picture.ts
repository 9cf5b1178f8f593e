import type { Route } from "./+types/captcha-picture";
import { captchaAnswer, captchaPicture } from "~/leads/captcha.server";

// GET /api/captcha/{token}: the characters to type for forms sent without JavaScript.
export async function loader({ params }: Route.LoaderArgs) {
  const answer = captchaAnswer(params.token);
  if (!answer) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(await captchaPicture(answer)), {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
