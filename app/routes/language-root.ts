import { redirect } from "react-router";
import type { Route } from "./+types/language-root";
import { defaultLanguage, enabledLanguages } from "~/content/site.server";
import { rememberedLanguage } from "~/i18n/config";
import { pagePath } from "~/i18n/links";

// spec §1: the default language comes from the site setting; a visitor's choice is remembered.
export function loader({ request }: Route.LoaderArgs) {
  const remembered = rememberedLanguage(request);
  const language = enabledLanguages().find((code) => code === remembered) ?? defaultLanguage();
  return redirect(pagePath("home", language), { status: 302, headers: { Vary: "Cookie" } });
}
