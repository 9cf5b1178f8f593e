import type { PropertyRecord } from "~/domain/records";

// schema.org JSON-LD (issue 6): the agency, a property with its offer and accommodation, and
// breadcrumbs. Pure: the routes pass what they already have.

type JsonLd = Record<string, unknown>;

export interface AgencyFacts {
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
}

export function agencyJsonLd(agency: AgencyFacts, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: agency.name,
    url: `${origin}/`,
    telephone: agency.phone,
    email: agency.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.street,
      postalCode: agency.zip,
      addressLocality: agency.city,
      addressCountry: "BE",
    },
  };
}

/** WebID 1 is a house, 2 and 3 are flats (app/catalog, spec §3 types); the rest is an accommodation. */
const accommodationType: Record<number, string> = { 1: "House", 2: "Apartment", 3: "Apartment" };

export interface PropertyJsonLdInput {
  record: PropertyRecord;
  title: string;
  description: string;
  url: string;
  pictures: string[];
  /** Shown only when the agency publishes the address (spec §9). */
  address: { street: string; zip: string; city: string } | null;
  sold: boolean;
}

export function propertyJsonLd(property: PropertyJsonLdInput): JsonLd {
  const { record } = property;
  const fact = (key: "bedrooms" | "bathrooms" | "surfaceLiving") => {
    const value = record.facts[key];
    return typeof value === "number" ? value : undefined;
  };
  const area = fact("surfaceLiving");
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: property.title,
    description: property.description,
    url: property.url,
    image: property.pictures,
    datePosted: record.createdAt.slice(0, 10),
    offers: {
      "@type": "Offer",
      ...(record.pricePublished ? { price: record.price, priceCurrency: "EUR" } : {}),
      businessFunction: `http://purl.org/goodrelations/v1#${record.goal === "sale" ? "Sell" : "LeaseOut"}`,
      availability: `https://schema.org/${property.sold ? "SoldOut" : "InStock"}`,
    },
    mainEntity: {
      "@type": accommodationType[record.webId] ?? "Accommodation",
      ...(area !== undefined ? { floorSize: { "@type": "QuantitativeValue", value: area, unitCode: "MTK" } } : {}),
      ...(fact("bedrooms") !== undefined ? { numberOfBedrooms: fact("bedrooms") } : {}),
      ...(fact("bathrooms") !== undefined ? { numberOfBathroomsTotal: fact("bathrooms") } : {}),
      ...(property.address
        ? {
            address: {
              "@type": "PostalAddress",
              streetAddress: property.address.street,
              postalCode: property.address.zip,
              addressLocality: property.address.city,
              addressCountry: "BE",
            },
          }
        : {}),
    },
  };
}

export function breadcrumbJsonLd(
  trail: { label: string; href: string | null }[],
  origin: string,
  here: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href ?? here, origin).href,
    })),
  };
}
