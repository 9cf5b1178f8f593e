import { data, redirect } from "react-router";
import type { Route } from "./+types/property";
import { getCatalog } from "~/catalog/catalog.server";
import { numberFact } from "~/catalog/snapshot";
import { propertyDetail } from "~/catalog/detail";
import { neighbours, similarProperties } from "~/catalog/related";
import { parsePropertyQuery } from "~/catalog/search";
import { pageLanguage, site } from "~/content/site.server";
import { cleanDescription } from "~/domain/description";
import { priceLabel } from "~/domain/format";
import { pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { getDatabase } from "~/db/database.server";
import { handleLeadPost } from "~/leads/action.server";
import { propertyForms } from "~/leads/forms";
import { bookedPlaces } from "~/leads/store.server";
import { comingMoments, momentViews } from "~/leads/visits";
import { variantUpTo } from "~/media/variants";
import { recordVisit } from "~/owners/visits.server";
import { serverSecret } from "~/platform/secrets.server";
import { PropertyCard } from "~/catalog/components/property-card";
import { propertyJsonLd } from "~/seo/structured-data";
import { pageMeta } from "~/ui/page-meta";
import { PropertyView } from "~/catalog/components/property-view";
import { log } from "~/platform/log.server";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const id = Number(params.id);
  const property = Number.isInteger(id) ? propertyDetail(catalog, id, language) : null;
  const alternates = catalog.propertyPaths.get(id);
  if (!property || !alternates) throw data({ kind: "property" }, { status: 404 });
  // A wrong city or title slug answers with a 301 to the right path.
  if (url.pathname !== alternates[language]) throw redirect(alternates[language] + url.search, 301);

  const view = catalog.views[language];
  const card = view.properties.find((property) => property.id === id);
  // `from` carries the visitor's list query, for previous and next within those results.
  const from = url.searchParams.get("from");
  const listPath = pagePath(property.goal === "sale" ? "forSale" : "forRent", language);
  const around =
    from !== null ? neighbours(view, id, parsePropertyQuery(new URLSearchParams(from), property.goal)) : null;
  const withFrom = (path: string) => (from !== null ? `${path}?from=${encodeURIComponent(from)}` : path);
  const record = catalog.properties.get(id);
  const cover = property.pictures[0];
  const shared = cover ? variantUpTo(cover.url, cover, 1050) : null;
  const words = catalogues[language].card;
  const coming = comingMoments(record?.visitMoments ?? [], new Date());
  // The places taken come from the database; if it is away, the booking itself will say so.
  // The same trip counts the visit for the owner's statistics; a page never fails on it.
  const booked = await getDatabase()
    .then(async ({ db }) => {
      await recordVisit(db, {
        propertyId: id,
        ip: request.headers.get("x-client-ip") ?? "",
        userAgent: request.headers.get("User-Agent"),
        secret: serverSecret("visitor-hash"),
      }).catch((error: unknown) => log.error({ err: error }, "a visit was not counted"));
      return bookedPlaces(
        db,
        coming.map((moment) => moment.id),
      );
    })
    .catch(() => new Map<number, number>());
  return {
    property,
    moments: momentViews(coming, booked, language),
    forms: propertyForms({
      goal: property.goal,
      marquee: property.marquee,
      visitMoments: coming.length,
      documents: property.documents.length,
    }),
    documentsExpired: url.searchParams.get("documents") === "expired",
    tenantTerms: record
      ? { income: numberFact(record, "minimumIncome"), persons: numberFact(record, "maxPersons") }
      : { income: null, persons: null },
    alternates,
    url: new URL(alternates[language], url.origin).href,
    back: from ? `${listPath}?${from}` : listPath,
    previous: around?.previous ? withFrom(around.previous.path) : null,
    next: around?.next ? withFrom(around.next.path) : null,
    similar: card ? similarProperties(view, card) : [],
    tiles: site().settings.map,
    meta: {
      title: `${property.title} | Immo Zuidrand`,
      description: cleanDescription(property.paragraphs.join(" "), { maxLength: 160 }),
      // A shared link shows the first photo, the price and the place.
      social: {
        title: `${property.title} · ${priceLabel(
          { price: property.price, unit: property.priceUnit, unitText: property.priceUnitText },
          { onRequest: words.priceOnRequest, startingFrom: words.startingFrom },
        )}`,
        description: `${property.zip} ${property.city}: ${cleanDescription(property.paragraphs.join(" "), { maxLength: 150 })}`,
      },
      image: shared?.path ?? null,
      imageDetails:
        shared && cover ? { width: shared.width, height: shared.height, alt: cover.alt[language] } : undefined,
      jsonLd: record
        ? [
            propertyJsonLd({
              record,
              title: property.title,
              description: cleanDescription(property.paragraphs.join(" "), { maxLength: 500 }),
              url: new URL(alternates[language], url.origin).href,
              pictures: property.pictures.slice(0, 8).map((picture) => new URL(picture.url, url.origin).href),
              address: property.street
                ? {
                    street: `${property.street.street} ${property.street.houseNumber}`,
                    zip: property.zip,
                    city: property.city,
                  }
                : null,
              sold: property.marquee === "sold" || property.marquee === "rented",
            }),
          ]
        : [],
      language,
      origin: url.origin,
      alternates,
    },
  };
}

// The forms on the detail page post here, with the property as their subject.
export async function action({ request, url, params }: Route.ActionArgs) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const card = catalog.views[language].properties.find((property) => property.id === Number(params.id));
  const record = catalog.properties.get(Number(params.id));
  if (!card || !record) throw data({ kind: "property" }, { status: 404 });
  const forms = propertyForms({
    goal: card.goal,
    marquee: card.marquee,
    visitMoments: comingMoments(record.visitMoments, new Date()).length,
    documents: record.documents.length,
  });
  return handleLeadPost(request, url, { language, forms, subject: { kind: "property", card } });
}

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
