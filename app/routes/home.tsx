import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { getCatalog } from "~/catalog/catalog.server";
import { sitePage } from "~/content/pages.server";
import { pageLanguage } from "~/content/site.server";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath } from "~/i18n/links";
import { Banner } from "~/ui/banner";
import { Modules } from "~/ui/modules";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const [page, catalog] = await Promise.all([sitePage("home", language), getCatalog()]);
  if (!page) throw data(null, { status: 404 });
  const alternates = alternatesOf((code) => pagePath("home", code));
  return {
    page,
    banner: page.banner,
    totals: catalog.views[language].totals,
    alternates,
    meta: { title: page.seo.title, description: page.seo.description, image: page.seo.ogImage, index: page.seo.index, language, origin: url.origin, alternates },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const { page, totals } = loaderData;
  const intro = (
    <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-36 text-white sm:px-6 sm:pb-16 sm:pt-44 lg:px-8">
      <h1 className="max-w-3xl font-display text-4xl leading-tight drop-shadow sm:text-6xl">{page.banner?.title ?? t("home.heroTitle")}</h1>
      <p className="mt-5 max-w-xl text-lg text-white/90">{t("home.heroText", { sale: totals.sale, rent: totals.rent })}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={pagePath("forSale", language)} className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-white shadow hover:bg-accent-600">
          {t("nav.forSale")} ({totals.sale})
        </Link>
        <Link to={pagePath("forRent", language)} className="rounded-full bg-white/95 px-6 py-3 font-semibold text-brand-900 shadow hover:bg-white">
          {t("nav.forRent")} ({totals.rent})
        </Link>
      </div>
    </div>
  );
  return (
    <>
      {page.banner ? <Banner banner={{ ...page.banner, title: null, description: null }}>{intro}</Banner> : intro}
      <Modules modules={page.modules} />
    </>
  );
}
