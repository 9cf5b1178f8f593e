import { Link } from "react-router";
import type { AgencyView } from "~/ui/layout";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";
import { Icon } from "./icons";
import { scrollTopThreshold, scrollToTop, useScrollY } from "./scroll";

/** spec §2: two fixed buttons (call us, contact us) and the scroll-to-top button from 10 px. */
export function FixedButtons(props: { agency: AgencyView }) {
  const { language, t } = useI18n();
  const scrollY = useScrollY();
  const round =
    "flex h-11 w-11 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition sm:h-12 sm:w-12";
  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-center gap-2 print:hidden">
      <a href={props.agency.phoneHref} className={`${round} bg-accent-500 text-brand-900 hover:bg-accent-400`}>
        <Icon name="phone" className="h-5 w-5" />
        <span className="sr-only">
          {t("layout.callUs")}: {props.agency.phone}
        </span>
      </a>
      <Link to={pagePath("contact", language)} className={`${round} bg-white text-brand-800 hover:bg-sand-100`}>
        <Icon name="mail" className="h-5 w-5" />
        <span className="sr-only">{t("layout.contactUs")}</span>
      </Link>
      <button
        type="button"
        onClick={() => scrollToTop()}
        hidden={scrollY <= scrollTopThreshold}
        className={`${round} bg-brand-800 text-white hover:bg-brand-700`}
      >
        <Icon name="up" className="h-5 w-5" />
        <span className="sr-only">{t("layout.scrollTop")}</span>
      </button>
    </div>
  );
}
