import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { ShownPicture } from "~/domain/records";
import { useI18n } from "~/i18n/context";
import { variantPath, variantsFor } from "~/media/variants";

// Loaded only when a visitor opens a photo (React.lazy in photo-gallery.tsx): keyboard,
// swipe and zoom come from a well-kept library, so does its focus handling.
export default function PhotoLightbox(props: { pictures: ShownPicture[]; index: number; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Lightbox
      open
      index={props.index}
      close={props.onClose}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      slides={props.pictures.map((picture) => ({
        src: picture.url,
        width: picture.width,
        height: picture.height,
        alt: picture.alt,
        // The lightbox picks the smallest variant that fills the screen, zoom included.
        srcSet: variantsFor(picture.width).map((variant) => ({
          src: variantPath(picture.url, variant.name, "webp"),
          width: variant.width,
          height: Math.round((variant.width * picture.height) / picture.width),
        })),
      }))}
      labels={{
        Previous: t("gallery.previous"),
        Next: t("gallery.next"),
        Close: t("gallery.close"),
        Lightbox: t("gallery.lightbox"),
        "Photo gallery": t("gallery.gallery"),
        "{index} of {total}": t("gallery.slideOf", { index: "{index}", total: "{total}" }),
        "Zoom in": t("gallery.zoomIn"),
        "Zoom out": t("gallery.zoomOut"),
      }}
    />
  );
}
