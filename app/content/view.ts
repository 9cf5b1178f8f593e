import type { PropertyCard, ProjectCard } from "~/catalog/snapshot";
import type { PageFormKind } from "~/leads/forms";
import type { TestimonialView } from "~/leads/testimonials.server";

export interface Option {
  value: string;
  label: string;
}

// What the layout and the site pages render, in one language: plain data for the components.

export interface LinkView {
  label: string;
  href: string;
  newTab: boolean;
}

export interface TopBarItemView extends LinkView {
  icon: "phone" | "mail" | "pin" | "clock" | "facebook" | "instagram" | "linkedin";
  color: string | null;
}

export interface MenuItemView extends LinkView {
  children: LinkView[];
  /** spec §3 noReferrerNoFollow: the link carries rel="noreferrer nofollow". */
  rel: string | undefined;
}

export interface FooterColumnView {
  title: string | null;
  intro: string | null;
  lines: string[];
  links: LinkView[];
  col: { sm: number; md: number; lg: number };
}

export interface AgencyView {
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  phoneHref: string;
  email: string;
  openingHours: string;
  mapUrl: string;
}

export interface LayoutView {
  topBar: { left: TopBarItemView[]; right: TopBarItemView[] } | null;
  menu: MenuItemView[];
  valuation: LinkView | null;
  footer: {
    columns: FooterColumnView[];
    copyright: string;
    legal: LinkView[];
    /** What the BIV requires every page to show: identity, title, supervisor, insurance, code. */
    legalNotice: { lines: string[]; codeOfConduct: LinkView };
  };
  agency: AgencyView;
  theme: { brand: string; brandDark: string; accent: string; sand: string };
  header: { logo: "left" | "center"; languageSwitcher: "header" | "topBar" };
}

export interface BannerView {
  type: "image" | "gallery" | "video" | "color";
  title: string | null;
  description: string | null;
  images: string[];
  video: string | null;
  mobileVideo: string | null;
  poster: string | null;
  color: string | null;
  transparent: boolean;
  showLogo: boolean;
}

export interface ArticleView {
  id: string;
  title: string;
  summary: string;
  html: string;
  date: string;
  image: string | null;
  href: string | null;
  link: LinkView | null;
  person: { role: string; phone: string; phoneHref: string; email: string; photo: string; languages: string[] } | null;
}

interface ModuleBase {
  id: string;
  title: string | null;
  titleSize: "h2" | "h3";
  description: string | null;
  perRow: number;
  background: { image: string | null; color: string | null };
}

export type ModuleView = ModuleBase &
  (
    | { view: "single-view" | "module-view" | "card-view"; kind: "article"; article: ArticleView }
    | { view: "news-view" | "collapse-view" | "ons-team-view" | "card-view"; kind: "articles"; articles: ArticleView[] }
    | { view: "card-view"; kind: "properties"; properties: PropertyCard[]; more: LinkView | null }
    | { view: "card-view"; kind: "projects"; projects: ProjectCard[] }
    | { kind: "contact"; view: "single-view" }
    | { kind: "form"; view: "single-view"; form: PageFormKind; types: Option[] }
    | { kind: "testimonials"; view: "card-view"; testimonials: TestimonialView[] }
  );

export interface Crumb {
  label: string;
  href: string | null;
}

/** spec §2: the home-page search block, as configured. */
export interface SearchBlockView {
  showLogo: boolean;
  title: string | null;
  description: string | null;
  description2: string | null;
  showInput: boolean;
  showButtons: boolean;
  showCounts: boolean;
  showPanelCounts: boolean;
  totals: { sale: number; rent: number };
}
