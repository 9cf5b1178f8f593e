import type { Route } from "./+types/site-page";
import { Banner } from "~/content/components/banner";
import { Modules } from "~/content/components/modules";
import { sitePageData } from "~/content/page-data.server";
import { leadPost } from "~/leads/action.server";
import { Breadcrumb } from "~/ui/breadcrumb";
import { pageMeta } from "~/ui/page-meta";

// A site-structure page of spec §2 (Verkopen, Verhuren, Onze meerwaarde, Ons team, Contact,
// FAQ and the legal pages), made of the modules its configuration lists.
export const loader = ({ url }: Route.LoaderArgs) => sitePageData(url);

// The page's forms (a "form" module: contact, free valuation) post here.
export const action = ({ request, url }: Route.ActionArgs) => leadPost(request, url, { kind: "site-page" });

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
