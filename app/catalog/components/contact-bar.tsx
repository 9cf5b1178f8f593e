import type { MouseEvent } from "react";
import { useI18n } from "~/i18n/context";
import { Icon } from "~/ui/icons";

export interface Agent {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  /** null for a landline: WhatsApp needs a mobile number. */
  whatsapp: string | null;
}

export function WhatsappIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 20l1.3-3.9A8 8 0 1 1 8 19l-4 1zM9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.4-2.6-2-3-3l1-1-1-2L9 8.5z"
      />
    </svg>
  );
}

const round =
  "inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full text-sm font-semibold focus-visible:outline-offset-2";

/**
 * On a phone, the listing's own agent stays at hand at the bottom of the screen: call, mail and
 * WhatsApp, and the name leads to the agent's card (#contact). It is sticky, not fixed: it takes
 * its own place at the end of the property, so it never covers the page's last lines or the
 * site's footer, and it works without JavaScript. `data-contact-bar` tells the site's floating
 * buttons to step aside.
 */
/**
 * To the agent's card without a navigation: a new location would make the page render again
 * while the forms above the card wait for their code, and the card would move from under the
 * visitor's eyes. Without JavaScript the link's anchor does the same.
 */
function toCard(event: MouseEvent<HTMLAnchorElement>) {
  const card = document.getElementById("contact");
  if (!card) return;
  event.preventDefault();
  card.scrollIntoView({ block: "start" });
  window.history.replaceState(window.history.state, "", "#contact");
}

export function ContactBar({ agent }: { agent: Agent }) {
  const { t } = useI18n();
  return (
    <div
      data-contact-bar=""
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-stone-200 bg-white/95 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-6px_20px_rgba(28,25,23,0.07)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden print:hidden"
    >
      <nav aria-label={t("detail.contactBar", { name: agent.name })} className="flex items-center gap-2">
        <a href="#contact" onClick={toCard} className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-xs text-stone-500">{t("detail.manager")}</span>
          <span className="block truncate text-sm font-semibold text-brand-900 underline-offset-4 hover:underline">
            {agent.name}
          </span>
        </a>
        <a
          href={agent.phoneHref}
          aria-label={t("detail.callAgent", { name: agent.name })}
          className={`${round} bg-brand-800 px-3 text-white hover:bg-brand-900 min-[375px]:px-4`}
        >
          <Icon name="phone" className="h-5 w-5" />
          {/* The word only where it leaves the agent's name room. */}
          <span aria-hidden="true" className="hidden min-[375px]:inline">
            {t("detail.call")}
          </span>
        </a>
        <a
          href={`mailto:${agent.email}`}
          aria-label={t("detail.mailAgent", { name: agent.name })}
          className={`${round} text-brand-800 ring-1 ring-brand-800/30 hover:bg-sand-100`}
        >
          <Icon name="mail" className="h-5 w-5" />
        </a>
        {agent.whatsapp ? (
          <a
            href={agent.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t("detail.whatsappAgent", { name: agent.name })} ${t("layout.newTab")}`}
            className={`${round} text-brand-800 ring-1 ring-brand-800/30 hover:bg-sand-100`}
          >
            <WhatsappIcon />
          </a>
        ) : null}
      </nav>
    </div>
  );
}
