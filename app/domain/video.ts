// spec §5 video recognition: which media links a property page can embed, and how.

export type VideoKind = "file" | "youtube" | "vimeo" | "facebook" | "tour";

export type VideoEmbed = { kind: VideoKind; url: string };

/** spec §5: video files played directly, recognised by the extension of the path. */
const fileExtension = /\.(?:mp4|mov|wmv|avi|flv|webm)$/i;
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d+$/;
/** spec §5: virtual-tour and media hosts, embedded as they are. */
const tourHosts = ["matterport.com", "nodalview.com", "giraffe360.com"];

/**
 * Every origin an embed from videoEmbed() can be framed from, as Content-Security-Policy
 * sources (frame-src, decision 016). Keep it beside the recognisers it mirrors.
 */
export const embedSources = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.facebook.com",
  ...tourHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]),
];

/** The host itself or a subdomain of it, so "evilmatterport.com" does not pass. */
function isHostOrSubdomain(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

function parseWebUrl(input: string): URL | null {
  if (!URL.canParse(input)) return null;
  const url = new URL(input);
  // Only web links: javascript:, data: and the like must never reach an iframe.
  return url.protocol === "https:" || url.protocol === "http:" ? url : null;
}

function youtubeEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^(?:www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = segments[0];
  else if (host === "youtube.com" && url.pathname === "/watch") id = url.searchParams.get("v");
  else if (host === "youtube.com" && (segments[0] === "embed" || segments[0] === "shorts")) {
    id = segments[1];
  }
  // The nocookie domain: no tracking cookies until the visitor presses play.
  return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function vimeoEmbed(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") id = segments[0];
  else if (url.hostname === "player.vimeo.com" && segments[0] === "video") id = segments[1];
  return id && vimeoId.test(id) ? `https://player.vimeo.com/video/${id}` : null;
}

function facebookEmbed(url: URL, original: string): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  const isVideo =
    (isHostOrSubdomain(url.hostname, "facebook.com") && segments.slice(0, -1).includes("videos")) ||
    (url.hostname === "fb.watch" && segments.length > 0);
  const href = encodeURIComponent(original);
  return isVideo ? `https://www.facebook.com/plugins/video.php?href=${href}` : null;
}

/** How to embed a media link, or null when it is not one we recognise (spec §5). */
export function videoEmbed(input: string): VideoEmbed | null {
  const original = input.trim();
  const url = parseWebUrl(original);
  if (url === null) return null;

  if (fileExtension.test(url.pathname)) return { kind: "file", url: original };

  const youtube = youtubeEmbed(url);
  if (youtube !== null) return { kind: "youtube", url: youtube };

  const vimeo = vimeoEmbed(url);
  if (vimeo !== null) return { kind: "vimeo", url: vimeo };

  const facebook = facebookEmbed(url, original);
  if (facebook !== null) return { kind: "facebook", url: facebook };

  // Tour hosts only over https: the page itself is https, and mixed content is blocked.
  const isTour = tourHosts.some((host) => isHostOrSubdomain(url.hostname, host));
  if (isTour && url.protocol === "https:") return { kind: "tour", url: original };

  return null;
}

export function isVideo(url: string): boolean {
  return videoEmbed(url) !== null;
}
