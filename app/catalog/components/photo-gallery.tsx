import { lazy, Suspense, useState } from "react";
import type { ShownPicture } from "~/domain/records";
import { useI18n } from "~/i18n/context";
import { Button } from "~/ui/button";
import { ResponsiveImage } from "~/ui/responsive-image";

const PhotoLightbox = lazy(() => import("./lightbox"));

/**
 * The detail page's photos: the first large, four more beside it. Each is a link to the
 * photo itself, so it opens without JavaScript; with it, the lightbox opens instead.
 */
export function PhotoGallery(props: { pictures: ShownPicture[]; className?: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  const { pictures } = props;
  if (pictures.length === 0) return null;
  const shown = pictures.slice(0, 5);
  return (
    <div className={`relative ${props.className ?? "mt-6"}`}>
      <ul className="grid gap-2 sm:grid-cols-4 sm:grid-rows-2">
        {shown.map((picture, index) => (
          <li
            key={picture.url + index}
            className={index === 0 ? "sm:col-span-2 sm:row-span-2" : "hidden sm:block print:block"}
          >
            <a
              href={picture.url}
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
              className="block h-full overflow-hidden rounded-2xl"
              aria-label={t("gallery.open", { number: index + 1, total: pictures.length })}
            >
              <ResponsiveImage
                src={picture.url}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                sizes={index === 0 ? "(min-width: 1280px) 640px, 100vw" : "(min-width: 1280px) 320px, 25vw"}
                fetchPriority={index === 0 ? "high" : undefined}
                loading={index === 0 ? "eager" : "lazy"}
                className="aspect-[3/2] h-full w-full object-cover transition duration-300 hover:scale-[1.02]"
              />
            </a>
          </li>
        ))}
      </ul>
      {pictures.length > 1 ? (
        <Button
          type="button"
          variant="light"
          size="sm"
          onClick={() => setOpen(0)}
          className="absolute bottom-3 right-3 shadow print:hidden"
        >
          {t("gallery.all", { count: pictures.length })}
        </Button>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox pictures={pictures} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
