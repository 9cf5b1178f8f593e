import type { Route } from "./+types/home";
import { homePageData } from "~/content/page-data.server";
import { Banner } from "~/content/components/banner";
import { Modules } from "~/content/components/modules";
import { SearchBlock } from "~/catalog/components/search-block";
import { pageMeta } from "~/ui/page-meta";

export const loader = ({ url }: Route.LoaderArgs) => homePageData(url);

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
