import type { Route } from "./+types/property";
import { PropertyCard } from "~/catalog/components/property-card";
import { PropertyView } from "~/catalog/components/property-view";
import { propertyPage } from "~/catalog/property-page.server";
import { leadPost } from "~/leads/action.server";
import { pageMeta } from "~/ui/page-meta";
import { stylesheetWithin } from "~/ui/stylesheet";

export const handle = stylesheetWithin;

export const loader = ({ request, url, params }: Route.LoaderArgs) => propertyPage(request, url, params.id);

// The forms on the detail page post here, with the property as their subject.
export const action = ({ request, url, params }: Route.ActionArgs) =>
  leadPost(request, url, { kind: "property", id: params.id });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PropertyView
      property={loaderData.property}
      tiles={loaderData.tiles}
      url={loaderData.url}
      back={loaderData.back}
      previous={loaderData.previous}
      next={loaderData.next}
      moments={loaderData.moments}
      documentsExpired={loaderData.documentsExpired}
      forms={loaderData.forms}
      tenantTerms={loaderData.tenantTerms}
      similar={loaderData.similar.map((property) => (
        <PropertyCard key={property.id} property={property} />
      ))}
    />
  );
}
