import { Link } from "react-router";
import type { Route } from "./+types/home";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage } from "~/i18n/config";
import { useI18n } from "~/i18n/context";
import { alternatesOf, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { ListingCard } from "~/ui/listing-card";
import { pageMeta } from "~/ui/page-meta";

const latestCount = 6;

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const view = (await getCatalog()).views[language];
  const available = view.listings.filter((listing) => listing.marquee !== "sold" && listing.marquee !== "rented");
  const messages = catalogues[language].home;
  return {
    totals: view.totals,
    latestSale: available.filter((listing) => listing.goal === "sale").slice(0, latestCount),
    latestRent: available.filter((listing) => listing.goal === "rent").slice(0, latestCount),
    alternates: alternatesOf((code) => pagePath("home", code)),
    meta: {
      title: messages.metaTitle,
      description: messages.metaDescription,
      language,
      origin: url.origin,
      alternates: alternatesOf((code) => pagePath("home", code)),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { language, t } = useI18n();
  const hero = loaderData.latestSale[0]?.picture;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-900">
        {hero ? (
          <img src={hero.url} alt="" width={hero.width} height={hero.height} fetchPriority="high" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45" />
        ) : null}
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8">
          <h1 className="max-w-2xl font-display text-4xl leading-tight text-white sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-5 max-w-xl text-lg text-white/85">
            {t("home.heroText", { sale: loaderData.totals.sale, rent: loaderData.totals.rent })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={pagePath("forSale", language)} className="rounded-full bg-accent-500 px-6 py-3 font-medium text-white shadow hover:bg-accent-600">
              {t("nav.forSale")} ({loaderData.totals.sale})
            </Link>
            <Link to={pagePath("forRent", language)} className="rounded-full bg-white/95 px-6 py-3 font-medium text-brand-900 shadow hover:bg-white">
              {t("nav.forRent")} ({loaderData.totals.rent})
            </Link>
          </div>
        </div>
      </section>
      <LatestListings title={t("home.latestSale")} listings={loaderData.latestSale} more={{ to: pagePath("forSale", language), label: t("home.viewAllSale") }} />
      <LatestListings title={t("home.latestRent")} listings={loaderData.latestRent} more={{ to: pagePath("forRent", language), label: t("home.viewAllRent") }} />
    </>
  );
}

function LatestListings(props: { title: string; listings: Route.ComponentProps["loaderData"]["latestSale"]; more: { to: string; label: string } }) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="font-display text-3xl text-brand-900">{props.title}</h2>
        <Link to={props.more.to} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">{props.more.label} →</Link>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.listings.map((listing) => <ListingCard key={listing.id} listing={listing} />)}
      </div>
    </section>
  );
}
