// The HTML cache for anonymous visitors (issue 15, decision 034). A public page is rendered once
// and served from memory to every visitor who would get the same HTML: same path and query,
// same consent choice, person or robot. What must differ per visitor is filled in on each
// hit: the CSP nonce and the captcha's picture token (spliced-gzip.server.ts), and what the
// page does on each view (a property counts its visit) runs again.
//
// Never cached: anything but a GET, a request carrying an owner's session, and any answer that
// is not a plain 200 page: one that sets a cookie, says how it may be kept (`private`,
// `no-store`), or is not HTML. Entries live `freshForMs` at most and all go when the
// site's public content changes (a catalog published, a testimonial approved, a visit booked).
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { log } from "~/platform/log.server";
import { bodyOf, bytesOf } from "./body.server";
import { accepts } from "./headers";
import { isRobot } from "./robot";
import type { SplicedBrotli } from "./spliced-brotli.server";
import { fillBrotli, spliceBrotli } from "./spliced-brotli.server";
import type { SplicedGzip } from "./spliced-gzip.server";
import { fillGzip, spliceGzip } from "./spliced-gzip.server";

/** Who a page is served to, for what the page does on each view. */
export interface Visitor {
  ip: string;
  userAgent: string | null;
}

/** A value of the page that each visitor gets new: as rendered, and how to make another. */
export interface FreshValue {
  value: string;
  renew: () => string;
}

type Effect = (visitor: Visitor) => void;
type Coding = "gzip" | "br";

interface Entry {
  status: number;
  /** The headers as rendered; those that carry a fresh value (the CSP's nonce) are filled for each visitor. */
  headers: { name: string; value: string; fresh: boolean }[];
  rendered: string[];
  renewers: (() => string)[];
  gzip: SplicedGzip;
  /** The same page as brotli, for the browsers that take it (decision 052); null where it cannot be. */
  brotli: SplicedBrotli | null;
  /**
   * Bodies sent to earlier visitors and written out since, to fill again for the next, one list
   * per coding: a hit then allocates nothing of the page's size (decision 049). Counted in the
   * cache's budget.
   */
  spare: { gzip: Buffer[]; br: Buffer[] };
  effects: Effect[];
  generation: number;
  expires: number;
}

export interface PageCacheOptions {
  /** The most the entries may take, compressed; 0 turns the cache off. */
  maxBytes: number;
  /** How long an entry serves before the page is rendered again. */
  freshForMs: number;
  /** What of the cookies changes a page (the consent choice): part of the key; "" when nothing does. */
  variant: (cookieHeader: string) => string;
  /** A cookie whose name contains one of these makes the request personal: never cached. */
  personalCookies: string[];
}

/**
 * What a cached page tells a CDN in front (docs/OPERATIONS.md): a page without a consent
 * choice may be kept for a minute and served stale for five more while it fetches a new one;
 * the browser asks again each time. A page for a visitor who made a choice stays private, so a
 * CDN that ignores `Vary: Cookie` never serves one visitor's consent to another.
 */
export const sharedCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const personalCacheControl = "private, no-cache";
/** Bodies kept per entry and coding for its next visitors: as many as are usually being written out at once. */
const maxSpare = 4;
/**
 * Brotli's quality for a kept page: 10 takes a fifth less than gzip from a page, in 20–40 ms of
 * a worker thread once per page and minute; 11 takes 2% less again (200–350 bytes) in 60–100 ms.
 * Those bytes bring a French home page within TCP's first window (decision 053).
 */
const brotliQuality = 11;
/**
 * Pages waiting for their brotli body, the one being compressed among them. A page kept while
 * as many wait stays in gzip until it is rendered again.
 */
export const brotliQueueLength = 16;

/** Answers that differ per visitor, or are not a page, are never kept. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** What a page does on each view never stops the page. */
function run(effect: Effect, visitor: Visitor): void {
  try {
    effect(visitor);
  } catch (error) {
    log.error({ err: error }, "what a page does on each view failed");
  }
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private bytes = 0;
  private brotliTurn: Promise<unknown> = Promise.resolve();
  private brotliWaiting = 0;
  private fresh = new WeakMap<Request, FreshValue[]>();
  private effects = new WeakMap<Request, Effect[]>();

  private options: PageCacheOptions;

  constructor(options: PageCacheOptions) {
    this.options = options;
  }

  configure(options: Partial<PageCacheOptions>): void {
    this.options = { ...this.options, ...options };
    this.clear();
  }

  /** Drops every entry: the site's public content changed. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** The key of a request whose answer may come from the cache; null when it may not. */
  key(method: string | undefined, target: string, headers: IncomingMessage["headers"]): string | null {
    if (this.options.maxBytes <= 0 || (method !== "GET" && method !== "HEAD")) return null;
    if (headers.authorization) return null;
    const cookies = headers.cookie ?? "";
    if (this.options.personalCookies.some((name) => cookies.includes(name))) return null;
    const robot = isRobot(headers["user-agent"] ?? "") ? "robot" : "person";
    return `${robot} ${this.options.variant(cookies)} ${target}`;
  }

  /** Registers values of this request's page that each visitor must get new. */
  renewOnEveryServe(request: Request, values: FreshValue[]): void {
    this.fresh.set(request, [...(this.fresh.get(request) ?? []), ...values]);
  }

  /** Runs `effect` for this request's visitor now, and again for each visitor the cached page is served to. */
  onEveryServe(request: Request, effect: Effect): void {
    this.effects.set(request, [...(this.effects.get(request) ?? []), effect]);
    run(effect, { ip: request.headers.get("X-Client-IP") ?? "", userAgent: request.headers.get("User-Agent") });
  }

  /** Serves the page from the cache if it is there and fresh; false when the request goes on to be rendered. */
  serve(key: string | null, req: IncomingMessage, res: ServerResponse): boolean {
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.generation !== this.generation || entry.expires <= Date.now()) {
      this.drop(key, entry);
      return false;
    }
    const values = entry.renewers.map((renew) => renew());
    // Brotli to a browser that takes it (every one asks for it), gzip to one that takes that, else plain.
    const coding = entry.brotli && accepts(req.headers["accept-encoding"], "br") ? "br" : "gzip";
    let encoded: Buffer;
    try {
      encoded =
        coding === "br" && entry.brotli
          ? fillBrotli(entry.brotli, values, this.takeSpare(entry, "br"))
          : fillGzip(entry.gzip, values, this.takeSpare(entry, "gzip"));
    } catch (error) {
      // A value renewed to another length: the page is rendered again instead.
      log.error({ err: error }, "a cached page could not be filled");
      this.drop(key, entry);
      return false;
    }
    // Most recently used last: the oldest entries go first when the budget is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const { name, value, fresh } of entry.headers) {
      res.appendHeader(name, fresh ? this.filled(value, entry.rendered, values) : value);
    }
    res.setHeader("X-Cache", "hit");
    const visitor = { ip: String(req.headers["x-client-ip"] ?? ""), userAgent: req.headers["user-agent"] ?? null };
    for (const effect of entry.effects) run(effect, visitor);
    const body = coding === "br" || accepts(req.headers["accept-encoding"], "gzip") ? encoded : gunzipSync(encoded);
    if (body === encoded) res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = entry.status;
    // Once written out ("finish"; not after a connection lost midway), the body is free again.
    res.once("finish", () => this.spare(key, entry, coding, encoded));
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * The rendered answer, kept when it may be: read whole, stored, and given back to send. The
   * headers say what a CDN may do with it, and whether it came from the cache.
   */
  async keep(key: string | null, request: Request, response: Response): Promise<Response> {
    if (key === null || request.method !== "GET" || !keepable(response)) return response;
    const generation = this.generation;
    const text = await bytesOf(response);
    const fresh = this.fresh.get(request) ?? [];
    const headers = new Headers(response.headers);
    const shared = this.options.variant(request.headers.get("Cookie") ?? "") === "";
    headers.set("Cache-Control", shared ? sharedCacheControl : personalCacheControl);
    // The consent choice changes the page, and the coding its body.
    headers.append("Vary", "Cookie, Accept-Encoding");
    const rendered = fresh.map((value) => value.value);
    const gzip = spliceGzip(text, rendered);
    // Brotli at its best takes a while for a long page (a list of a thousand postcodes: a second
    // on a small, busy server): a visitor who takes brotli waits for it when no other page's is
    // being made (decision 052). Any other visitor is answered at once, and the brotli body of a
    // page kept joins it in its turn.
    const compressedNow = accepts(request.headers.get("Accept-Encoding"), "br") && this.brotliWaiting === 0;
    const brotli = compressedNow ? await this.brotliInTurn(text, rendered, () => true) : null;
    const entry: Entry = {
      status: response.status,
      headers: [...headers].map(([name, value]) => ({
        name,
        value,
        fresh: rendered.some((one) => one !== "" && value.includes(one)),
      })),
      rendered,
      renewers: fresh.map((value) => value.renew),
      gzip,
      brotli,
      spare: { gzip: [], br: [] },
      effects: this.effects.get(request) ?? [],
      generation,
      expires: Date.now() + this.options.freshForMs,
    };
    // Content that changed while the page rendered makes it stale already.
    const bytes = gzip.bytes + (brotli?.bytes ?? 0);
    if (generation === this.generation && bytes <= this.options.maxBytes / 4) {
      const old = this.entries.get(key);
      if (old) this.drop(key, old);
      this.entries.set(key, entry);
      this.add(bytes);
      if (!compressedNow) {
        // Still the page kept (not dropped, not replaced) in its turn: its brotli body joins it.
        const kept = () => this.entries.get(key) === entry;
        void this.brotliInTurn(text, rendered, kept)?.then((later) => {
          if (!later || !kept()) return;
          entry.brotli = later;
          this.add(later.bytes);
        });
      }
    }
    headers.set("X-Cache", "miss");
    // The first visitor gets what the next ones will: the body as rendered, in brotli or gzip.
    const coded = brotli
      ? { coding: "br", body: brotli.template }
      : accepts(request.headers.get("Accept-Encoding"), "gzip")
        ? { coding: "gzip", body: gzip.template }
        : null;
    if (coded) {
      headers.set("Content-Encoding", coded.coding);
      headers.set("Content-Length", String(coded.body.length));
      return new Response(bodyOf(Buffer.from(coded.body)), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    }
    return new Response(bodyOf(text), { status: response.status, statusText: response.statusText, headers });
  }

  /**
   * The page in brotli, after the pages asked for before it, one at a time: a visitor who asks
   * for many pages no one else does (a query string made up each time) costs a render each, as
   * before, and never more than one worker thread's brotli. A page that is no longer `wanted` when
   * its turn comes is not compressed; none is queued while `brotliQueueLength` wait already.
   */
  private brotliInTurn(text: Buffer, values: string[], wanted: () => boolean): Promise<SplicedBrotli | null> | null {
    if (this.brotliWaiting >= brotliQueueLength) return null;
    this.brotliWaiting++;
    const turn = this.brotliTurn
      .then(() => (wanted() ? spliceBrotli(text, values, brotliQuality) : null))
      .catch((error: unknown) => {
        log.error({ err: error }, "a kept page could not be compressed in brotli; it is served in gzip");
        return null;
      })
      .finally(() => this.brotliWaiting--);
    this.brotliTurn = turn;
    return turn;
  }

  /** Counts bytes kept, then drops the oldest entries until the cache is within its budget again. */
  private add(bytes: number): void {
    this.bytes += bytes;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest, evicted);
    }
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -=
      entry.gzip.bytes * (1 + entry.spare.gzip.length) + (entry.brotli?.bytes ?? 0) * (1 + entry.spare.br.length);
  }

  private takeSpare(entry: Entry, coding: Coding): Buffer | undefined {
    const body = entry.spare[coding].pop();
    if (body) this.bytes -= body.length;
    return body;
  }

  /** Keeps a body that has been written out, for the entry's next visitor: a few per entry, within the budget. */
  private spare(key: string, entry: Entry, coding: Coding, body: Buffer): void {
    if (this.entries.get(key) !== entry || entry.spare[coding].length >= maxSpare) return;
    if (this.bytes + body.length > this.options.maxBytes) return;
    entry.spare[coding].push(body);
    this.bytes += body.length;
  }

  private filled(text: string, rendered: string[], values: string[]): string {
    return rendered.reduce((result, value, index) => result.replaceAll(value, values[index] ?? ""), text);
  }
}

/** The server's one cache; the composition root sets its size and variants at start. */
export const pageCache = new PageCache({
  maxBytes: 0,
  freshForMs: 60_000,
  variant: () => "",
  personalCookies: [],
});
