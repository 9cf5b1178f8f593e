import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import type { OptionalCategory } from "~/consent/consent";
import { consentMode } from "~/consent/consent";
import { browserNonce } from "~/ui/nonce";

// Analytics and marketing tags (spec §3 site settings, issue 6): each loads only when its id is
// configured and its category is consented to. Google Consent Mode v2 starts denied before any
// tag (consentDefaults, in the head) and is updated on every choice; page views follow
// client-side navigation. The tags' scripts carry the page's nonce: the Content-Security-Policy
// trusts what a nonced script adds ('strict-dynamic'), and Tag Manager passes the nonce on to
// the tags it adds itself (decision 016).

export interface AnalyticsIds {
  analyticsId: string;
  adsId: string;
  tagManagerId: string;
  socialPixelId: string;
}

/** The inline head script: the data layer, gtag, and everything denied until a choice says otherwise. */
export function consentDefaults(categories: OptionalCategory[] | null): string {
  const defaults = { ...consentMode([]), wait_for_update: 500 };
  const update = categories ? `gtag("consent","update",${JSON.stringify(consentMode(categories))});` : "";
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag("consent","default",${JSON.stringify(defaults)});${update}`;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][] };
  }
}

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  const nonce = browserNonce();
  if (nonce) script.nonce = nonce;
  script.src = src;
  document.head.append(script);
}

function startTags(ids: AnalyticsIds, categories: OptionalCategory[]): void {
  const allowed = (category: OptionalCategory) => categories.includes(category);
  const gtag = window.gtag ?? (() => {});
  if (ids.tagManagerId && allowed("analytical")) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`);
  }
  const google = [
    ...(ids.analyticsId && allowed("analytical") ? [ids.analyticsId] : []),
    ...(ids.adsId && allowed("marketing") ? [ids.adsId] : []),
  ];
  if (google.length > 0) {
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google[0] ?? "")}`);
    gtag("js", new Date());
    // Page views are sent by hand, on every navigation.
    for (const id of google) gtag("config", id, { send_page_view: false });
  }
  if (ids.socialPixelId && allowed("social") && !window.fbq) {
    const fbq = Object.assign((...args: unknown[]) => fbq.queue?.push(args), { queue: [] as unknown[][] });
    window.fbq = fbq;
    fbq("init", ids.socialPixelId);
    loadScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

/**
 * Whether the page's address holds a secret: a link's token (a visit's or an alert's
 * confirmation, an alert's management, a new password) or an offer's summary key. Such a page
 * neither starts the tags nor counts as a page view: an analytics account would hold working
 * links to people's visits, alerts, offers and accounts.
 */
export function addressHoldsSecret(token: string | undefined, search: string): boolean {
  return token !== undefined || new URLSearchParams(search).has("offer");
}

export function Analytics(props: { ids: AnalyticsIds; categories: OptionalCategory[] | null }) {
  const location = useLocation();
  const secret = addressHoldsSecret(useParams().token, location.search);
  const { ids, categories } = props;
  const key = categories?.join(".") ?? null;
  // A choice: tell Consent Mode, start what it allows.
  useEffect(() => {
    if (key === null) return;
    const chosen = (key ? key.split(".") : []) as OptionalCategory[];
    window.gtag?.("consent", "update", consentMode(chosen));
    if (!secret) startTags(ids, chosen);
  }, [key, ids, secret]);
  // A page view on every page, the first included, once a choice is made.
  useEffect(() => {
    if (key === null || secret) return;
    window.gtag?.("event", "page_view", { page_location: window.location.href, page_title: document.title });
    window.fbq?.("track", "PageView");
  }, [key, secret, location.pathname, location.search]);
  return null;
}
