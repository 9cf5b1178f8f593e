import type { RouteConfig } from "@react-router/dev/routes";
import { index, route } from "@react-router/dev/routes";
import { languages } from "./domain/language";
import { feedbackPages, pages, passwordSegment, thanksSegment, visitSegment } from "./i18n/paths";
import { alertSegments } from "./alerts/segments";

// Localized public pages sit under their language segment; each language gets its own
// copy of a route, with the slugs of app/i18n/paths.ts.
function localized(language: (typeof languages)[number]) {
  const slug = (page: keyof typeof pages) => pages[page].slugs[language];
  return [
    route(`${language}`, "routes/home.tsx", { id: `home-${language}` }),
    route(`${language}/${slug("forSale")}`, "routes/properties.tsx", { id: `for-sale-${language}` }),
    route(`${language}/${slug("forRent")}`, "routes/properties.tsx", { id: `for-rent-${language}` }),
    route(`${language}/${slug("forSale")}/:city/:slug/:id`, "routes/property.tsx", { id: `property-sale-${language}` }),
    route(`${language}/${slug("forRent")}/:city/:slug/:id`, "routes/property.tsx", { id: `property-rent-${language}` }),
    route(`${language}/${slug("projects")}`, "routes/projects.tsx", { id: `projects-${language}` }),
    route(`${language}/${slug("projects")}/:city/:slug/:id`, "routes/project.tsx", { id: `project-${language}` }),
    route(`${language}/${slug("projects")}/:city/:projectSlug/:projectId/:slug/:id`, "routes/property.tsx", {
      id: `property-unit-${language}`,
    }),
    route(`${language}/${slug("favourites")}`, "routes/favourites.tsx", { id: `favourites-${language}` }),
    route(`${language}/${thanksSegment[language]}/:slug`, "routes/thanks.tsx", { id: `thanks-${language}` }),
    route(`${language}/${visitSegment[language]}/:token`, "routes/visit-confirmation.tsx", {
      id: `visit-confirmation-${language}`,
    }),
    route(`${language}/${visitSegment[language]}/:token/visit.ics`, "routes/visit-calendar.ts", {
      id: `visit-calendar-${language}`,
    }),
    route(`${language}/${slug("login")}`, "routes/login.tsx", { id: `login-${language}` }),
    route(`${language}/${slug("owner")}`, "routes/owner.tsx", { id: `owner-${language}` }),
    route(`${language}/${slug("login")}/${passwordSegment[language]}`, "routes/password.tsx", {
      id: `password-forgotten-${language}`,
    }),
    route(`${language}/${slug("login")}/${passwordSegment[language]}/:token`, "routes/password.tsx", {
      id: `password-new-${language}`,
    }),
    ...searchAlertRoutes(language),
    ...sitePages.map((page) =>
      route(`${language}/${slug(page)}`, "routes/site-page.tsx", { id: `page-${page}-${language}` }),
    ),
    ...articleSections.map((page) =>
      route(`${language}/${slug(page)}/:article`, "routes/article.tsx", { id: `article-${page}-${language}` }),
    ),
  ];
}

// Pages made of configured modules (content/site/menu.json), and those with articles below them.
const sitePages = [
  "selling",
  "letting",
  "addedValue",
  "team",
  "contact",
  "faq",
  "disclaimer",
  "privacy",
  "cookies",
  "freeValuation",
] as const;

// Search alerts (app/alerts, decision 026): the keep-me-informed form, its "check your mail"
// page (the static thank-you path outranks thanks/:slug), the confirmation link's page and the
// signed link to change or stop an alert, which also takes the RFC 8058 one-click POST.
function searchAlertRoutes(language: (typeof languages)[number]) {
  const form = `${language}/${pages.demandRegister.slugs[language]}`;
  const sent = `${language}/${thanksSegment[language]}/${feedbackPages["demand-register"][language]}`;
  return [
    route(form, "routes/search-alert.tsx", { id: `search-alert-${language}` }),
    route(sent, "routes/search-alert-sent.tsx", { id: `search-alert-sent-${language}` }),
    route(`${form}/${alertSegments.confirm[language]}/:token`, "routes/search-alert-confirm.tsx", {
      id: `search-alert-confirm-${language}`,
    }),
    route(`${form}/${alertSegments.manage[language]}/:token`, "routes/search-alert-manage.tsx", {
      id: `search-alert-manage-${language}`,
    }),
  ];
}

const articleSections = ["selling", "letting", "addedValue", "faq"] as const;

export default [
  // `/` sends the visitor to their remembered language, else the site default.
  index("routes/language-root.ts"),
  // Search engines (issue 6): robots.txt, the sitemap index and a sitemap per language.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap-index" }),
  route("sitemap/:file", "routes/sitemap.ts", { id: "sitemap-language" }),
  // Operations: answers 200 once the catalog snapshot is loaded.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // The home search block's suggestions, as JSON.
  route("api/suggestions", "routes/suggestions.ts"),
  // Responsive variants of every picture (app/media).
  route("images/:key/:file", "routes/image.ts"),
  // A cookie choice (issue 6).
  route("api/consent", "routes/consent.ts"),
  // The captcha's picture for forms sent without JavaScript.
  route("api/captcha/:token", "routes/captcha-picture.ts"),
  // A fresh ALTCHA challenge for the captcha widget (decision 017).
  route("api/captcha-challenge", "routes/captcha-challenge.ts"),
  // A requested document, behind a signed link that expires (app/leads/documents.server.ts).
  route("documents/:token", "routes/document.ts"),
  // The cards of the visitor's favourites, as JSON.
  route("api/properties", "routes/property-cards.ts"),
  // Matched as written: in any case, `/NL/TE-KOOP/` matched the sale list's route, whose loader
  // then took it for the rentals. The catch-all leads such a path to the page (decision 074).
  ...languages.flatMap(localized).map((entry) => ({ ...entry, caseSensitive: true })),
  // Original paths (301 to their localized path) and the 404 page.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
