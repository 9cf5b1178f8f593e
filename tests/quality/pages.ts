/**
 * The pages the quality budgets hold for. `npm run audit` measures the Lighthouse sample in
 * Dutch and French, and runs axe on a page of every type in the four languages at each phone
 * width; the journeys check every type with axe in the four languages at two phone widths each
 * (all five in turn), for console errors, and the Lighthouse sample with the Nu HTML Checker.
 */

export const qualityLanguages = ["nl", "fr", "en", "de"] as const;
export type QualityLanguage = (typeof qualityLanguages)[number];

/** The widths of the phones visitors use, from the narrowest to the widest (issue 14). */
export const phoneWidths = [360, 375, 390, 412, 430] as const;

/**
 * The two phone widths one page is measured at in a language: every page type meets each of the
 * five widths in its four languages (`npm run audit` measures every width in every language).
 * The first is measured at the top, the second at the bottom, with the footer and the floating
 * buttons.
 */
export function sampledWidths(typeIndex: number, languageIndex: number): number[] {
  const first = (typeIndex + 2 * languageIndex) % phoneWidths.length;
  return [...phoneWidths.slice(first), ...phoneWidths.slice(0, first)].slice(0, 2);
}

export type PageType = {
  name: string;
  paths: Record<QualityLanguage, string>;
  /** Measured by Lighthouse in `npm run audit` (in Dutch and French). */
  lighthouse?: boolean;
  /** Kept out of search engines on purpose: the audit checks that it is. */
  noindex?: boolean;
  /** Holds lead forms, whose code loads once the visitor turns to them. */
  forms?: boolean;
  /** The status the page answers with, when not 200. */
  status?: number;
};

const sale = {
  nl: "/nl/te-koop/ranst/moderne-nieuwbouwwoning-met-3-slaapkamers-in-een-rustige-straat-in/4104213/",
  fr: "/fr/a-vendre/ranst/maison-neuve-contemporaine-avec-3-chambres-dans-une-rue-calme-a-ranst/4104213/",
  en: "/en/for-sale/ranst/modern-new-build-house-with-3-bedrooms-on-a-quiet-street-in-ranst/4104213/",
  de: "/de/zu-verkaufen/ranst/modernes-neubauhaus-mit-3-schlafzimmern-in-ruhiger-strasse-in-ranst/4104213/",
};

/** A page of every type a visitor meets, in the four languages. */
export const pageTypes: PageType[] = [
  { name: "home", paths: { nl: "/nl/", fr: "/fr/", en: "/en/", de: "/de/" }, lighthouse: true },
  {
    name: "for sale",
    paths: { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/", de: "/de/zu-verkaufen/" },
    lighthouse: true,
  },
  {
    name: "for rent",
    paths: { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/", de: "/de/zu-vermieten/" },
  },
  { name: "property", paths: sale, lighthouse: true, forms: true },
  {
    name: "property for rent",
    paths: {
      nl: "/nl/te-huur/borgerhout/ruime-gezinswoning-met-4-slaapkamers-en-dubbele-garage-te-borgerhout/4104069/",
      fr: "/fr/a-louer/borgerhout/maison-familiale-spacieuse-avec-4-chambres-et-double-garage-a/4104069/",
      en: "/en/for-rent/borgerhout/spacious-family-home-with-4-bedrooms-and-double-garage-in-borgerhout/4104069/",
      de: "/de/zu-vermieten/borgerhout/geraumiges-familienhaus-mit-4-schlafzimmern-und-doppelgarage-in/4104069/",
    },
    forms: true,
  },
  {
    name: "sold property",
    paths: {
      nl: "/nl/te-koop/stabroek/perceel-bouwgrond-van-490-m2-in-een-groene-omgeving-te-stabroek/4100749/",
      fr: "/fr/a-vendre/stabroek/terrain-a-batir-de-490-m2-dans-un-cadre-verdoyant-a-stabroek/4100749/",
      en: "/en/for-sale/stabroek/building-plot-of-490-m2-in-green-surroundings-in-stabroek/4100749/",
      de: "/de/zu-verkaufen/stabroek/baugrundstuck-mit-490-m2-in-gruner-umgebung-in-stabroek/4100749/",
    },
    forms: true,
  },
  {
    name: "projects",
    paths: { nl: "/nl/projecten/", fr: "/fr/projets/", en: "/en/projects/", de: "/de/projekte/" },
  },
  {
    name: "project",
    paths: {
      nl: "/nl/projecten/edegem/residentie-drie-eiken/10/",
      fr: "/fr/projets/edegem/residence-drie-eiken/10/",
      en: "/en/projects/edegem/drie-eiken-residence/10/",
      de: "/de/projekte/edegem/residenz-drie-eiken/10/",
    },
    lighthouse: true,
    forms: true,
  },
  {
    name: "contact",
    paths: { nl: "/nl/contact/", fr: "/fr/contact/", en: "/en/contact/", de: "/de/kontakt/" },
    lighthouse: true,
    forms: true,
  },
  {
    name: "valuation",
    paths: {
      nl: "/nl/gratis-schatting/",
      fr: "/fr/estimation-gratuite/",
      en: "/en/free-valuation/",
      de: "/de/kostenlose-bewertung/",
    },
    forms: true,
  },
  {
    name: "article",
    paths: {
      nl: "/nl/faq/hoeveel-registratiebelasting-betaal-ik-bij-de-aankoop-van-een-woning/",
      fr: "/fr/faq/combien-de-droits-d-enregistrement-paie-t-on-a-l-achat-d-une-habitation/",
      en: "/en/faq/how-much-registration-duty-do-i-pay-when-buying-a-home/",
      de: "/de/faq/wie-hoch-sind-die-registrierungsgebuehren-beim-kauf-einer-wohnung/",
    },
  },
  {
    name: "team",
    paths: { nl: "/nl/ons-team/", fr: "/fr/notre-equipe/", en: "/en/our-team/", de: "/de/unser-team/" },
  },
  {
    name: "favourites",
    paths: { nl: "/nl/favorieten/", fr: "/fr/favoris/", en: "/en/favourites/", de: "/de/favoriten/" },
  },
  {
    name: "search alert",
    paths: {
      nl: "/nl/hou-mij-op-de-hoogte/",
      fr: "/fr/tenez-moi-informe/",
      en: "/en/keep-me-informed/",
      de: "/de/auf-dem-laufenden-bleiben/",
    },
  },
  {
    name: "thank-you",
    paths: {
      nl: "/nl/bedankt/hoe-kunnen-wij-u-helpen/",
      fr: "/fr/merci/comment-pouvons-nous-vous-aider/",
      en: "/en/thank-you/how-can-we-help/",
      de: "/de/danke/wie-koennen-wir-helfen/",
    },
  },
  {
    name: "owner login",
    paths: { nl: "/nl/login/", fr: "/fr/login/", en: "/en/login/", de: "/de/login/" },
    lighthouse: true,
    noindex: true,
  },
  {
    name: "not found",
    paths: {
      nl: "/nl/bestaat-niet/",
      fr: "/fr/n-existe-pas/",
      en: "/en/does-not-exist/",
      de: "/de/gibt-es-nicht/",
    },
    status: 404,
  },
];

/** The pages Lighthouse measures, in the languages it measures them in. */
export const auditedPages = pageTypes.filter((page) => page.lighthouse);
export const auditedLanguages = ["nl", "fr"] as const;

/** The page type of that name. */
export function pageType(name: string): PageType {
  const found = pageTypes.find((type) => type.name === name);
  if (!found) throw new Error(`No page type named ${name}`);
  return found;
}
