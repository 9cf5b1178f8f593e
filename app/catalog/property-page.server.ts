import { data, redirect } from "react-router";
import { pageLanguage, pageTitle, site } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { cleanDescription } from "~/domain/description";
import { priceLabel } from "~/domain/format";
import { pagePath } from "~/i18n/links";
import { pageCache } from "~/http/page-cache.server";
import { catalogues } from "~/i18n/messages";
import { propertyForms } from "~/leads/forms";
import { bookedPlaces } from "~/leads/store.server";
import { comingMoments, momentViews } from "~/leads/visits";
import { variantUpTo } from "~/media/variants";
import { countVisit } from "~/owners/visits.server";
import { serverSecret } from "~/platform/secrets.server";
import { propertyJsonLd } from "~/seo/structured-data";
import { getCatalog } from "./catalog.server";
import { backToResults } from "./back-link";
import { propertyDetail } from "./detail";
import { priceHistory } from "./history";
import { neighbours, similarProperties } from "./related";
import { parsePropertyQuery, withZone } from "./search";
import { cardViewAt, numberFact } from "./snapshot";

/**
 * Everything a property's page shows, for its route: the detail, the forms it offers with the
 * visit moments and their free places, previous and next within the visitor's list, similar
 * properties and the head (title, description, social card, JSON-LD). The visit is counted
 * for the owner's statistics on the way; a page never fails on that.
 */
export async function propertyPage(request: Request, url: URL, id: string | undefined) {
  const language = pageLanguage(url);
  const catalog = await getCatalog();
  const propertyId = Number(id);
  const view = catalog.views[language];
  const card = view.propertyById.get(propertyId);
  const record = catalog.properties.get(propertyId);
  const alternates = catalog.propertyPaths.get(propertyId);
  const detail = card ? propertyDetail(catalog, propertyId, language) : null;
  if (!card || !record || !detail || !alternates) throw data({ kind: "property" }, { status: 404 });
  // A wrong city or title slug answers with a 301 to the right path.
  if (url.pathname !== alternates[language]) throw redirect(alternates[language] + url.search, 301);
  // The detail as the page shows it: with its price history (null when nothing changed).
  const property = {
    ...detail,
    history: priceHistory({
      goal: card.goal,
      listedAt: card.listedAt,
      price: card.price,
      events: catalog.history.get(propertyId) ?? [],
    }),
  };

  // `from` carries the visitor's list query, for previous and next within those results.
  const from = url.searchParams.get("from");
  const listPath = pagePath(property.goal === "sale" ? "forSale" : "forRent", language);
  const query = from !== null ? parsePropertyQuery(new URLSearchParams(from), property.goal) : null;
  const around = query !== null ? neighbours(view, propertyId, withZone(query, catalog)) : null;
  const withFrom = (path: string) => (from !== null ? `${path}?from=${encodeURIComponent(from)}` : path);
  const now = new Date();
  const coming = comingMoments(record.visitMoments, now);
  // The owner's statistics count this view, and each view of the page from the cache.
  pageCache.onEveryServe(request, (visitor) =>
    countVisit({ propertyId, ...visitor, secret: serverSecret("visitor-hash") }),
  );
  const booked = await readBookings(coming.map((moment) => moment.id));
  const href = new URL(alternates[language], url.origin).href;
  const text = property.paragraphs.join(" ");
  const cover = property.pictures[0];
  const shared = cover ? variantUpTo(cover.url, cover, 1050) : null;
  const words = catalogues[language].card;
  const price = priceLabel(
    { price: property.price, unit: property.priceUnit, unitText: property.priceUnitText },
    { onRequest: words.priceOnRequest, startingFrom: words.startingFrom },
  );
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
    tenantTerms: { income: numberFact(record, "minimumIncome"), persons: numberFact(record, "maxPersons") },
    alternates,
    url: href,
    back: backToResults(listPath, query, around?.position ?? null),
    previous: around?.previous ? withFrom(around.previous.path) : null,
    next: around?.next ? withFrom(around.next.path) : null,
    similar: similarProperties(view, card).map(cardViewAt(now)),
    tiles: site().settings.map,
    meta: {
      title: pageTitle(property.title),
      description: cleanDescription(text, { maxLength: 160 }),
      // A shared link shows the first photo, the price and the place.
      social: {
        title: `${property.title} · ${price}`,
        description: `${property.zip} ${property.city}: ${cleanDescription(text, { maxLength: 150 })}`,
      },
      image: shared?.path ?? null,
      imageDetails: shared && cover ? { width: shared.width, height: shared.height, alt: cover.alt } : undefined,
      jsonLd: [
        propertyJsonLd({
          record,
          title: property.title,
          description: cleanDescription(text, { maxLength: 500 }),
          url: href,
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
      ],
      language,
      origin: url.origin,
      alternates,
    },
  };
}

/**
 * The places already taken at each coming visit moment. If the database is away the page
 * still shows, with every place free; the booking itself will then say so.
 */
async function readBookings(momentIds: number[]) {
  try {
    const { db } = await getDatabase();
    return await bookedPlaces(db, momentIds);
  } catch {
    return new Map<number, number>();
  }
}
