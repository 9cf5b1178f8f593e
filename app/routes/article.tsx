import { Link } from "react-router";
import type { Route } from "./+types/article";
import { Banner } from "~/content/components/banner";
import { articlePageData } from "~/content/page-data.server";
import { Breadcrumb } from "~/ui/breadcrumb";
import { pageMeta } from "~/ui/page-meta";
import { ResponsiveImage } from "~/ui/responsive-image";

export const loader = ({ url }: Route.LoaderArgs) => articlePageData(url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { article } = page;
  return (
    <>
      {page.banner ? <Banner banner={page.banner} heading={article.title} /> : null}
      <Breadcrumb trail={page.breadcrumb} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {page.banner ? null : <h1 className="font-display text-4xl leading-tight text-brand-900">{article.title}</h1>}
        <p className="mt-2 text-lg text-stone-600">{article.summary}</p>
        {article.image ? (
          <ResponsiveImage
            src={article.image}
            alt=""
            width={1600}
            height={1067}
            sizes="(min-width: 768px) 720px, 100vw"
            className="mt-8 aspect-[3/2] w-full rounded-2xl object-cover"
          />
        ) : null}
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.link ? (
          <p className="mt-8">
            <Link
              to={article.link.href}
              className="inline-block rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {article.link.label}
            </Link>
          </p>
        ) : null}
      </article>
    </>
  );
}
