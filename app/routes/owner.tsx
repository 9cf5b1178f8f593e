import type { Route } from "./+types/owner";
import { privatePage } from "~/http/headers";
import { OwnerDashboard } from "~/owners/components/owner-dashboard";
import { ownerPage } from "~/owners/pages.server";
import { ownerPageAction } from "~/owners/password.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

// The owner's statistics (spec §1), behind the login.

export const handle = followUpTexts;

export const loader = ({ request, url }: Route.LoaderArgs) => ownerPage(request, url);

// Sign out, or change the password.
export const action = ({ request, url }: Route.ActionArgs) => ownerPageAction(request, url);

export const headers = privatePage;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Owner({ loaderData }: Route.ComponentProps) {
  return <OwnerDashboard name={loaderData.name} properties={loaderData.properties} />;
}
