// Responsive variants of a picture (spec §7: widths 100, 500, 750, 1050 and 1600), served by
// one image route, /images/{key}/{width}.{format}. Pure: the server, the browser and the
// image worker (server/image-worker.js) agree on keys and file names through this module.

const imageWidths = [100, 500, 750, 1050, 1600] as const;
export const imageFormats = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** A stable 14-hex-digit key for a source URL (cyrb53); a new photo comes with a new URL. */
export function imageKey(url: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

export interface Variant {
  /** The width in the file name: one of imageWidths. */
  name: number;
  /** The width of the picture in that file: never wider than the source. */
  width: number;
}

/**
 * The variants of a source this wide: every spec width below it, then one at the source's
 * own width (capped at 1600) under the next spec width's name. Nothing is enlarged.
 */
export function variantsFor(sourceWidth: number): Variant[] {
  const top = imageWidths.find((width) => width >= sourceWidth) ?? 1600;
  const below = imageWidths.filter((width) => width < top);
  return [...below.map((width) => ({ name: width, width })), { name: top, width: Math.min(sourceWidth, top) }];
}

export function variantPath(url: string, name: number, format: ImageFormat): string {
  return pathOf(imageKey(url), name, format);
}

function pathOf(key: string, name: number, format: ImageFormat): string {
  return `/images/${key}/${name}.${format}`;
}

/** The largest variant up to a spec width, with its size: for a picture shared elsewhere. */
export function variantUpTo(url: string, source: { width: number; height: number }, maxName: number) {
  const variant = variantsFor(source.width).findLast((candidate) => candidate.name <= maxName) ?? {
    name: 100,
    width: 100,
  };
  return {
    path: variantPath(url, variant.name, "jpg"),
    width: variant.width,
    height: Math.round((variant.width * source.height) / source.width),
  };
}

export function srcSet(url: string, sourceWidth: number, format: ImageFormat): string {
  const key = imageKey(url);
  return variantsFor(sourceWidth)
    .map((variant) => `${pathOf(key, variant.name, format)} ${variant.width}w`)
    .join(", ");
}

/** The file names the image route answers, for example `750.webp`. */
export const variantFilePattern = new RegExp(`^(${imageWidths.join("|")})\\.(${imageFormats.join("|")})$`);
