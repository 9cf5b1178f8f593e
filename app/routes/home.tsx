import { data } from "react-router";
import type { Route } from "./+types/home";
import { getCatalog } from "~/catalog/catalog.server";
import { searchBlockView, sitePage } from "~/content/pages.server";
import { agencyFacts, pageLanguage } from "~/content/site.server";
import { alternatesOf, pagePath } from "~/i18n/links";
import { Banner } from "~/content/components/banner";
import { Modules } from "~/content/components/modules";
import { SearchBlock } from "~/catalog/components/search-block";
import { agencyJsonLd } from "~/seo/structured-data";
import { pageMeta } from "~/ui/page-meta";

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const [page, catalog] = await Promise.all([sitePage("home", language), getCatalog()]);
  if (!page) throw data(null, { status: 404 });
  const alternates = alternatesOf((code) => pagePath("home", code));
  return {
    page,
    banner: page.banner,
    search: searchBlockView(language, catalog.views[language].totals),
    alternates,
    meta: {
      title: page.seo.title,
      description: page.seo.description,
      image: page.seo.ogImage,
      index: page.seo.index,
      language,
      origin: url.origin,
      alternates,
      jsonLd: [agencyJsonLd(agencyFacts(language), url.origin)],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, search } = loaderData;
  const block = <SearchBlock view={search} />;
  return (
    <>
      {page.banner ? (
        <Banner banner={{ ...page.banner, title: null, description: null }}>{block}</Banner>
      ) : (
        <div className="bg-brand-900">{block}</div>
      )}
      <Modules modules={page.modules} />
    </>
  );
}
