import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Language } from "~/domain/language";
import { languageOfPath } from "~/i18n/config";
import { catalogues } from "~/i18n/messages";
import { log } from "~/platform/log.server";
import { escapeMarkup } from "./markup";
import { visitorAddress } from "./visitor.server";

// What one visitor may have rendered (decision 072). A page from the HTML cache costs the server
// little more than its write; one that is not there (a new query string, an owner's session, a
// page's data for the browser's navigation) costs a render, 4–5 ms of CPU. One client asking
// for a new query string on 32 connections had the site render 223 pages a second, and another
// visitor's cached page took 137 ms (median) instead of 2.5 (`npm run bench:http -- --flood`).
// So each visitor (an IPv4 address, an IPv6 /64: decision 069) gets `renders` renders per
// window; past them, a small page that is never rendered, in the language of the path, with a
// 429 and when to come back. Requests from this machine itself (the tests, the benchmarks, a
// proxy not named in TRUST_PROXY) are not counted. Each instance counts its own: asking the
// shared database on every render would cost more than the render.

export interface RenderLimitOptions {
  /** Renders per visitor and window; 0 turns the limit off. */
  renders: number;
  windowMs: number;
  /** The refusal's language where the path names none. */
  language: Language;
}

/** What a refused visitor gets: the status, the headers and the page. */
export interface Refusal {
  status: 429;
  headers: Record<string, string>;
  body: string;
}

const loopback = /^(127\.|::1$|::ffff:127\.)/;
/** The photos' variants (app/routes/image.ts): files read from the disk, many to a page, never rendered. */
const notRendered = /^\/images\//;

/** The page a refused visitor reads: plain HTML with its own small style, nothing to load. */
const style =
  "body{margin:0;background:#fbf9f6;color:#13282d;font:1rem/1.6 system-ui,sans-serif}" +
  "main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center}" +
  "p.code{font:3.5rem Georgia,serif;color:#866530;margin:0}h1{font:2rem Georgia,serif;margin:1rem 0}" +
  "a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#13282d;color:#fff;text-decoration:none}";
const styleHash = createHash("sha256").update(style).digest("base64");
const headersOf = (seconds: number) => ({
  "Content-Type": "text/html; charset=utf-8",
  "Retry-After": String(seconds),
  "Cache-Control": "no-store",
  "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
});

/** The page for a visitor refused on `target` (path and query), in the path's language, else in `fallback`. */
export function refusalPage(target: string, fallback: Language): string {
  const language = languageOfPath(target.split("?", 1)[0] ?? "") ?? fallback;
  const { error } = catalogues[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeMarkup(error.limitedTitle)}</title><style>${style}</style></head>` +
    `<body><main><p class="code">429</p><h1>${escapeMarkup(error.limitedTitle)}</h1><p>${escapeMarkup(error.limitedText)}</p>` +
    `<a href="${escapeMarkup(target)}">${escapeMarkup(error.tryAgain)}</a></main></body></html>`
  );
}

export class RenderLimit {
  private limiter: RateLimiterMemory | null = null;
  private options: RenderLimitOptions = { renders: 0, windowMs: 10_000, language: "nl" };

  configure(options: RenderLimitOptions): void {
    this.options = options;
    this.limiter =
      options.renders > 0
        ? new RateLimiterMemory({ points: options.renders, duration: Math.ceil(options.windowMs / 1000) })
        : null;
  }

  /**
   * Counts one render for the visitor at `ip` (X-Client-IP); null when it may go on, else what
   * to answer instead of the render of `target`.
   */
  async refuse(ip: string, target: string): Promise<Refusal | null> {
    if (!this.limiter || loopback.test(ip) || notRendered.test(target)) return null;
    try {
      await this.limiter.consume(visitorAddress(ip));
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      // Once per visitor and window, without the address (no personal data in the log).
      if (error.consumedPoints === this.options.renders + 1) {
        log.warn(
          { renders: this.options.renders, windowMs: this.options.windowMs, retryAfter: seconds },
          "a visitor asked for more pages than the render limit; refused until its window ends",
        );
      }
      return { status: 429, headers: headersOf(seconds), body: refusalPage(target, this.options.language) };
    }
  }
}

/** The one limit of this process, configured when the server starts (app/entry.server.tsx). */
export const renderLimit = new RenderLimit();
