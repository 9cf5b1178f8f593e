import type { HeadersFunction } from "react-router";

/**
 * The headers of a page that holds personal data (a thank-you page, the owner's pages, a
 * password link, a visit to confirm): never kept by a browser or a proxy, documents and
 * .data requests alike. A route exports it as its `headers`.
 */
export const privatePage: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** An `Accept-Encoding` that names the coding (or `*`) without q=0. */
const codingAccepted = (coding: string) =>
  new RegExp(`(?:^|,)\\s*(?:${coding}|\\*)\\s*(?:;\\s*q=(?:1(?:\\.0*)?|0?\\.\\d*[1-9]\\d*)\\s*)?(?:,|$)`, "i");
const accepting = { br: codingAccepted("br"), gzip: codingAccepted("gzip") };

/** Whether the client takes a coding. */
export function accepts(header: string | string[] | null | undefined, coding: keyof typeof accepting): boolean {
  return accepting[coding].test(Array.isArray(header) ? header.join(",") : (header ?? ""));
}
