import type { ImgHTMLAttributes } from "react";
import { srcSet, variantPath, variantsFor } from "~/media/variants";

type ImageAttributes = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  "alt" | "className" | "loading" | "fetchPriority" | "decoding" | "style"
>;

/**
 * A picture in AVIF and WebP at the spec's widths, with a JPEG fallback, from the image
 * route. `sizes` says how wide it is shown, so a phone never loads the 1600 px file. Width
 * and height are the source's: the browser reserves the space before the photo arrives.
 *
 * `afterPaint`: asked for only once the page is painted with its first photo, not beside it
 * (decision 053): the photo is lazy and not laid out until the script that starts the page
 * marks it painted (app/app.css). Only for a photo whose box does not depend on it (a slide,
 * a card's frame); without scripts it shows at once.
 */
export function ResponsiveImage(
  props: ImageAttributes & { src: string; width: number; height: number; sizes: string; afterPaint?: boolean },
) {
  const { src, width, height, sizes, afterPaint, ...image } = props;
  const variants = variantsFor(width);
  const fallback = variants.find((variant) => variant.name >= 750) ?? variants[variants.length - 1];
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(src, width, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, width, "webp")} sizes={sizes} />
      <img
        {...image}
        {...(afterPaint ? { loading: "lazy", "data-after-paint": "" } : {})}
        src={variantPath(src, fallback?.name ?? 750, "jpg")}
        srcSet={srcSet(src, width, "jpg")}
        sizes={sizes}
        width={width}
        height={height}
      />
    </picture>
  );
}
