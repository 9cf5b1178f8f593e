import type { HeadersFunction } from "react-router";

/**
 * What a page that holds personal data sends (a thank-you page, the owner's pages, a password
 * link, a visit or an alert to confirm): never kept by a browser or a proxy, documents and .data
 * requests alike, and in a browsing context group of its own, out of reach of any window of
 * another site that opened it or that it opens (decision 078). A public page goes without the
 * second: it shows nothing another site could learn from.
 */
export const personalHeaders = { "Cache-Control": "private, no-store", "Cross-Origin-Opener-Policy": "same-origin" };

/** `personalHeaders`, as a route exports them as its `headers`. */
export const privatePage: HeadersFunction = () => personalHeaders;

/** A coding's weight in an `Accept-Encoding` (its q, 1 when none is given; NaN when unreadable). */
function weight(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() === "q") return /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  }
  return 1;
}

/**
 * Whether the client takes a coding: named in `Accept-Encoding` without q=0, or, when it is not
 * named, `*` without q=0. Read by splitting, in time linear in the header: a regular expression
 * here once spent half a second on a 16 KB q-value, on every request that sent one.
 */
export function accepts(header: string | string[] | null | undefined, coding: "br" | "gzip"): boolean {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  let named: number | null = null;
  let any: number | null = null;
  for (const part of text.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const token = name.trim().toLowerCase();
    if (token === coding) named = weight(parameters);
    else if (token === "*") any = weight(parameters);
  }
  const q = named ?? any;
  return q !== null && q > 0;
}
