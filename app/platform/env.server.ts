import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

// Every environment variable the site reads, validated once when the server starts
// (server/index.js calls env() before it listens): a wrong value stops the start with a
// message that names the variable, never a "ready" followed by 500s. Nothing here reaches the
// browser. Relative paths are taken from the project's folder, not the working directory.

/** The project's folder: the nearest folder above this file with a package.json. */
export const projectRoot = (() => {
  let folder = import.meta.dirname ?? process.cwd();
  while (!existsSync(path.join(folder, "package.json")) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return folder;
})();

const folder = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((value) => path.resolve(projectRoot, value));

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: port.default(3000),
    /**
     * The site's public address (scheme, host and port, no path): every absolute URL in a page,
     * a mail, a sitemap or a link is built from it, never from the request's Host header.
     * By default the address the server listens on.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) address such as https://www.example.be" })
      .optional(),
    /**
     * Which hops may set X-Forwarded-For and X-Forwarded-Proto: "loopback", a subnet
     * ("10.0.0.0/8"), a list of them, or a hop count ("1"). Unset, no proxy is trusted.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|true|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, { error: "must be a hop count, a subnet or a list" })
      .optional(),
    DATA_DIR: folder("data"),
    CONTENT_DIR: folder("content/site"),
    // Where the image worker keeps responsive variants; by default under DATA_DIR.
    IMAGE_CACHE_DIR: z
      .string()
      .min(1)
      .transform((value) => path.resolve(projectRoot, value))
      .optional(),
    // Outgoing mail; without it, mails are written to DATA_DIR/mail/ as .eml files.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * The key every signed link, captcha token and address hash is derived from. Required with
     * DATABASE_URL: every instance must sign alike. Without it, random secrets are made once
     * in DATA_DIR.
     */
    SECRET_KEY: z
      .string()
      .min(32, { error: "must be at least 32 characters (openssl rand -hex 32 makes one)" })
      .optional(),
    /**
     * Pages (and their data for the browser) one visitor may have rendered in 10 seconds, past
     * those served from the HTML cache (decision 072); 0 turns the limit off.
     */
    RENDER_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(100),
    /** Megabytes of memory for the HTML cache of public pages (gzip); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * Threads beside the main one that render pages (decision 064): by default one fewer than
     * the machine's cores, at most four; 0 renders every page on the main thread.
     */
    RENDER_THREADS: z.coerce
      .number()
      .int()
      .min(0)
      .max(16)
      .default(() => Math.min(4, Math.max(0, availableParallelism() - 1))),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Where listings come from: the bundled demo feed, a JSON feed at LISTING_FEED_URL, or Omnicasa. */
    LISTING_SOURCE: z.enum(["demo", "json", "omnicasa"]).default("demo"),
    LISTING_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The Omnicasa web API's base, ending in OmnicasaService.svc/, and the agency's credentials. */
    OMNICASA_URL: z
      .url({ protocol: /^https?$/ })
      .regex(/\/$/, { error: "must end in a slash (…/OmnicasaService.svc/)" })
      .optional(),
    OMNICASA_CUSTOMER_NAME: z.string().min(1).optional(),
    OMNICASA_CUSTOMER_PASSWORD: z.string().min(1).optional(),
    /**
     * How often the server syncs the listings: "15m", "1h", "90s", or "0" for never. By default
     * every 15 minutes from a live source, never from the demo feed.
     */
    SYNC_INTERVAL: z
      .string()
      .regex(/^\d+\s*(s|m|h)?$/, { error: 'must be a duration such as "15m", "1h", "90s" or "0"' })
      .transform(durationMs)
      .optional(),
  })
  .superRefine((values, context) => {
    const needs = (name: keyof typeof values, when: string) => {
      if (!values[name]) context.addIssue({ code: "custom", path: [name], message: `is required when ${when}` });
    };
    if (values.DATABASE_URL) needs("SECRET_KEY", "DATABASE_URL is set, so that every instance signs alike");
    if (values.LISTING_SOURCE === "json") needs("LISTING_FEED_URL", "LISTING_SOURCE is json");
    if (values.LISTING_SOURCE === "omnicasa") {
      for (const name of ["OMNICASA_URL", "OMNICASA_CUSTOMER_NAME", "OMNICASA_CUSTOMER_PASSWORD"] as const) {
        needs(name, "LISTING_SOURCE is omnicasa");
      }
    }
  })
  .transform((values) => {
    const listening = `http://${values.HOST.includes(":") ? `[${values.HOST}]` : values.HOST}:${values.PORT}`;
    const site = new URL(values.SITE_URL ?? listening);
    if (site.pathname !== "/" || site.search || site.hash || site.username || site.password) {
      throw new EnvError(["SITE_URL: must be an origin only, without path, query or credentials"]);
    }
    return {
      ...values,
      SITE_URL: site.origin,
      SYNC_INTERVAL: values.SYNC_INTERVAL ?? (values.LISTING_SOURCE === "demo" ? 0 : 15 * 60_000),
    };
  });

/** "15m" → 900000 ms; a bare number is seconds. */
function durationMs(value: string): number {
  const [, amount = "0", unit = "s"] = /^(\d+)\s*(s|m|h)?$/.exec(value) ?? [];
  return Number(amount) * { s: 1000, m: 60_000, h: 3_600_000 }[unit as "s" | "m" | "h"];
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment: ${problems.join("; ")}`);
    this.name = "EnvError";
    this.problems = problems;
  }
}

let cached: Env | undefined;

/** The validated environment; throws an EnvError naming every wrong variable. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnv() {
  cached = undefined;
}
