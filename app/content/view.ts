import type { ProjectCard, PropertyCardView } from "~/catalog/snapshot";
import type { PageFormKind } from "~/leads/forms";
import type { Language } from "~/domain/language";
import type { PageKey } from "~/i18n/paths";
import type { Crumb, LinkView, Option } from "~/ui/layout";
import type { TestimonialView } from "~/leads/testimonials";

// What the site pages render, in one language: plain data for the components. The frame's own
// data (menus, footer, agency) is typed in app/ui/layout.ts, which the frame owns.

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
    | { view: "card-view"; kind: "properties"; properties: PropertyCardView[]; more: LinkView | null }
    | { view: "card-view"; kind: "projects"; projects: ProjectCard[] }
    | { kind: "contact"; view: "single-view" }
    | { kind: "form"; view: "single-view"; form: PageFormKind; types: Option[] }
    | { kind: "testimonials"; view: "card-view"; testimonials: TestimonialView[] }
  );

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

/** An article with a page of its own (spec §2 "Articles"), and where it sits. */
export interface ArticlePage {
  article: ArticleView;
  section: PageKey;
  banner: BannerView | null;
  breadcrumb: Crumb[];
  alternates: Record<Language, string>;
}
