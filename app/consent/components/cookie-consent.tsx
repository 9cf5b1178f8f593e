import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { OptionalCategory } from "~/consent/consent";
import { optionalCategories } from "~/consent/consent";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Button } from "~/ui/button";
import { WholeEnd } from "~/ui/parsed-whole";

// spec §4 cookie consent: agree to all, decline all (as easy and as visible), or choose per
// category; nothing is ticked in advance. A plain form, so it works without JavaScript; with
// it, the choice is sent in the background and the dialog closes in place.

const categoryTexts = {
  analytical: { name: "consent.categories.analytical", description: "consent.descriptions.analytical" },
  marketing: { name: "consent.categories.marketing", description: "consent.descriptions.marketing" },
  social: { name: "consent.categories.social", description: "consent.descriptions.social" },
  unclassified: { name: "consent.categories.unclassified", description: "consent.descriptions.unclassified" },
} as const satisfies Record<OptionalCategory, { name: MessageKey; description: MessageKey }>;

export function CookieConsent() {
  const { language, t } = useI18n();
  const location = useLocation();
  const fetcher = useFetcher();
  const dialog = useRef<HTMLElement>(null);
  // Focus moves into the dialog when it appears, so a keyboard or screen-reader user meets it first.
  useEffect(() => dialog.current?.focus(), []);
  if (fetcher.state !== "idle") return null;
  const returnTo = location.pathname + location.search;
  return (
    <section
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
      tabIndex={-1}
      data-whole=""
      className="fixed inset-x-3 bottom-3 z-50 max-h-[85vh] overflow-y-auto rounded-3xl bg-white p-6 text-stone-800 shadow-2xl ring-1 ring-stone-900/10 focus:outline-none sm:inset-x-auto sm:left-6 sm:max-w-lg print:hidden"
    >
      <fetcher.Form method="post" action="/api/consent">
        <input type="hidden" name="returnTo" value={returnTo} />
        <h2 id="cookie-consent-title" className="font-display text-2xl text-brand-900">
          {t("consent.title")}
        </h2>
        <p id="cookie-consent-text" className="mt-2 text-sm leading-relaxed">
          {t("consent.text")}{" "}
          <Link to={pagePath("cookies", language)} className="font-medium text-brand-800 underline">
            {t("consent.policy")}
          </Link>
        </p>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button type="submit" name="choice" value="none" variant="secondary" size="md">
            {t("consent.declineAll")}
          </Button>
          <Button type="submit" name="choice" value="all" variant="secondary" size="md">
            {t("consent.acceptAll")}
          </Button>
        </div>
        <details className="group mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline">
            {t("consent.settings")}
          </summary>
          <fieldset className="mt-3 space-y-3">
            <legend className="sr-only">{t("consent.settings")}</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked disabled className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="font-semibold">{t("consent.categories.necessary")}</span> · {t("consent.alwaysOn")}
                <span className="block text-stone-600">{t("consent.descriptions.necessary")}</span>
              </span>
            </label>
            {optionalCategories.map((category) => (
              <label key={category} className="flex items-start gap-3 text-sm">
                <input type="checkbox" name={category} className="mt-1 size-4 accent-brand-700" />
                <span>
                  <span className="font-semibold">{t(categoryTexts[category].name)}</span>
                  <span className="block text-stone-600">{t(categoryTexts[category].description)}</span>
                </span>
              </label>
            ))}
            <Button type="submit" name="choice" value="some" variant="outline" size="md">
              {t("consent.save")}
            </Button>
          </fieldset>
        </details>
      </fetcher.Form>
      <WholeEnd />
    </section>
  );
}
