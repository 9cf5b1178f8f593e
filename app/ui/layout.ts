import { useRouteLoaderData } from "react-router";

// The frame's data (top bar, menu, footer, the agency's details), in one language, as the root
// loader builds it from the site settings (app/content/layout.server.ts).

export interface Option {
  value: string;
  label: string;
}

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

export interface Crumb {
  label: string;
  href: string | null;
}

/** The layout the root loader built for this request. */
export function useLayout(): LayoutView {
  const data = useRouteLoaderData("root") as { layout?: LayoutView } | undefined;
  if (!data?.layout) throw new Error("useLayout needs the root loader's layout");
  return data.layout;
}

/** The agency's name from the site settings, for a page title; where the layout is missing (the 404 of a switched-off language) the catalogue's. */
export function useAgencyName(fallback: string): string {
  const data = useRouteLoaderData("root") as { layout?: LayoutView } | undefined;
  return data?.layout?.agency.name ?? fallback;
}
