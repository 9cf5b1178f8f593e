import type { Catalog } from "~/catalog/snapshot";
import { freshRandomBytes } from "~/platform/random.server";
import { embedSources, videoEmbed } from "~/domain/video";
import type { AnalyticsIds } from "~/consent/components/analytics";

// The Content-Security-Policy of every HTML page (decision 016): scripts run only with the
// response's nonce (and what those scripts load, 'strict-dynamic'); everything else comes from
// this site or from exactly the hosts the configuration and the feed name: the analytics that
// are configured, the map's tile server, the feed's picture and video-file hosts and the video
// and virtual-tour players the site recognises (app/domain/video.ts).

/** A fresh nonce for one response: 128 random bits. */
export function newNonce(): string {
  return freshRandomBytes(16).toString("base64url");
}

export interface PolicySources {
  nonce: string;
  analytics: AnalyticsIds;
  /** The map's tile URL template (settings.map.tileUrl), such as https://{s}.tile.example/{z}/{x}/{y}.png. */
  tileUrl: string;
  /** Origins of the feed's pictures outside this site (served as originals until a variant is made). */
  pictureOrigins: string[];
  /** Origins of the feed's video files (played in a <video> element). */
  videoOrigins: string[];
}

/**
 * A tile template's origin as a CSP source: a host label holding a placeholder ({s}, {r}, …)
 * becomes a wildcard, so https://{s}.tile.example/… gives https://*.tile.example.
 */
export function tileSource(tileUrl: string): string {
  const match = /^(https:\/\/)([^/?#]+)/.exec(tileUrl);
  if (!match) return "";
  const labels = (match[2] ?? "").split(".");
  const first = labels.findLastIndex((label) => label.includes("{"));
  const host = first >= 0 ? ["*", ...labels.slice(first + 1)].join(".") : labels.join(".");
  return `${match[1]}${host}`;
}

/** What each configured tag needs, besides the script itself (Google's and Meta's CSP guides). */
const googleCollect = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const googleAds = [
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://*.g.doubleclick.net",
  "https://pagead2.googlesyndication.com",
  "https://www.google.com",
  // The remarketing pixels go to the visitor's country domain too.
  "https://www.google.be",
];

interface TagSources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

function analyticsSources(ids: AnalyticsIds): TagSources {
  const sources: TagSources = { script: [], img: [], connect: [], frame: [] };
  const add = (kind: keyof TagSources, values: string[]) => sources[kind].push(...values);
  if (ids.tagManagerId || ids.analyticsId) {
    add("script", ["https://www.googletagmanager.com"]);
    add("img", googleCollect);
    add("connect", googleCollect);
  }
  if (ids.adsId) {
    add("script", ["https://www.googletagmanager.com", ...googleAds]);
    add("img", googleAds);
    add("connect", googleAds);
    add("frame", ["https://td.doubleclick.net", "https://www.googletagmanager.com"]);
  }
  if (ids.socialPixelId) {
    add("script", ["https://connect.facebook.net"]);
    add("img", ["https://www.facebook.com"]);
    add("connect", ["https://www.facebook.com", "https://connect.facebook.net"]);
  }
  return sources;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function contentSecurityPolicy(sources: PolicySources): string {
  const nonce = `'nonce-${sources.nonce}'`;
  const tags = analyticsSources(sources.analytics);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Browsers with CSP level 3 honour only the nonce and 'strict-dynamic' (scripts that a
    // trusted script adds); 'self' and the tag hosts are for older browsers, which ignore both.
    ["script-src", unique([nonce, "'strict-dynamic'", "'self'", ...tags.script])],
    // The ALTCHA proof-of-work worker is a file of this site.
    ["worker-src", ["'self'"]],
    // Style sheets are files of this site; style attributes (React's style prop in the HTML,
    // the theme colours on <html>) cannot run code, so they are allowed (decision 016).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["style-src-elem", ["'self'", nonce]],
    ["style-src-attr", ["'unsafe-inline'"]],
    // data: for Leaflet's and ALTCHA's small inlined pictures.
    ["img-src", unique(["'self'", "data:", tileSource(sources.tileUrl), ...sources.pictureOrigins, ...tags.img])],
    ["media-src", unique(["'self'", ...sources.videoOrigins])],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...tags.connect])],
    ["frame-src", unique([...embedSources, ...tags.frame])],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    // Nothing frames this site (X-Frame-Options: DENY says the same to older browsers).
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
}

const catalogOrigins = new WeakMap<Catalog, { pictureOrigins: string[]; videoOrigins: string[] }>();

/** The hosts outside this site that the feed's pictures and video files come from. */
export function feedMediaOrigins(catalog: Catalog | null): { pictureOrigins: string[]; videoOrigins: string[] } {
  if (!catalog) return { pictureOrigins: [], videoOrigins: [] };
  const known = catalogOrigins.get(catalog);
  if (known) return known;
  const pictures = new Set<string>();
  const videos = new Set<string>();
  const records = [...catalog.properties.values(), ...catalog.projects.values()];
  for (const record of records) {
    for (const picture of record.pictures) {
      const origin = originOf(picture.url);
      if (origin) pictures.add(origin);
    }
  }
  for (const record of catalog.properties.values()) {
    for (const url of [record.videoUrl, record.virtualTourUrl]) {
      const embed = url ? videoEmbed(url) : null;
      const origin = embed?.kind === "file" ? originOf(embed.url) : null;
      if (origin) videos.add(origin);
    }
  }
  const origins = { pictureOrigins: [...pictures].sort(), videoOrigins: [...videos].sort() };
  catalogOrigins.set(catalog, origins);
  return origins;
}
