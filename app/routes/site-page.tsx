import { data, redirect } from "react-router";
import type { Route } from "./+types/site-page";
import { sitePage } from "~/content/pages.server";
import { pageLanguage } from "~/content/site.server";
import { alternatesOf, pageOfPath, pagePath } from "~/i18n/links";
import { handleLeadPost } from "~/leads/action.server";
import { Banner } from "~/content/components/banner";
import { Breadcrumb } from "~/ui/breadcrumb";
import { Modules } from "~/content/components/modules";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { pageMeta } from "~/ui/page-meta";

// A site-structure page of spec §2 (Verkopen, Verhuren, Onze meerwaarde, Ons team, Contact,
// FAQ and the legal pages), made of the modules its configuration lists.
export async function loader({ url }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const key = pageOfPath(url.pathname, language);
  const page = key ? await sitePage(key, language) : null;
  if (!key || !page) throw data(null, { status: 404 });
  if (page.redirect) throw redirect(page.redirect, 302);
  const alternates = alternatesOf((code) => pagePath(key, code));
  return {
    page,
    banner: page.banner,
    alternates,
    meta: {
      title: page.seo.title,
      description: page.seo.description,
      image: page.seo.ogImage,
      type: page.seo.ogType,
      index: page.seo.index,
      language,
      origin: url.origin,
      alternates,
      // The visible breadcrumbs, when the page shows them (its showBreadCrumb flag).
      jsonLd: page.breadcrumb ? [breadcrumbJsonLd(page.breadcrumb, url.origin, url.pathname)] : [],
    },
  };
}

// The page's forms (a "form" module: contact, free valuation) post here.
export async function action({ request, url }: Route.ActionArgs) {
  const language = pageLanguage(url);
  const key = pageOfPath(url.pathname, language);
  const page = key ? await sitePage(key, language) : null;
  if (!page) throw data(null, { status: 404 });
  const forms = page.modules.flatMap((module) => (module.kind === "form" ? [module.form] : []));
  return handleLeadPost(request, url, { language, forms, subject: null });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      {page.banner ? <Banner banner={page.banner} heading={page.title} /> : null}
      {page.breadcrumb ? <Breadcrumb trail={page.breadcrumb} /> : null}
      {page.banner ? null : (
        <h1 className="mx-auto max-w-7xl px-4 pt-8 font-display text-4xl text-brand-900 sm:px-6 lg:px-8">
          {page.title}
        </h1>
      )}
      <Modules modules={page.modules} />
    </>
  );
}
