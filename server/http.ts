// From Node's request to the web Request React Router handles, and back (issue 11). Unlike
// @react-router/express, the URL is built from the configured SITE_URL, never from the Host or
// X-Forwarded-Host header, so a forged host changes nothing a page, a mail or a link says; and
// the body is a stream with a hard cap, whatever Content-Length claims.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";

/** The largest body any endpoint takes: a rent application with its 10 MB CV, and room to spare. */
export const maxRequestBytes = 11 * 1024 * 1024;

/** The methods the site answers; anything else (TRACE, PUT, …) gets 405. */
export const allowedMethods = new Set(["GET", "HEAD", "POST"]);

/**
 * The security headers only a document reads (decision 044): who may frame it, open it or share
 * its process, which features and referrer it grants, and old browsers' XSS filter, download
 * prompt, DNS prefetching and Flash or PDF cross-domain files. A script, a stylesheet, a font or
 * a photo is never shown as a page, so it goes without them; `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which guard exactly such files, stay.
 */
const documentOnlyHeaders = [
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Permissions-Policy",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Frame-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];
/** Types a browser never renders as a document (an SVG can be one, and keeps every header). */
const fileTypes = /^(?:text\/javascript|text\/css|font\/woff2|image\/(?:avif|webp|jpeg|png))(?:;|$)/;

/** Drops the document's headers from an answer whose type is a script, a stylesheet, a font or a photo. */
export function fileHeadersOnly(res: ServerResponse, contentType: string | null | undefined): void {
  if (!contentType || !fileTypes.test(contentType)) return;
  for (const name of documentOnlyHeaders) res.removeHeader(name);
}

export class BodyTooLarge extends Error {
  constructor() {
    super("request body too large");
    this.name = "BodyTooLarge";
  }
}

/** The request's body, cut off with an error once it passes `limit` bytes. */
function boundedBody(req: IncomingMessage, limit: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) callback(new BodyTooLarge());
      else callback(null, chunk);
    },
  });
  req.on("error", (error) => counter.destroy(error));
  return createReadableStreamFromReadable(req.pipe(counter));
}

/** The path and query as sent, if it is one: an absolute form or `*` is not a page. */
export function requestTarget(raw: string | undefined): string | null {
  if (!raw || !raw.startsWith("/")) return null;
  return raw;
}

/**
 * A dot segment in a path as sent: `.` or `..`, plain or percent-encoded, between slashes or
 * backslashes (a slash to the URL parser).
 */
const dotSegment = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)/i;

/**
 * The address a path with dot segments stands for (`/nl/te-koop/%2e%2e/` is `/nl/`). The URL
 * parser resolves them before the site reads the path, so the page showed under an address of
 * its own: it gets a 301 to its address instead. Empty segments collapse as well, so that the
 * address never starts with `//`, which a browser takes for another site. Null without one.
 */
export function resolvedTarget(target: string): string | null {
  const queryAt = target.indexOf("?");
  if (!dotSegment.test(queryAt === -1 ? target : target.slice(0, queryAt))) return null;
  const url = new URL(target, "http://site.invalid");
  return url.pathname.replace(/\/{2,}/g, "/") + url.search;
}

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** SITE_URL, parsed once: every request asks. With it, what a loopback SITE_URL answers each Host with. */
let lastSiteUrl: { text: string; url: URL; origins: Map<string, string> } | null = null;
function parsedSiteUrl(text: string) {
  if (lastSiteUrl?.text !== text) lastSiteUrl = { text, url: new URL(text), origins: new Map() };
  return lastSiteUrl;
}

/**
 * The origin a request is answered for: SITE_URL. Only when SITE_URL is this machine (a
 * laptop, the tests) may the visitor's other name for it at the same port stand in, so that
 * http://localhost:3000 works as well as http://127.0.0.1:3000 (forms included, whose posts
 * must come from the request's origin). A public SITE_URL is never replaced.
 */
export function requestOrigin(siteUrl: string, host: string | undefined): string {
  const { url: site, origins } = parsedSiteUrl(siteUrl);
  if (!host || !loopback.has(site.hostname)) return site.origin;
  let origin = origins.get(host);
  if (origin === undefined) {
    origin = site.origin;
    if (URL.canParse(`${site.protocol}//${host}`)) {
      const asked = new URL(`${site.protocol}//${host}`);
      if (loopback.has(asked.hostname) && asked.port === site.port) origin = asked.origin;
    }
    // Hosts are the client's to choose: a few are remembered, not every one ever sent.
    if (origins.size >= 16) origins.clear();
    origins.set(host, origin);
  }
  return origin;
}

export function toRequest(req: IncomingMessage, res: ServerResponse, origin: string, target: string): Request {
  // The origin is concatenated, not resolved: `//evil.example/` stays a path of this site.
  const url = new URL(`${origin}${target}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method === "POST") {
    init.body = boundedBody(req, maxRequestBytes);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * A Location that a browser would read as another host (`//evil.example`, `/\\evil.example`):
 * made a path of this site. A redirect built from a visitor's path can normalize into one.
 */
export function safeLocation(location: string): string {
  return /^[/\\]{2}/.test(location) ? `/${location.replace(/^[/\\]+/, "")}` : location;
}

/** How long a connection closed after an early answer goes on taking what the client still sends. */
const lingerMs = 2_000;

/**
 * For an answer given before the request's body was read in full (a 413, a refusal): the
 * connection closes after it, so that Node does not go on reading the rest of a huge body. But
 * not at once. A socket closed with the client's bytes still unread is reset by the kernel, and
 * the reset can throw the answer away before the client reads it: the client sees the
 * connection drop instead of the 413. So the server sends the answer and ends its side, then
 * reads and drops what still comes until the client closes its own side, for `lingerMs` at
 * most: a lingering close, as nginx and Apache make it. Node ends such a connection with the
 * socket's `destroySoon()`, which this replaces.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  res.setHeader("Connection", "close");
  const socket = res.socket as (Socket & { lingers?: true }) | null;
  if (!socket || socket.lingers) return;
  socket.lingers = true;
  socket.destroySoon = () => {
    socket.end();
    // The body's reader stopped at the error; what the client still sends is let through, to nothing.
    res.req.unpipe();
    res.req.resume();
    const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
  };
}

// What React Router answers, in production, for a request its route does not take (a POST to a
// route without an action, a GET to one without a loader): a 405 or 400 whose JSON reads like a
// fault of the server's.
const routerRefusal = '{"message":"Unexpected Server Error"}';

/** React Router's refusal of a method, told in words; any other answer as it is. */
async function plainRefusal(response: Response): Promise<Response> {
  if (
    (response.status !== 405 && response.status !== 400) ||
    response.headers.get("content-type") !== "application/json"
  ) {
    return response;
  }
  const text = await response.text();
  if (text !== routerRefusal) return new Response(text, response);
  return response.status === 405
    ? new Response("Method not allowed\n", {
        status: 405,
        headers: { "Content-Type": "text/plain", Allow: "GET, HEAD" },
      })
    : new Response("Bad request\n", { status: 400, headers: { "Content-Type": "text/plain" } });
}

export async function sendResponse(res: ServerResponse, answer: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  const response = await plainRefusal(answer);
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    res.appendHeader(name, name === "location" ? safeLocation(value) : value);
  }
  fileHeadersOnly(res, response.headers.get("content-type"));
  if (res.req && !res.req.complete) closeAfterAnswer(res);
  if (!response.body) {
    res.end();
    return;
  }
  // JSON (the suggestions as a visitor types, the favourites' cards) is small and ready at once:
  // one write with its length, which compression leaves as it is under its threshold, instead of
  // a compressor started for 160 bytes (decision 060).
  if (/^application\/json(?:;|$)/.test(response.headers.get("content-type") ?? "")) {
    const bytes = Buffer.from(await response.arrayBuffer());
    res.setHeader("Content-Length", bytes.byteLength);
    res.end(bytes);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
