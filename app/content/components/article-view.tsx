import { Breadcrumb } from "~/ui/breadcrumb";
import { ButtonLink } from "~/ui/button";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { ArticlePage } from "../view";
import { Banner } from "./banner";

/** A section's article or an FAQ answer, with its banner and breadcrumb. */
export function ArticlePageView({ page }: { page: ArticlePage }) {
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
            <ButtonLink to={article.link.href} variant="secondary" size="md">
              {article.link.label}
            </ButtonLink>
          </p>
        ) : null}
      </article>
    </>
  );
}
