/**
 * The pages the quality budgets hold for, in Dutch and French: `npm run audit` measures them
 * with Lighthouse, axe and the Nu HTML Checker, and the journeys check them with axe and vnu.
 */
export const auditedPages = [
  { name: "home", nl: "/nl/", fr: "/fr/" },
  { name: "for sale", nl: "/nl/te-koop/", fr: "/fr/a-vendre/" },
  {
    name: "property",
    nl: "/nl/te-koop/ranst/moderne-nieuwbouwwoning-met-3-slaapkamers-in-een-rustige-straat-in/4104213/",
    fr: "/fr/a-vendre/ranst/maison-neuve-contemporaine-avec-3-chambres-dans-une-rue-calme-a-ranst/4104213/",
  },
  {
    name: "project",
    nl: "/nl/projecten/edegem/residentie-drie-eiken/10/",
    fr: "/fr/projets/edegem/residence-drie-eiken/10/",
  },
  { name: "contact", nl: "/nl/contact/", fr: "/fr/contact/" },
  // Kept out of search engines on purpose (noindex): the audit checks that it is.
  { name: "owner login", nl: "/nl/login/", fr: "/fr/login/", noindex: true },
] as const;

export const auditedLanguages = ["nl", "fr"] as const;
