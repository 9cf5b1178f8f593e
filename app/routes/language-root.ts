import { redirect } from "react-router";
import type { Route } from "./+types/language-root";
import { defaultLanguage, enabledLanguages } from "~/content/site.server";
import { acceptedLanguage, rememberedLanguage } from "~/i18n/config";
import { pagePath } from "~/i18n/links";

// spec §1: a visitor's choice is remembered; without one, the browser's languages decide, and
// the site's default language when it asks for none of ours.
export function loader({ request }: Route.LoaderArgs) {
  const remembered = rememberedLanguage(request);
  const enabled = enabledLanguages();
  const language =
    enabled.find((code) => code === remembered) ??
    acceptedLanguage(request.headers.get("Accept-Language"), enabled) ??
    defaultLanguage();
  return redirect(pagePath("home", language), { status: 302, headers: { Vary: "Cookie, Accept-Language" } });
}
