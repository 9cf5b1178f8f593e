import { useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import { Link } from "~/ui/link";
import type { AgencyView } from "~/ui/layout";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Icon } from "./icons";
import { scrollTopThreshold, scrollToTop, useScrollY } from "./scroll";
import { WholeEnd } from "./parsed-whole";

/**
 * What the floating buttons never cover (issue 14): fields, their errors and alerts, every
 * button (hearts, share, send) and the share links.
 */
export const neverCovered = [
  "input:not([type=hidden])",
  "select",
  "textarea",
  "button",
  "altcha-widget",
  "[role=alert]",
  "[id$='-error']",
  "a[href^='https://wa.me/']",
  "a[href*='facebook.com/sharer']",
  "a[href*='linkedin.com/sharing']",
  "a[href^='mailto:?']",
].join(",");

const field = "input:not([type=hidden]), select, textarea";

// Room kept around the buttons, so that they do not touch what they step aside for.
const margin = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left - margin < b.right && b.left < a.right + margin && a.top - margin < b.bottom && b.top < a.bottom + margin
  );
}

/**
 * Whether the buttons should step aside: a field has focus (a phone's keyboard is up), the
 * page has its own contact bar on screen, or something they must never cover lies under them.
 */
function mustStepAside(group: HTMLElement): boolean {
  const focused = document.activeElement;
  if (focused instanceof Element && focused.matches(field)) return true;
  const bar = document.querySelector("[data-contact-bar]");
  if (bar && bar.checkVisibility()) return true;
  // The buttons that show when the group does: the scroll-to-top button keeps its place while
  // invisible itself (the group's own invisibility, stepping aside, is not theirs).
  const own = [...group.querySelectorAll(":scope > a, :scope > button")]
    .filter((button) => !button.classList.contains("invisible"))
    .map((button) => button.getBoundingClientRect());
  for (const element of document.querySelectorAll(neverCovered)) {
    // Visibility first: once the page's styles have changed (a resize, a form opened), measuring
    // a field inside a folded section (a closed <details>) makes Chromium lay that section out for
    // the question: 8–20 ms a check on a property page with its forms folded, against 0.5 ms.
    if (group.contains(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (own.some((button) => overlaps(button, box))) return true;
  }
  return false;
}

/**
 * Checks once a frame while the page scrolls, resizes, moves the focus or changes: just after
 * the frame is drawn, when the page's styles and layout are fresh. Measured in the frame's
 * animation callback instead, the check made the browser compute the styles a change had left
 * stale there and then (on a phone after hydration, a task of 10–19 ms instead of two short ones).
 */
function useStepAside(group: RefObject<HTMLElement | null>): boolean {
  const [aside, setAside] = useState(false);
  const check = useRef<() => void>(() => {});
  useEffect(() => {
    let frame = 0;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      frame = 0;
      if (group.current) setAside(mustStepAside(group.current));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        afterFrame = setTimeout(run, 0);
      });
    };
    check.current = schedule;
    const events = ["scroll", "resize", "focusin", "focusout"] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true });
    // Errors appear after a send, hearts once scripts run, folded forms open.
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["open"] });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      for (const name of events) window.removeEventListener(name, schedule);
      changes.disconnect();
    };
  }, [group]);
  // The scroll-to-top button shows or hides: check again after every render.
  useEffect(() => check.current());
  return aside;
}

/** spec §2: two fixed buttons (call us, contact us) and the scroll-to-top button from 10 px. */
export function FixedButtons(props: { agency: AgencyView }) {
  const { language, t } = useI18n();
  const scrollY = useScrollY();
  const group = useRef<HTMLDivElement>(null);
  const aside = useStepAside(group);
  const round =
    "flex h-11 w-11 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition sm:h-12 sm:w-12";
  return (
    <div
      ref={group}
      data-fixed-buttons=""
      data-whole=""
      // Without scripts too: out of the way while a field has focus, and on a phone whose page
      // has its own contact bar (it is there below lg).
      className={`fixed bottom-4 right-4 z-30 flex flex-col items-center gap-2 print:hidden [body:has(:is(input,select,textarea):focus)_&]:invisible max-lg:[body:has([data-contact-bar])_&]:hidden ${aside ? "invisible" : ""}`}
    >
      {/* On top, and laid out while invisible: the call and mail buttons stay where they are when it
      shows, under a thumb about to press them, and the page's layout does not shift. */}
      <button
        type="button"
        onClick={() => scrollToTop()}
        className={`${round} bg-brand-800 text-white hover:bg-brand-700 ${scrollY <= scrollTopThreshold ? "invisible" : ""}`}
      >
        <Icon name="up" className="h-5 w-5" />
        <span className="sr-only">{t("layout.scrollTop")}</span>
      </button>
      <a href={props.agency.phoneHref} className={`${round} bg-accent-500 text-brand-900 hover:bg-accent-400`}>
        <Icon name="phone" className="h-5 w-5" />
        <span className="sr-only">
          {t("layout.callUs")}: {props.agency.phone}
        </span>
      </a>
      <Link to={pagePath("contact", language)} className={`${round} bg-white text-brand-800 hover:bg-sand-100`}>
        <Icon name="mail" className="h-5 w-5" />
        <span className="sr-only">{t("layout.contactUs")}</span>
      </Link>
      <WholeEnd />
    </div>
  );
}
