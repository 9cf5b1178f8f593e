import type { Route } from "./+types/thanks";
import { ThanksView } from "~/leads/components/thanks-view";
import { thanksPage } from "~/leads/thanks-page.server";
import { privatePage } from "~/http/headers";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

export const handle = followUpTexts;

export const loader = ({ url, params }: Route.LoaderArgs) => thanksPage(url, params.slug);

// A thank-you page says what a visitor just sent, and an offer's holds their personal data.
export const headers = privatePage;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Thanks({ loaderData }: Route.ComponentProps) {
  return <ThanksView page={loaderData} />;
}
