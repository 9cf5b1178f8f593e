import type { Route } from "./+types/article";
import { ArticlePageView } from "~/content/components/article-view";
import { articlePageData } from "~/content/page-data.server";
import { pageMeta } from "~/ui/page-meta";

export const loader = ({ url }: Route.LoaderArgs) => articlePageData(url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView page={loaderData.page} />;
}
