import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { articleAt } from "~/content/articles.server";
import { pageLanguage } from "~/content/site.server";
import { cleanDescription } from "~/domain/description";
import { Banner } from "~/content/components/banner";
import { Breadcrumb } from "~/ui/breadcrumb";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { pageMeta } from "~/ui/page-meta";
import { ResponsiveImage } from "~/ui/responsive-image";

export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const page = articleAt(url.pathname, language);
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    banner: page.banner,
    alternates: page.alternates,
    meta: {
      title: `${page.article.title} | Immo Zuidrand`,
      description: cleanDescription(page.article.summary, { maxLength: 160 }),
      image: page.article.image,
      type: "article",
      language,
      origin: url.origin,
      alternates: page.alternates,
      jsonLd: page.breadcrumb.length > 0 ? [breadcrumbJsonLd(page.breadcrumb, url.origin, url.pathname)] : [],
    },
  };
}

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
