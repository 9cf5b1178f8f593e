import { post } from "./raw-http";

/** A testimonial as the form on /nl/onze-meerwaarde/ posts it, from the visitor at `ip` (behind TRUST_PROXY). */
export function testimonialPost(message: string, ip: string): Buffer {
  return post(
    "/nl/onze-meerwaarde/",
    [
      ["Content-Type", "application/x-www-form-urlencoded"],
      ["X-Forwarded-For", ip],
    ],
    new URLSearchParams({
      form: "testimonial",
      firstName: "Hilde",
      lastName: "Wouters",
      email: "hilde@example.be",
      rating: "5",
      message,
    }).toString(),
  );
}
