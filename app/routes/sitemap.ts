import type { Route } from "./+types/sitemap";
import { sitemapAnswer } from "~/seo/sitemap.server";

export const loader = ({ url, params }: Route.LoaderArgs) => sitemapAnswer(url, params.file);
