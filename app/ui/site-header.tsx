import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/ui/link";
import type { LayoutView } from "~/ui/layout";
import type { Language } from "~/domain/language";
import { useI18n } from "~/i18n/context";
import type { Alternates } from "~/i18n/links";
import { pagePath } from "~/i18n/links";
import { useFavourites } from "./favourites";
import { ButtonLink } from "./button";
import { Icon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { Wordmark } from "./wordmark";
import { headerThreshold, useScrollY } from "./scroll";

interface HeaderProps {
  layout: LayoutView;
  alternates: Alternates;
  languages: readonly Language[];
  /** The page opens with a banner: the header starts transparent over it. */
  overBanner: boolean;
}

function Logo(props: { small: boolean; centered: boolean; onPhoto: boolean }) {
  const { language } = useI18n();
  const size = props.small ? "text-xl" : "text-xl sm:text-2xl xl:text-xl 2xl:text-2xl";
  return (
    <Link
      to={pagePath("home", language)}
      className={`flex transition-all duration-300 ${props.centered ? "xl:w-full xl:justify-center" : ""}`}
    >
      <Wordmark className={size} onPhoto={props.onPhoto} />
    </Link>
  );
}

/** spec §2: logo, menu and language switcher; transparent over the banner, fixed once scrolled past 30 px. */
export function SiteHeader(props: HeaderProps) {
  const { t } = useI18n();
  const scrolled = useScrollY() > headerThreshold;
  const centered = props.layout.header.logo === "center";
  const switcherHere = props.layout.header.languageSwitcher === "header" || !props.layout.topBar;
  const transparent = props.overBanner && !scrolled;
  const position = scrolled
    ? "fixed top-0 shadow-md bg-sand-50/95 backdrop-blur"
    : `absolute top-full ${transparent ? "bg-gradient-to-b from-black/45 to-transparent" : "bg-sand-50 border-b border-sand-200/70"}`;
  return (
    <header
      data-scrolled={scrolled}
      className={`inset-x-0 z-40 transition-colors duration-300 ${position} ${transparent ? "text-white" : "text-brand-900"}`}
    >
      <div
        className={`relative mx-auto flex max-w-7xl items-center gap-3 px-4 transition-all duration-300 sm:px-6 lg:px-8 xl:px-5 2xl:px-8 ${scrolled ? "py-2" : "py-4"} ${centered ? "xl:flex-wrap xl:gap-y-2" : ""}`}
      >
        <Logo small={scrolled} centered={centered} onPhoto={transparent} />
        <nav
          aria-label={t("site.mainMenu")}
          className={`hidden xl:block ${centered ? "xl:order-last xl:flex xl:w-full xl:justify-center" : "ml-auto"}`}
        >
          <ul className="flex items-center gap-0.5 whitespace-nowrap text-sm font-medium">
            {props.layout.menu.map((item) => (
              <li key={item.href} className="group relative">
                <NavLink
                  to={item.href}
                  rel={item.rel}
                  className={({ isActive }) =>
                    `inline-flex items-center gap-1 rounded-full px-2 py-2 transition-colors xl:px-1 2xl:px-2 ${isActive ? "bg-accent-500/20" : "hover:bg-black/5"} ${transparent ? "hover:bg-white/15" : ""}`
                  }
                >
                  {item.label}
                  {item.children.length > 0 ? <Icon name="chevron" className="h-3.5 w-3.5" /> : null}
                </NavLink>
                {item.children.length > 0 ? (
                  <ul className="invisible absolute left-0 top-full min-w-64 translate-y-1 rounded-xl bg-white p-2 text-brand-900 opacity-0 shadow-xl ring-1 ring-stone-900/5 transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link to={child.href} className="block rounded-lg px-3 py-2 hover:bg-sand-100">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={`ml-auto hidden items-center gap-2 whitespace-nowrap xl:flex ${centered ? "xl:absolute xl:right-8 xl:top-3" : "xl:ml-0"}`}
        >
          <FavouritesLink />
          {switcherHere ? <LanguageSwitcher alternates={props.alternates} languages={props.languages} /> : null}
          {props.layout.valuation ? (
            <ButtonLink to={props.layout.valuation.href} variant="primary" size="sm" className="shadow-sm">
              {props.layout.valuation.label}
            </ButtonLink>
          ) : null}
        </div>
        <div className="ml-auto xl:hidden">
          <FavouritesLink />
        </div>
        <MobileMenu {...props} />
      </div>
    </header>
  );
}

/** A heart with the number of favourites, leading to them. */
function FavouritesLink() {
  const { language, t } = useI18n();
  const count = useFavourites().length;
  return (
    <Link
      to={pagePath("favourites", language)}
      className="relative flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5"
    >
      <Icon name="heart" className="h-5 w-5" />
      <span className="sr-only">{t("favourites.link")}</span>
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 rounded-full bg-accent-500 px-1.5 text-[0.65rem] font-bold text-brand-900">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The drawer below 1280 px: a disclosure, so it opens without JavaScript too. */
function MobileMenu(props: HeaderProps) {
  const { t } = useI18n();
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (drawer.current) drawer.current.open = false;
  }, [location.pathname]);
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape" && drawer.current?.open) {
        drawer.current.open = false;
        drawer.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, []);
  return (
    <details ref={drawer} className="group xl:hidden">
      <summary className="relative z-50 flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full group-open:bg-white group-open:text-brand-900 [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">{t("layout.openMenu")}</span>
        <span className="sr-only hidden group-open:inline">{t("layout.closeMenu")}</span>
        <Icon name="menu" className="h-6 w-6 group-open:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-open:block" />
      </summary>
      <div className="fixed inset-0 z-40 overflow-y-auto bg-brand-900 px-6 pb-10 pt-20 text-white">
        <nav aria-label={t("site.mainMenu")}>
          <ul className="space-y-1 text-lg">
            {props.layout.menu.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  rel={item.rel}
                  className="block rounded-lg px-2 py-2.5 font-display text-2xl hover:bg-white/10"
                >
                  {item.label}
                </Link>
                {item.children.length > 0 ? (
                  <ul className="mb-2 ml-2 border-l border-white/15 pl-3 text-base text-brand-100">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link to={child.href} className="block px-2 py-1.5 hover:text-white">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        {props.layout.valuation ? (
          <ButtonLink to={props.layout.valuation.href} variant="primary" size="lg" fullWidth className="mt-8">
            {props.layout.valuation.label}
          </ButtonLink>
        ) : null}
        <div className="mt-8">
          <LanguageSwitcher alternates={props.alternates} languages={props.languages} />
        </div>
      </div>
    </details>
  );
}
