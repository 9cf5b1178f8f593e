import { Link } from "react-router";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";

export function SiteFooter() {
  const { language, t } = useI18n();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
        <div>
          <p className="font-display text-xl text-white">{t("site.name")}</p>
          <p className="mt-2 text-sm text-brand-100/80">{t("site.tagline")}</p>
          <p className="mt-4 text-sm">{t("site.address")}</p>
          <p className="mt-1 text-sm">
            <a href="tel:+3234551234" className="hover:text-white">03 455 12 34</a>
            {" · "}
            <a href="mailto:info@immozuidrand.be" className="hover:text-white">info@immozuidrand.be</a>
          </p>
        </div>
        <nav aria-label={t("site.mainMenu")} className="text-sm sm:justify-self-end">
          <ul className="space-y-2">
            <li><Link className="hover:text-white" to={pagePath("forSale", language)}>{t("nav.forSale")}</Link></li>
            <li><Link className="hover:text-white" to={pagePath("forRent", language)}>{t("nav.forRent")}</Link></li>
            <li><Link className="hover:text-white" to={pagePath("projects", language)}>{t("nav.projects")}</Link></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-100/70 sm:px-6 lg:px-8">
          {t("site.copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
