import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import type { Language } from "~/domain/language";
import { defaultLanguage, enabledLanguages, pageLanguage } from "~/i18n/config";
import { I18nProvider } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { nl } from "~/i18n/locales/nl";
import { ErrorPage } from "~/ui/error-page";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "~/ui/site-header";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  return { language, messages: catalogues[language], enabledLanguages };
}

/** The alternates of the deepest route that declares them; home pages otherwise. */
function useAlternates(): Alternates {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData;
    if (data && typeof data === "object" && "alternates" in data) return data.alternates as Alternates;
  }
  return alternatesOf((language) => pagePath("home", language));
}

/** spec §1: the chosen language is cached in local storage; the cookie lets `/` honour it. */
function useRememberLanguage(language: Language) {
  useEffect(() => {
    try {
      localStorage.setItem("language", language);
    } catch {
      // Storage can be disabled; the cookie still remembers.
    }
    document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
  }, [language]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? defaultLanguage;
  const messages = data?.messages ?? nl;
  const alternates = useAlternates();
  useRememberLanguage(language);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a363d" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <I18nProvider language={language} messages={messages}>
          <SiteHeader alternates={alternates} languages={data?.enabledLanguages ?? enabledLanguages} />
          <main id="content" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const kind = (error.data as { kind?: unknown } | null)?.kind;
    return <ErrorPage status={error.status} propertyNotFound={kind === "property"} />;
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={500} stack={stack} />;
}
