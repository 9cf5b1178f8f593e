import type { HeadersFunction } from "react-router";

/**
 * The headers of a page that holds personal data (a thank-you page, the owner's pages, a
 * password link, a visit to confirm): never kept by a browser or a proxy, documents and
 * .data requests alike. A route exports it as its `headers`.
 */
export const privatePage: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
