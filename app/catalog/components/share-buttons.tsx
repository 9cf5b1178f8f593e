import { useState } from "react";
import { useI18n } from "~/i18n/context";
import { Button, ButtonLink } from "~/ui/button";
import { useNativeShare, useScripted } from "~/ui/use-scripted";

// Share: the Web Share API where the browser has it, plain links otherwise (they need no
// JavaScript and load nothing from third parties until clicked), and copy-link.
export function ShareButtons(props: { url: string; title: string }) {
  const { t } = useI18n();
  // The server cannot know what the browser supports: both read false until hydration.
  const native = useNativeShare();
  const scripted = useScripted();
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(`${props.title} ${props.url}`);
  const url = encodeURIComponent(props.url);
  const links = [
    { channel: "WhatsApp", href: `https://wa.me/?text=${text}` },
    { channel: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { channel: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { channel: t("detail.email"), href: `mailto:?subject=${encodeURIComponent(props.title)}&body=${url}` },
  ];
  const look = { variant: "outline", size: "sm", className: "min-h-10 shrink-0 whitespace-nowrap" } as const;
  // One line that scrolls sideways on a narrow screen: its height stays the same when the
  // browser's own share button takes the links' place after hydration. `relative` keeps the
  // links' screen-reader words (absolutely placed) inside that line: without it they widened
  // a phone's page by the row's hidden part.
  return (
    <div className="relative -m-1 flex min-w-0 flex-1 items-center gap-2 overflow-x-auto p-1 print:hidden">
      {native ? (
        <Button
          type="button"
          {...look}
          onClick={() => void navigator.share({ title: props.title, url: props.url }).catch(() => {})}
        >
          {t("detail.share")}
        </Button>
      ) : (
        links.map((link) => (
          <ButtonLink key={link.channel} href={link.href} target="_blank" rel="noopener noreferrer" {...look}>
            <span aria-hidden="true">{link.channel}</span>
            <span className="sr-only">
              {t("detail.shareVia", { channel: link.channel })} {t("layout.newTab")}
            </span>
          </ButtonLink>
        ))
      )}
      {scripted ? (
        <>
          <Button
            type="button"
            {...look}
            onClick={() => void navigator.clipboard.writeText(props.url).then(() => setCopied(true))}
          >
            {copied ? t("detail.copied") : t("detail.copyLink")}
          </Button>
          <Button type="button" {...look} onClick={() => window.print()}>
            {t("detail.print")}
          </Button>
        </>
      ) : null}
    </div>
  );
}
