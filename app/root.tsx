import { useEffect } from "react";
import type { CSSProperties } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import fraunces400 from "./ui/fonts/fraunces-400.woff2?url";
import favicon from "../public/favicon.svg?inline";
import { requireCatalog } from "~/catalog/catalog.server";
import { layoutFor } from "~/content/layout.server";
import { enabledLanguages, pageLanguage, site } from "~/content/site.server";
import type { LayoutView } from "~/ui/layout";
import type { Language } from "~/domain/language";
import { languageCookie, languageOfPath, slashedPagePath } from "~/i18n/config";
import { catalogueChunks } from "~/i18n/catalogue-chunks.server";
import { LanguageProvider, useFollowUpTexts, useI18n } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";
import { alternatesOf, pagePath } from "~/i18n/links";
import { consentCookie, isPreviewPath, readConsent } from "~/consent/consent";
import { newCaptcha } from "~/leads/captcha.server";
import { serverSecret } from "~/platform/secrets.server";
import { Analytics, consentDefaults } from "~/consent/components/analytics";
import { CookieConsent } from "~/consent/components/cookie-consent";
import { ErrorPage } from "~/ui/error-page";
import { FixedButtons } from "~/ui/fixed-buttons";
import { LanguageSwitcher } from "~/ui/language-switcher";
import { useNonce } from "~/ui/nonce";
import { Scripts } from "~/ui/scripts";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "~/ui/site-header";
import { Stylesheet } from "~/ui/stylesheet";
import { TopBar } from "~/ui/top-bar";
import { WordmarkOutline } from "~/ui/wordmark";
import { WholeEnd } from "~/ui/parsed-whole";

export const links: Route.LinksFunction = () => [
  // Within the page (decision 051): the browser asks for no file of its own for it.
  { rel: "icon", href: favicon, type: "image/svg+xml" },
  // The headings' face is shown only if it is there for the first paint (app.css): ask for it first.
  { rel: "preload", href: fraunces400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * A page's address without its closing slash is sent on to the page's own (`slashedPagePath`).
 * Every page and form needs the catalog: while this instance cannot load it, every request but
 * the health checks gets one honest 503 (issue 15), never a 500.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ url, request }) => {
    const slashed = request.method === "GET" || request.method === "HEAD" ? slashedPagePath(url.pathname) : null;
    if (slashed) throw redirect(slashed + url.search, 301);
  },
  async ({ url }) => {
    if (url.pathname !== "/healthz" && url.pathname !== "/readyz") await requireCatalog(pageLanguage(url));
  },
];

export function loader({ url, request }: Route.LoaderArgs) {
  // A language that the site settings switch off has no pages.
  const chosen = languageOfPath(url.pathname, enabledLanguages());
  const language = pageLanguage(url);
  // The 404 page then has no layout data: it gets its language with the error.
  if (languageOfPath(url.pathname) && !chosen) throw data({ language }, { status: 404 });
  const headers = new Headers();
  // spec §4: a setcookies parameter clears the saved consent, so the dialog asks again.
  const { analytics, cookiePolicyVersion } = site().settings;
  const reset = url.searchParams.has("setcookies");
  if (reset) headers.append("Set-Cookie", `${consentCookie}=; Path=/; Max-Age=0; SameSite=Lax`);
  const consent = reset ? null : readConsent(request.headers.get("Cookie"), cookiePolicyVersion);
  return data(
    {
      language,
      // The words come as files of their own, cached for good (decisions 024, 045).
      catalogue: catalogueChunks(language),
      enabledLanguages: enabledLanguages(),
      layout: layoutFor(language, new Date().getFullYear()),
      consent: { categories: consent?.categories ?? null, ask: !consent && !isPreviewPath(url.pathname) },
      analytics,
      // A fresh captcha challenge for the page's forms (issue 5), unless the setting is off.
      captcha: site().settings.forms.captcha ? newCaptcha(serverSecret("captcha")) : null,
    },
    { headers },
  );
}

/**
 * The root's data changes only with the language, a form sent (a consent choice, or a form that
 * needs a fresh captcha: any answer, a refusal too, spends the picture's token), a `setcookies`
 * link, or a reload of the same URL. Other navigations, a list's filters included, keep it: it
 * carries the whole layout (decision 024).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (formMethod && formMethod !== "GET") return true;
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  if (nextUrl.searchParams.has("setcookies")) return true;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

/** What the deepest route says about itself: its alternates, and whether it opens with a banner. */
function usePageFrame(): { alternates: Alternates; overBanner: boolean } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData;
    if (data && typeof data === "object" && "alternates" in data) {
      return { alternates: data.alternates as Alternates, overBanner: "banner" in data && Boolean(data.banner) };
    }
  }
  return { alternates: alternatesOf((language) => pagePath("home", language)), overBanner: false };
}

/**
 * spec §1: the chosen language is cached in local storage, and in a cookie that lets `/` send
 * the visitor back to it. The page sets the cookie, not the server: a page that sets no cookie
 * can be served from a cache to everyone (decision 034). An inline script in the head sets it in
 * a task of its own, just after the page's first part is read, so a visitor who leaves before the
 * page has hydrated is remembered too; not in the reading itself, where the cookie's and the
 * storage's round trips to the browser held up the first paint (decision 075). The effect keeps
 * it true after a navigation in the page. Without JavaScript, `/` follows the browser's languages.
 */
const languageCookieLine = (language: Language) =>
  `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
const rememberLanguageScript = (language: Language) =>
  `setTimeout(function(){document.cookie=${JSON.stringify(languageCookieLine(language))};` +
  `try{localStorage.setItem("language",${JSON.stringify(language)})}catch(e){}});`;

/**
 * Marks the page once its scripts have run (they come after its first photo, decision 042):
 * `data-scripted` on the root element. Nothing on the site reads it; the journeys wait for it
 * before they test what the scripts do (tests/e2e/support/test.ts).
 */
function useMarkScripted() {
  useEffect(() => {
    document.documentElement.dataset.scripted = "";
  }, []);
}

function useRememberLanguage(language: Language) {
  useEffect(() => {
    document.cookie = languageCookieLine(language);
    try {
      localStorage.setItem("language", language);
    } catch {
      // Storage can be disabled; the cookie still remembers.
    }
  }, [language]);
}

function themeStyle(theme: LayoutView["theme"] | undefined): CSSProperties | undefined {
  if (!theme) return undefined;
  return {
    "--color-brand-700": theme.brand,
    "--color-brand-900": theme.brandDark,
    "--color-accent-500": theme.accent,
    "--color-sand-50": theme.sand,
  } as CSSProperties;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? "nl";
  const frame = usePageFrame();
  // Every inline script carries the response's nonce (Content-Security-Policy, decision 016).
  const nonce = useNonce();
  // The catalogue's files the page's scripts bring: its follow-up texts only where a route shows them.
  const followUp = useFollowUpTexts();
  const catalogue = data ? [data.catalogue.common, followUp ? data.catalogue.followUp : null] : [];
  useRememberLanguage(language);
  useMarkScripted();
  return (
    <html lang={language} style={themeStyle(data?.layout.theme)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13282d" />
        {/* Consent Mode v2 defaults, before any tag can load (issue 6); the language to come back to. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: consentDefaults(data?.consent.categories ?? null) + rememberLanguageScript(language),
          }}
        />
        <Meta />
        {/* Without the nonce (React Router would give them the page's): the policy lets in the site's
            own files (decision 016), and each nonce is a hole in the page's cached copy (decision 034). */}
        <Links nonce="" />
        <Stylesheet />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <WordmarkOutline />
        <LanguageProvider language={language}>
          {data ? (
            <Frame
              layout={data.layout}
              languages={data.enabledLanguages}
              {...frame}
              dialog={data.consent.ask ? <CookieConsent /> : null}
              after={<Analytics ids={data.analytics} categories={data.consent.categories} />}
            >
              {children}
            </Frame>
          ) : (
            <main id="content">{children}</main>
          )}
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} extra={catalogue} />
      </body>
    </html>
  );
}

function Frame(props: {
  layout: LayoutView;
  languages: Language[];
  alternates: Alternates;
  overBanner: boolean;
  children: React.ReactNode;
  /**
   * The cookie dialog: early in the HTML, so that it is there when the page is first painted. It
   * sits at the bottom of the screen and would grow upwards as it is parsed: app.css lays it out
   * only once whole ([data-whole]).
   */
  dialog: React.ReactNode;
  /** What follows the page: the analytics tags. */
  after: React.ReactNode;
}) {
  const { layout } = props;
  const { t } = useI18n();
  return (
    <>
      <a
        href="#content"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t("site.skipToContent")}
      </a>
      {props.dialog}
      {/* Whole or not at all: a half-parsed header grows as its later items come. */}
      <div data-whole="" className="relative z-40 print:hidden">
        {layout.topBar ? (
          <TopBar
            left={layout.topBar.left}
            right={layout.topBar.right}
            switcher={
              layout.header.languageSwitcher === "topBar" ? (
                <LanguageSwitcher alternates={props.alternates} languages={props.languages} />
              ) : undefined
            }
          />
        ) : null}
        <SiteHeader
          layout={layout}
          alternates={props.alternates}
          languages={props.languages}
          overBanner={props.overBanner}
        />
        <WholeEnd />
      </div>
      <main id="content" className="flex-1">
        {props.overBanner ? null : <div aria-hidden="true" className="h-[4.75rem] sm:h-[5.25rem] print:hidden" />}
        {props.children}
      </main>
      <SiteFooter footer={layout.footer} />
      <FixedButtons agency={layout.agency} />
      {props.after}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const { kind, language } = (error.data ?? {}) as { kind?: unknown; language?: Language };
    const page = <ErrorPage status={error.status} propertyNotFound={kind === "property"} />;
    return language ? <LanguageProvider language={language}>{page}</LanguageProvider> : page;
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={500} stack={stack} />;
}
