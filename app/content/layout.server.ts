import type { Language } from "~/domain/language";
import { phoneHref } from "~/domain/phone";
import { articlePath, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { Article, MenuEntry } from "./schema";
import { opensNewTab, resolveLink } from "./links";
import { site } from "./site.server";
import type { AgencyView, LayoutView, LinkView, MenuItemView } from "~/ui/layout";

// The frame of every page (spec §2 "Layout"), in one language. Only Published items show.

const published = <T extends { status: string }>(items: T[]) => items.filter((item) => item.status === "Published");
const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

function link(label: string, target: string, language: Language): LinkView {
  const href = resolveLink(target, language);
  return { label, href, newTab: opensNewTab(href) };
}

/** The path of an article that has a page of its own, else null. */
export function articleHref(article: Article, language: Language): string | null {
  const page = article.page;
  if (!page) return null;
  if ("faq" in page) return `${pagePath("faq", language)}${page.faq[language]}/`;
  return articlePath(page.section, page.key, language);
}

function menuItem(entry: MenuEntry, children: MenuEntry[], language: Language): MenuItemView {
  const { articles } = site();
  return {
    label: entry.name[language],
    href: entry.path ? pagePath(entry.path, language) : "",
    newTab: false,
    rel: entry.params?.noReferrerNoFollow ? "noreferrer nofollow" : undefined,
    children: published(children)
      .sort(bySort)
      .flatMap((child) => {
        const article = child.article ? articles.get(child.article) : undefined;
        const href = article && article.status === "Published" ? articleHref(article, language) : null;
        return href ? [{ label: child.name[language], href, newTab: false }] : [];
      }),
  };
}

export function agencyView(language: Language): AgencyView {
  const { agency } = site().settings;
  return {
    name: agency.name,
    street: agency.street,
    zip: agency.zip,
    city: agency.city[language],
    phone: agency.phone,
    phoneHref: phoneHref(agency.phone),
    email: agency.email,
    openingHours: agency.openingHours[language],
    mapUrl: agency.mapUrl,
  };
}

/** The BIV's required mentions, from the site settings, in the page's language. */
function legalNotice(language: Language): LayoutView["footer"]["legalNotice"] {
  const { agency } = site().settings;
  const { legal } = agency;
  const t = createTranslator(language, catalogues[language]);
  return {
    lines: [
      `${legal.tradeName[language]} · ${agency.street}, ${agency.zip} ${agency.city[language]} · ${agency.phone} · ${agency.email}`,
      `${t("layout.legalNotice.company", { number: legal.companyNumber })} · ${t("layout.legalNotice.vat", { number: legal.vatNumber })}`,
      t("layout.legalNotice.biv", { title: legal.professionalTitle[language], number: legal.bivNumber }),
      `${t("layout.legalNotice.authority")} · ${t("layout.legalNotice.country")}`,
      t("layout.legalNotice.insurance", { insurer: legal.insurer, policy: legal.policyNumber }),
    ],
    codeOfConduct: { label: t("layout.legalNotice.code"), href: legal.codeOfConductUrl, newTab: true },
  };
}

export function layoutFor(language: Language, year: number): LayoutView {
  const { menu, topBar, footer, settings } = site();
  const entries = published(menu.entries);
  const messages = catalogues[language];
  const topItems = (items: typeof topBar.left) =>
    published(items).map((item) => ({ ...link(item.label[language], item.link, language), icon: item.icon, color: item.color ?? null }));
  return {
    topBar: topBar.show ? { left: topItems(topBar.left), right: topItems(topBar.right) } : null,
    menu: entries
      .filter((entry) => entry.parentId === null && !entry.hidden && entry.path)
      .sort(bySort)
      .map((entry) => menuItem(entry, entries.filter((child) => child.parentId === entry.id), language)),
    valuation: menu.showValuationButton ? link(messages.layout.valuation, "page:freeValuation", language) : null,
    footer: {
      columns: footer.columns.map((column) => ({
        title: column.title.public ? column.title[language] : null,
        intro: column.introText?.public ? column.introText[language] : null,
        lines: column.fullText?.public ? column.fullText[language].split("\n") : [],
        links: column.links.map((item) => link(item.label[language], item.link, language)),
        col: column.col,
      })),
      copyright: footer.copyright[language].replace("{{year}}", String(year)),
      legalNotice: legalNotice(language),
      legal: [
        link(messages.layout.disclaimer, "page:disclaimer", language),
        link(messages.layout.privacy, "page:privacy", language),
        link(messages.layout.cookies, "page:cookies", language),
        // spec §4: a setcookies parameter clears the consent, so the dialog opens again.
        { label: messages.layout.cookieSettings, href: "?setcookies=1", newTab: false },
        // Owners find their login where Belgian agency sites put it: at the foot of the page.
        link(messages.owner.loginTitle, "page:login", language),
      ],
    },
    agency: agencyView(language),
    theme: settings.theme,
    header: settings.header,
  };
}
