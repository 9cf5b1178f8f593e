import type { Route } from "./+types/password";
import { privatePage } from "~/http/headers";
import { PasswordView } from "~/owners/components/password-view";
import { pageMeta } from "~/ui/page-meta";
import { passwordPage } from "~/owners/pages.server";
import { passwordPost } from "~/owners/password.server";
import { followUpTexts } from "~/i18n/context";

export const handle = followUpTexts;

export const loader = ({ url, params }: Route.LoaderArgs) => passwordPage(url, params.token);

export const action = ({ request, url, params }: Route.ActionArgs) => passwordPost(request, url, params.token);

export const headers = privatePage;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Password({ loaderData }: Route.ComponentProps) {
  return <PasswordView choosing={loaderData.choosing} valid={loaderData.valid} />;
}
