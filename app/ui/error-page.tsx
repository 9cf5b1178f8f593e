import { Link } from "react-router";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/i18n/links";

/** The 404 page (spec §8: 'Oops, this page no longer exists') and the generic error page. */
export function ErrorPage(props: { status: number; propertyNotFound?: boolean; stack?: string }) {
  const { language, t } = useI18n();
  const notFound = props.status === 404;
  const title = props.propertyNotFound ? t("property.notFound") : notFound ? t("notFound.title") : t("error.title");
  const text = props.propertyNotFound ? t("property.notFoundText") : notFound ? t("notFound.text") : t("error.text");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>{`${title} | ${t("site.name")}`}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-6xl text-accent-500">{props.status}</p>
      <h1 className="mt-4 font-display text-3xl text-brand-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-stone-600">{text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li><Link className="inline-block rounded-full bg-brand-800 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700" to={pagePath("home", language)}>{t("notFound.home")}</Link></li>
        <li><Link className="inline-block rounded-full border border-brand-800/20 px-5 py-2.5 text-sm font-medium text-brand-800 hover:bg-sand-100" to={pagePath("forSale", language)}>{t("nav.forSale")}</Link></li>
        <li><Link className="inline-block rounded-full border border-brand-800/20 px-5 py-2.5 text-sm font-medium text-brand-800 hover:bg-sand-100" to={pagePath("forRent", language)}>{t("nav.forRent")}</Link></li>
      </ul>
      {props.stack ? <pre className="mt-10 overflow-auto rounded bg-stone-900 p-4 text-left text-xs text-stone-100">{props.stack}</pre> : null}
    </section>
  );
}
