import type { Language } from "~/domain/language";

// Every localized path of the site in one dictionary (docs/decisions/002-localized-paths.md).
// Dutch paths are exactly those of spec §2; fr/en/de follow the same shape.

type Slugs = Record<Language, string>;

/** Site pages: the key names the page; `original` is its path on the old site (spec §2). */
export const pages = {
  home: { original: "/", slugs: { nl: "", fr: "", en: "", de: "" } },
  forSale: { original: "/for-sale/", slugs: { nl: "te-koop", fr: "a-vendre", en: "for-sale", de: "zu-verkaufen" } },
  forRent: { original: "/for-rent/", slugs: { nl: "te-huur", fr: "a-louer", en: "for-rent", de: "zu-vermieten" } },
  projects: { original: "/Projecten/", slugs: { nl: "projecten", fr: "projets", en: "projects", de: "projekte" } },
  contact: { original: "/contact/", slugs: { nl: "contact", fr: "contact", en: "contact", de: "kontakt" } },
  demandRegister: {
    original: "/demand-register/",
    slugs: {
      nl: "hou-mij-op-de-hoogte",
      fr: "tenez-moi-informe",
      en: "keep-me-informed",
      de: "auf-dem-laufenden-bleiben",
    },
  },
  freeValuation: {
    original: "/contact-demand/",
    slugs: { nl: "gratis-schatting", fr: "estimation-gratuite", en: "free-valuation", de: "kostenlose-bewertung" },
  },
  selling: { original: "/verkopen/", slugs: { nl: "verkopen", fr: "vendre", en: "selling", de: "verkaufen" } },
  letting: { original: "/verhuren/", slugs: { nl: "verhuren", fr: "louer", en: "letting", de: "vermieten" } },
  addedValue: {
    original: "/Onze-meerwaarde/",
    slugs: { nl: "onze-meerwaarde", fr: "notre-valeur-ajoutee", en: "our-added-value", de: "unser-mehrwert" },
  },
  team: { original: "/ons-team/", slugs: { nl: "ons-team", fr: "notre-equipe", en: "our-team", de: "unser-team" } },
  disclaimer: {
    original: "/disclaimer/",
    slugs: { nl: "disclaimer", fr: "avertissement", en: "disclaimer", de: "haftungsausschluss" },
  },
  privacy: {
    original: "/privacy-statement/",
    slugs: {
      nl: "privacy-statement",
      fr: "declaration-de-confidentialite",
      en: "privacy-statement",
      de: "datenschutzerklaerung",
    },
  },
  cookies: {
    original: "/cookie-policy/",
    slugs: { nl: "cookie-policy", fr: "politique-de-cookies", en: "cookie-policy", de: "cookie-richtlinie" },
  },
  login: { original: "/login/", slugs: { nl: "login", fr: "login", en: "login", de: "login" } },
  // Not in the spec's path table: the owner's statistics, behind the login.
  owner: { original: "/owner/", slugs: { nl: "eigenaar", fr: "proprietaire", en: "owner", de: "eigentuemer" } },
  faq: { original: "/faq/", slugs: { nl: "faq", fr: "faq", en: "faq", de: "faq" } },
  // Not in the spec: the visitor's favourites, kept in the browser.
  favourites: {
    original: "/favourites/",
    slugs: { nl: "favorieten", fr: "favoris", en: "favourites", de: "favoriten" },
  },
} as const satisfies Record<string, { original: string; slugs: Slugs }>;

export type PageKey = keyof typeof pages;

/** The thank-you segment and its pages: /feedback/{original}/ maps to /{lang}/{thanks}/{slug}/. */
export const thanksSegment: Slugs = { nl: "bedankt", fr: "merci", en: "thank-you", de: "danke" };

/** Under the login: the owner's password forgotten, and the link to choose a new one. */
export const passwordSegment: Slugs = { nl: "wachtwoord", fr: "mot-de-passe", en: "password", de: "passwort" };

/** The link in a visit request's mail: /{lang}/{visit}/{token}/ confirms the visit (noindex). */
export const visitSegment: Slugs = {
  nl: "bezoek-bevestigen",
  fr: "confirmer-la-visite",
  en: "confirm-visit",
  de: "besichtigung-bestaetigen",
};

export const feedbackPages = {
  "contact-me": { nl: "contact-me", fr: "contactez-moi", en: "contact-me", de: "rueckruf" },
  "contact-appointment": { nl: "contact-appointment", fr: "rendez-vous", en: "appointment", de: "termin" },
  "contact-construction": { nl: "contact-construction", fr: "projet-neuf", en: "new-build", de: "neubau" },
  "contact-demand": {
    nl: "gratis-schatting",
    fr: "estimation-gratuite",
    en: "free-valuation",
    de: "kostenlose-bewertung",
  },
  "demand-register": { nl: "demand-register", fr: "recherche-enregistree", en: "search-registered", de: "suchauftrag" },
  "send-to-friend": { nl: "send-to-friend", fr: "envoyer-a-un-ami", en: "send-to-friend", de: "an-freunde-senden" },
  "site-contact": {
    nl: "hoe-kunnen-wij-u-helpen",
    fr: "comment-pouvons-nous-vous-aider",
    en: "how-can-we-help",
    de: "wie-koennen-wir-helfen",
  },
  "sign-newsletter": { nl: "hou-me-op-de-hoogte", fr: "tenez-moi-au-courant", en: "keep-me-posted", de: "newsletter" },
  // Beyond spec §2: the thank-you pages of forms the original site did not have.
  "request-documents": {
    nl: "documenten-aangevraagd",
    fr: "documents-demandes",
    en: "documents-requested",
    de: "dokumente-angefordert",
  },
  "purchase-offer": { nl: "bod", fr: "offre", en: "offer", de: "kaufangebot" },
  testimonial: { nl: "getuigenis", fr: "temoignage", en: "testimonial", de: "erfahrungsbericht" },
  "rent-application": {
    nl: "huuraanvraag",
    fr: "candidature-location",
    en: "rental-application",
    de: "mietbewerbung",
  },
  "testing-testing": { nl: "testing-testing", fr: "testing-testing", en: "testing-testing", de: "testing-testing" },
} as const satisfies Record<string, Slugs>;

export type FeedbackKey = keyof typeof feedbackPages;

/** Articles under a section page (spec §2 "Articles"). `original` is the old slug where it differs. */
export const articles = {
  selling: {
    valuation: { nl: "waardebepaling", fr: "estimation", en: "valuation", de: "wertermittlung" },
    marketing: { nl: "marketing", fr: "marketing", en: "marketing", de: "marketing" },
    salesStrategy: { nl: "verkoopstrategie", fr: "strategie-de-vente", en: "sales-strategy", de: "verkaufsstrategie" },
    fileManagement: { nl: "dossierbeheer", fr: "gestion-de-dossier", en: "file-management", de: "aktenverwaltung" },
  },
  letting: {
    fileManagement: { nl: "dossierbeheer", fr: "gestion-de-dossier", en: "file-management", de: "aktenverwaltung" },
    marketing: { nl: "marketing", fr: "marketing", en: "marketing", de: "marketing" },
    inventory: {
      nl: "kwalitatieve-plaatsbeschrijvingen",
      fr: "etats-des-lieux",
      en: "inventory-reports",
      de: "uebergabeprotokolle",
      original: "plaatsbeschrijvingen",
    },
  },
  addedValue: {
    saleAndRental: {
      nl: "verkoop-en-verhuur",
      fr: "vente-et-location",
      en: "sale-and-rental",
      de: "verkauf-und-vermietung",
    },
    personalApproach: {
      nl: "persoonlijke-aanpak",
      fr: "approche-personnelle",
      en: "personal-approach",
      de: "persoenliche-betreuung",
    },
    noSaleNoCost: {
      nl: "niet-verkocht-geen-kosten",
      fr: "pas-vendu-pas-de-frais",
      en: "no-sale-no-cost",
      de: "kein-verkauf-keine-kosten",
    },
    flexibility: { nl: "flexibiliteit", fr: "flexibilite", en: "flexibility", de: "flexibilitaet" },
    marketingPlan: {
      nl: "marketingplan-op-maat",
      fr: "plan-marketing-sur-mesure",
      en: "tailored-marketing-plan",
      de: "massgeschneiderter-marketingplan",
    },
    negotiators: {
      nl: "ervaren-onderhandelaars",
      fr: "negociateurs-experimentes",
      en: "experienced-negotiators",
      de: "erfahrene-verhandler",
    },
  },
} as const;

export type ArticleSection = keyof typeof articles;
