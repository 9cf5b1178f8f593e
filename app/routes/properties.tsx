import type { Route } from "./+types/properties";
import { PropertyListView } from "~/catalog/components/property-list";
import { propertyListPage } from "~/catalog/list-page.server";
import { pageMeta } from "~/ui/page-meta";
import { stylesheetWithin } from "~/ui/stylesheet";

export const handle = stylesheetWithin;

export const loader = ({ url }: Route.LoaderArgs) => propertyListPage(url);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Properties({ loaderData }: Route.ComponentProps) {
  return <PropertyListView page={loaderData} />;
}
