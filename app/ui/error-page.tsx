import { useLocation } from "react-router";
import type { MessageKey } from "~/i18n/catalogue";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import type { PageKey } from "~/i18n/paths";
import { Button, ButtonLink } from "./button";
import { useAgencyName } from "./layout";

const popularPages = {
  forSale: "notFound.pages.forSale",
  forRent: "notFound.pages.forRent",
  projects: "notFound.pages.projects",
  freeValuation: "notFound.pages.freeValuation",
  contact: "notFound.pages.contact",
} as const satisfies Partial<Record<PageKey, MessageKey>>;

/** Each status's title and text; any other status is the generic error. */
const messagesByStatus: Record<number, readonly [MessageKey, MessageKey]> = {
  404: ["notFound.title", "notFound.text"],
  // The site briefly cannot reach its data.
  503: ["error.unavailableTitle", "error.unavailableText"],
  // Past the render limit (decision 072), a page the browser asked for by a link: soon again.
  429: ["error.limitedTitle", "error.limitedText"],
};

/**
 * The 404 page (spec §8: 'Oops, this page no longer exists'), the 503 page, the 429 page and the
 * generic error page.
 */
export function ErrorPage(props: { status: number; propertyNotFound?: boolean; stack?: string }) {
  const { t } = useI18n();
  const agency = useAgencyName(t("site.name"));
  const location = useLocation();
  const here = location.pathname + location.search;
  const [titleKey, textKey] = props.propertyNotFound
    ? (["property.notFound", "property.notFoundText"] as const)
    : (messagesByStatus[props.status] ?? (["error.title", "error.text"] as const));
  const title = t(titleKey);
  // Soon again: the search and the other pages need what is missing just as much.
  const tryAgain = props.status === 503 || props.status === 429;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <title>{`${title} | ${agency}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-6xl text-accent-600">{props.status}</p>
      <h1 className="mt-4 font-display text-3xl text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-stone-600">{t(textKey)}</p>
      {tryAgain ? (
        <ButtonLink href={here} variant="primary" size="md" className="mt-8">
          {t("error.tryAgain")}
        </ButtonLink>
      ) : (
        <FindAnotherPage />
      )}
      {props.stack ? (
        <pre className="mt-10 overflow-auto rounded bg-stone-900 p-4 text-left text-xs text-stone-100">
          {props.stack}
        </pre>
      ) : null}
    </section>
  );
}

/** The way on from a page that is not there: a search, the home page and the popular pages. */
function FindAnotherPage() {
  const { language, t } = useI18n();
  return (
    <>
      <form
        action={pagePath("forSale", language)}
        method="get"
        role="search"
        className="mx-auto mt-8 flex max-w-md gap-2"
      >
        <label htmlFor="not-found-city" className="sr-only">
          {t("notFound.searchLabel")}
        </label>
        <input
          id="not-found-city"
          name="q"
          type="search"
          placeholder={t("notFound.searchPlaceholder")}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2.5"
        />
        <Button type="submit" variant="primary" size="md">
          {t("notFound.search")}
        </Button>
      </form>
      <ButtonLink to={pagePath("home", language)} variant="secondary" size="md" className="mt-6">
        {t("notFound.home")}
      </ButtonLink>
      <h2 className="mt-10 text-sm font-semibold uppercase tracking-widest text-stone-500">{t("notFound.popular")}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-3">
        {(Object.keys(popularPages) as (keyof typeof popularPages)[]).map((page) => (
          <li key={page}>
            <ButtonLink to={pagePath(page, language)} variant="outline" size="sm">
              {t(popularPages[page])}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
