// Cookie consent (spec §4, issue 6): five categories, strictly necessary always on. The
// choice is kept in a first-party cookie (itself strictly necessary) with the version of the
// cookie policy it was given for. Pure: the server and the browser read it alike.

const consentCategories = ["necessary", "analytical", "marketing", "social", "unclassified"] as const;
type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, "necessary">;
export const optionalCategories = consentCategories.filter(
  (category): category is OptionalCategory => category !== "necessary",
);

export const consentCookie = "cookie_consent";
/** Six months, after which the visitor is asked again. */
export const consentMaxAge = 183 * 24 * 60 * 60;

export interface Consent {
  version: string;
  categories: OptionalCategory[];
}

export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(`${consent.version}|${consent.categories.join(".")}`);
}

/** The consent in a Cookie header, or null when none was given for this policy version. */
export function readConsent(cookieHeader: string | null, version: string): Consent | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${consentCookie}=`))
    ?.slice(consentCookie.length + 1);
  if (!raw || raw.length > 200) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A malformed cookie (a stray %) is no choice: the visitor is asked again.
    return null;
  }
  const [given = "", list = ""] = value.split("|");
  if (given !== version) return null;
  const categories = optionalCategories.filter((category) => list.split(".").includes(category));
  return { version, categories };
}

/** Google Consent Mode v2: what each category allows. */
export function consentMode(categories: readonly OptionalCategory[]): Record<string, "granted" | "denied"> {
  const grant = (allowed: boolean) => (allowed ? "granted" : "denied");
  const marketing = categories.includes("marketing");
  return {
    analytics_storage: grant(categories.includes("analytical")),
    ad_storage: grant(marketing),
    ad_user_data: grant(marketing),
    ad_personalization: grant(marketing),
  };
}

/** spec §2: no dialog on preview paths. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("preview");
}
