import type { Route } from "./+types/login";
import { privatePage } from "~/http/headers";
import { LoginView } from "~/owners/components/login-view";
import { logIn } from "~/owners/login.server";
import { loginPage } from "~/owners/pages.server";
import { pageMeta } from "~/ui/page-meta";
import { followUpTexts } from "~/i18n/context";

export const handle = followUpTexts;

export const loader = ({ request, url }: Route.LoaderArgs) => loginPage(request, url);

export const action = ({ request, url }: Route.ActionArgs) => logIn(request, url);

export const headers = privatePage;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginView captcha={loaderData.captcha} />;
}
