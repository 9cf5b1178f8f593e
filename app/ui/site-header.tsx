import { Link, NavLink } from "react-router";
import type { Language } from "~/domain/language";
import { useI18n } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";
import { pagePath } from "~/i18n/links";
import { LanguageSwitcher } from "./language-switcher";

const menu = [
  { page: "forSale", label: "nav.forSale" },
  { page: "forRent", label: "nav.forRent" },
  { page: "projects", label: "nav.projects" },
] as const;

export function SiteHeader(props: { alternates: Alternates; languages: readonly Language[] }) {
  const { language, t } = useI18n();
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/70 bg-sand-50/95 backdrop-blur">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("site.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6 lg:px-8">
        <Link to={pagePath("home", language)} className="group flex items-baseline gap-2" aria-label={t("site.name")}>
          <span className="font-display text-xl font-semibold tracking-tight text-brand-800 sm:text-2xl">Immo</span>
          <span className="font-display text-xl italic text-accent-600 sm:text-2xl">Zuidrand</span>
        </Link>
        <nav aria-label={t("site.mainMenu")} className="order-last -mx-2 w-full sm:order-none sm:mx-0 sm:ml-auto sm:w-auto">
          <ul className="flex items-center gap-1 whitespace-nowrap text-sm font-medium sm:gap-2">
            {menu.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={pagePath(item.page, language)}
                  className={({ isActive }) =>
                    `rounded-full px-2.5 py-2 transition-colors sm:px-3 ${isActive ? "bg-brand-800 text-white" : "text-stone-700 hover:bg-sand-100"}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto sm:ml-0">
          <LanguageSwitcher alternates={props.alternates} languages={props.languages} />
        </div>
      </div>
    </header>
  );
}
