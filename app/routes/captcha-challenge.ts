import type { Route } from "./+types/captcha-challenge";
import { rateLimit } from "~/http/rate-limit.server";
import { newChallenge } from "~/leads/captcha.server";

// GET /api/captcha-challenge: a fresh signed ALTCHA challenge, fetched by the widget once a
// visitor starts on a form (decision 017). Each costs the server one key derivation, so one
// visitor gets at most 60 in ten minutes, far more than a person fills in forms.
const limiter = rateLimit(60, 10 * 60_000);

export async function loader({ request }: Route.LoaderArgs) {
  const ip = request.headers.get("X-Client-IP") ?? "unknown";
  if (!(await limiter.take(ip))) {
    return new Response("Too many requests\n", {
      status: 429,
      headers: { "Content-Type": "text/plain", "Retry-After": "600", "Cache-Control": "no-store" },
    });
  }
  return Response.json(await newChallenge(), {
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
