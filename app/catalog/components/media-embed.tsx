import { useState } from "react";
import type { VideoEmbed } from "~/domain/video";
import { useI18n } from "~/i18n/context";

// A video or a virtual tour: nothing loads from the video site until the visitor asks for it
// (privacy, and speed). Without JavaScript, or for a link we do not recognise, it is a link.
export function MediaEmbed(props: { purpose: "video" | "tour"; url: string; embed: VideoEmbed | null; title: string }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const label = props.purpose === "video" ? t("detail.video") : t("detail.virtualTour");
  const frame = "aspect-video w-full rounded-2xl bg-brand-900";
  if (playing && props.embed) {
    return props.embed.kind === "file" ? (
      <video className={frame} src={props.embed.url} controls autoPlay playsInline />
    ) : (
      <iframe
        className={frame}
        src={props.embed.url}
        title={`${label}: ${props.title}`}
        allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      href={props.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!props.embed) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className={`${frame} group flex flex-col items-center justify-center gap-3 text-white`}
    >
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-500 text-2xl shadow-lg transition group-hover:scale-105"
      >
        ▶
      </span>
      <span className="font-semibold">{label}</span>
      <span className="sr-only">{t("layout.newTab")}</span>
    </a>
  );
}
