import type { Route } from "./+types/search-alert-sent";
import { SubscriptionSentView } from "~/alerts/components/sent-view";
import { subscriptionSentPage } from "~/alerts/subscribe.server";
import { privatePage } from "~/http/headers";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

// spec §2 /nl/bedankt/demand-register/: "check your mail" after a subscription.

export const handle = followUpTexts;

export const loader = ({ url }: Route.LoaderArgs) => subscriptionSentPage(url);

export const headers = privatePage;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function SearchAlertSent({ loaderData }: Route.ComponentProps) {
  return <SubscriptionSentView days={loaderData.days} />;
}
