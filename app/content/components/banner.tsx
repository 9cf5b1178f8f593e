import { useEffect, useRef } from "react";
import { Wordmark } from "~/ui/wordmark";
import type { BannerView } from "~/content/view";
import { ResponsiveImage } from "~/ui/responsive-image";

/** spec §2: the page banner as an image, a gallery or a looping muted video. */
export function Banner(props: { banner: BannerView; heading?: string; children?: React.ReactNode }) {
  const { banner } = props;
  const title = props.heading ?? banner.title;
  return (
    <section
      className="relative isolate flex min-h-[22rem] items-end sm:min-h-[28rem]"
      style={{ backgroundColor: banner.color ?? "var(--color-brand-900)" }}
    >
      <BannerMedia banner={banner} />
      <div
        className={`absolute inset-0 -z-10 ${banner.transparent ? "bg-black/10" : "bg-gradient-to-t from-black/65 via-black/25 to-black/30"}`}
      />
      {props.children}
      {title || banner.description ? (
        <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-32 text-white sm:px-6 sm:pb-14 lg:px-8">
          {banner.showLogo ? (
            <p aria-hidden="true" className="mb-4 text-2xl">
              <Wordmark onPhoto />
            </p>
          ) : null}
          {title ? (
            <h1 className="max-w-3xl font-display text-4xl leading-tight drop-shadow sm:text-5xl">{title}</h1>
          ) : null}
          {banner.description ? <p className="mt-4 max-w-2xl text-lg text-white/90">{banner.description}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function BannerMedia({ banner }: { banner: BannerView }) {
  const cover = "absolute inset-0 -z-20 h-full w-full object-cover";
  if (banner.type === "gallery" && banner.images.length > 1) {
    // A slow cross-fade in CSS only; it stands still for visitors who ask for reduced motion.
    const seconds = 7;
    return (
      <div className="absolute inset-0 -z-20">
        {banner.images.map((image, index) => (
          <ResponsiveImage
            key={image}
            src={image}
            alt=""
            width={1600}
            height={1067}
            sizes="100vw"
            fetchPriority={index === 0 ? "high" : "low"}
            afterPaint={index > 0}
            className={`${cover} banner-slide`}
            style={{
              animationDelay: `${index * seconds - 2}s`,
              animationDuration: `${banner.images.length * seconds}s`,
              opacity: index === 0 ? 1 : 0,
            }}
          />
        ))}
      </div>
    );
  }
  const video = banner.type === "video" ? banner.video : null;
  // One still photo, asked for first: a video's poster, or the banner's photo.
  const still = video ? banner.poster : banner.images[0];
  return (
    <>
      {still ? (
        <ResponsiveImage
          src={still}
          alt=""
          width={1600}
          height={1067}
          sizes="100vw"
          fetchPriority="high"
          className={cover}
        />
      ) : null}
      {video ? <BannerVideo video={video} mobileVideo={banner.mobileVideo} className={cover} /> : null}
    </>
  );
}

/**
 * The looping video over its poster. The poster is the banner's photo, asked for first and at the
 * phone's width; the video is asked for only once the page is hydrated, which is after its first
 * paint (decision 042), so it never shares the line with the page's largest paint. It stands
 * still, on its poster, for a visitor who asks for reduced motion, and without scripts.
 */
function BannerVideo(props: { video: string; mobileVideo: string | null; className: string }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = element.current;
    if (!video || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.play().catch(() => {
      // A browser that refuses to play it leaves the poster: nothing is lost.
    });
  }, []);
  return (
    <video ref={element} className={props.className} muted loop playsInline preload="none" aria-hidden="true">
      {props.mobileVideo ? <source src={props.mobileVideo} media="(max-width: 767px)" /> : null}
      <source src={props.video} type={props.video.endsWith(".webm") ? "video/webm" : "video/mp4"} />
    </video>
  );
}
