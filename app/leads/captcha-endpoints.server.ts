import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { captchaAnswer, captchaPicture, newChallenge } from "./captcha.server";

// The captcha's two endpoints (decision 017), for their routes.

const notFound = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });

/** GET /api/captcha/{token}: the characters to type, as a picture, for forms sent without JavaScript. */
export async function captchaPictureAnswer(token: string): Promise<Response> {
  const answer = captchaAnswer(token);
  if (!answer) return notFound();
  return new Response(new Uint8Array(await captchaPicture(answer)), {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}

// Each challenge costs the server one key derivation, so one visitor gets at most 60 in ten
// minutes, far more than a person fills in forms.
const challenges = rateLimit("captcha-challenges", 60, 10 * 60_000);

/** GET /api/captcha-challenge: a fresh signed ALTCHA challenge, fetched once a visitor starts on a form. */
export async function challengeAnswer(request: Request): Promise<Response> {
  if (!(await challenges.take(requestVisitor(request)))) {
    return new Response("Too many requests\n", {
      status: 429,
      headers: { "Content-Type": "text/plain", "Retry-After": "600", "Cache-Control": "no-store" },
    });
  }
  return Response.json(await newChallenge(), {
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
