import { z } from "zod";
import { languages } from "~/domain/language";
import { articles as articleSlugs, pages } from "~/i18n/paths";

// The site configuration (spec §3: Menu, Page params, Module, Banner, Footer column, Top bar
// item, Site settings, Category), kept as JSON under content/site/ and checked at start-up.

const text = z.string().trim().min(1);
/** A text in each of the four languages. */
export const localized = z.object({ nl: text, fr: text, en: text, de: text });
/** spec §3: title and description items carry a public flag. */
const publicText = localized.extend({ public: z.boolean().default(true) });
const status = z.enum(["Published", "Draft"]);
const pageKey = z.enum(Object.keys(pages) as [keyof typeof pages, ...(keyof typeof pages)[]]);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, "expected a colour like #1a363d");
/** A site path, page:KEY (a page of app/i18n/paths.ts), http(s), tel: or mailto:. */
const link = z.string().regex(/^(\/|https?:\/\/|tel:|mailto:|page:[a-zA-Z]+$)/, "expected /path, page:KEY, http(s)://, tel: or mailto:");
const image = z.string().regex(/^\/media\//, "expected a /media/ path");
const width = z.number().int().min(1).max(12);
const columns = z.object({ sm: width, md: width, lg: width });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected a lower-case slug");

const seoMetadata = z.object({
  pageTitle: text,
  metadataTitle: text,
  metadataDescription: text,
  ogTitle: text.optional(),
  ogType: text.default("website"),
  ogImage: image.optional(),
  ogDescription: text.optional(),
  twitterTitle: text.optional(),
  twitterSite: text.optional(),
  twitterImage: image.optional(),
  twitterDescription: text.optional(),
});

export const banner = z.object({
  bannerType: z.enum(["image", "gallery", "video", "color"]),
  title: localized.optional(),
  description: localized.optional(),
  image: image.optional(),
  images: z.array(image).default([]),
  video: z.string().regex(/^\/media\/.+\.(mp4|webm)$/, "expected a /media/ .mp4 or .webm").optional(),
  mobileVideo: z.string().regex(/^\/media\/.+\.(mp4|webm)$/).optional(),
  poster: image.optional(),
  bannerColor: color.optional(),
  bannerTransparent: z.boolean().default(false),
  showLogo: z.boolean().default(false),
});

const moduleRelation = z.object({
  type: z.enum(["article", "category", "property-list", "project-list", "contact", "form", "testimonials"]),
  /**
   * An article or category id; for property lists one of: featured, sale, rent, sold, rented;
   * for a form, the form's key in app/leads/forms.ts (site-contact, contact-demand, testimonial);
   * for testimonials, "approved".
   */
  id: z.string().min(1),
});

const pageModule = z.object({
  id: z.string().min(1),
  title: localized.optional(),
  titleSize: z.enum(["h2", "h3"]).default("h2"),
  description: localized.optional(),
  description2: localized.optional(),
  position: z.enum(["contentRow", "fullWidth"]).default("contentRow"),
  span: width.default(12),
  col: columns.optional(),
  sort: z.number().int(),
  view: z.enum(["single-view", "module-view", "news-view", "collapse-view", "ons-team-view", "card-view"]),
  class: z.string().optional(),
  backgroundType: z.enum(["none", "image", "color"]).default("none"),
  image: image.optional(),
  images: z.array(image).default([]),
  colorBackground: color.optional(),
  relations: z.array(moduleRelation).min(1),
  status,
  numberItemOfRow: z.number().int().min(1).max(4).default(4),
  maxItems: z.number().int().positive().default(4),
  isHasSubcategories: z.boolean().default(false),
});

const pageParams = z.object({
  title: publicText,
  description: localized.optional(),
  metadata: z.object({ nl: seoMetadata, fr: seoMetadata, en: seoMetadata, de: seoMetadata }),
  isActiveSEO: z.boolean().default(true),
  image: image.optional(),
  modules: z.array(pageModule).default([]),
  noReferrerNoFollow: z.boolean().default(false),
  redirect: z.boolean().default(false),
  redirectUrl: link.optional(),
  showBreadCrumb: z.boolean().default(true),
  showPageBanner: z.boolean().default(true),
  banner: banner.optional(),
});

/** A menu entry opens a page (`path`, a key of app/i18n/paths.ts) or, as a child, an article. */
const menuEntry = z.object({
  id: z.string().min(1),
  parentId: z.string().nullable(),
  name: localized,
  path: pageKey.optional(),
  article: z.string().optional(),
  status,
  createDate: z.iso.date(),
  modifyDate: z.iso.date(),
  sort: z.number().int(),
  /** spec §2: the home entry can be hidden from the menu. */
  hidden: z.boolean().default(false),
  params: pageParams.optional(),
});

export const menuFile = z.object({
  /** spec §2: the free-valuation button (to /contact-demand/) shows when this option is on. */
  showValuationButton: z.boolean(),
  entries: z.array(menuEntry).min(1),
});

const person = z.object({
  name: text,
  role: localized,
  phone: text,
  email: z.email(),
  photo: image,
  languages: z.array(z.enum(languages)).min(1),
});

const articleSections = Object.keys(articleSlugs) as [keyof typeof articleSlugs, ...(keyof typeof articleSlugs)[]];

export const articleFile = z.object({
  id: slug,
  category: z.string().min(1),
  status,
  date: z.iso.date(),
  /** Order within its category (news goes by date instead). */
  sort: z.number().int().default(100),
  image: image.optional(),
  /** Articles with their own page: under a section (slugs in app/i18n/paths.ts) or the FAQ. */
  page: z
    .union([
      z.object({ section: z.enum(articleSections), key: z.string().min(1) }),
      z.object({ faq: z.object({ nl: slug, fr: slug, en: slug, de: slug }) }),
    ])
    .optional(),
  title: localized,
  summary: localized,
  /** Markdown; links may use page:KEY for a localized site page. */
  body: localized,
  link: link.optional(),
  linkLabel: localized.optional(),
  person: person.optional(),
});

export const categoriesFile = z.array(
  z.object({ id: z.string().min(1), parentId: z.string().nullable(), name: localized, sort: z.number().int() }),
);

const footerColumn = z.object({
  title: publicText,
  introText: publicText.optional(),
  fullText: publicText.optional(),
  images: z.array(image).default([]),
  links: z.array(z.object({ label: localized, link })).default([]),
  col: columns,
});

export const footerFile = z.object({ columns: z.array(footerColumn).min(1), copyright: localized });

const topBarItem = z.object({
  label: localized,
  link,
  icon: z.enum(["phone", "mail", "pin", "clock", "facebook", "instagram", "linkedin"]),
  color: color.optional(),
  status,
});

export const topBarFile = z.object({ show: z.boolean(), left: z.array(topBarItem), right: z.array(topBarItem) });

export const settingsFile = z.object({
  languageDefault: z.enum(languages),
  languageUse: z.array(z.object({ code: z.enum(languages), use: z.boolean() })).min(1),
  analytics: z.object({
    analyticsId: z.string(),
    adsId: z.string(),
    tagManagerId: z.string(),
    socialPixelId: z.string(),
  }),
  /** The cookie policy's version: a new one asks every visitor again (issue 6 consent log). */
  cookiePolicyVersion: z.string().min(1),
  theme: z.object({ brand: color, brandDark: color, accent: color, sand: color }),
  /** spec §2: logo, menu and language switcher at configurable positions. */
  header: z.object({
    logo: z.enum(["left", "center"]).default("left"),
    languageSwitcher: z.enum(["header", "topBar"]).default("header"),
  }),
  agency: z.object({
    name: text,
    street: text,
    zip: z.string().regex(/^\d{4}$/),
    city: localized,
    phone: text,
    email: z.email(),
    openingHours: localized,
    mapUrl: z.url(),
    /** What the BIV requires every agency page to show (issue 6). */
    legal: z.object({
      tradeName: localized,
      companyNumber: z.string().regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, "expected a Belgian company number, 0123.456.789"),
      vatNumber: z.string().regex(/^BE [01]\d{3}\.\d{3}\.\d{3}$/, "expected BE 0123.456.789"),
      professionalTitle: localized,
      bivNumber: text,
      insurer: text,
      policyNumber: text,
      codeOfConductUrl: z.url(),
    }),
  }),
  /** Where leads go (DESIGN.md: stored first, then mailed) and how forms are guarded. */
  forms: z.object({
    leadsTo: z.email(),
    mailFrom: z.email(),
    /** The site setting that switches the captcha off (issue 5). */
    captcha: z.boolean(),
    /** Days a rent applicant's CV is kept (the Belgian DPA's practice: 90). */
    uploadRetentionDays: z.number().int().min(1).max(365).default(90),
  }),
  defaultBanner: banner,
  /** The map's tiles (DESIGN.md: Leaflet with a configurable tile URL). */
  map: z.object({
    tileUrl: z.string().regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, "expected an https URL with {z}, {x} and {y}"),
    attribution: text,
    maxZoom: z.number().int().min(1).max(22),
  }),
  /** spec §2 and §3: the home page's search block. Descriptions may hold {{sale}} and {{rent}}. */
  searchBlock: z.object({
    showLogo: z.boolean(),
    title: publicText,
    description: publicText,
    description2: publicText.optional(),
    showSearchInput: z.boolean(),
    showSearchButton: z.boolean(),
    showSearchCount: z.boolean(),
    showCountProperty: z.boolean(),
  }),
});

export type Localized = z.infer<typeof localized>;
export type Banner = z.infer<typeof banner>;
export type MenuFile = z.infer<typeof menuFile>;
export type MenuEntry = z.infer<typeof menuEntry>;
export type PageModule = z.infer<typeof pageModule>;
export type Article = z.infer<typeof articleFile>;
export type Category = z.infer<typeof categoriesFile>[number];
export type Footer = z.infer<typeof footerFile>;
export type TopBar = z.infer<typeof topBarFile>;
export type Settings = z.infer<typeof settingsFile>;
