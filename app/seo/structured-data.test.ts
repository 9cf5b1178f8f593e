import { describe, expect, it } from "vitest";
import { syntheticProperties } from "~/catalog/synthetic";
import { breadcrumbJsonLd, propertyJsonLd } from "./structured-data";

const [record] = syntheticProperties(1);
if (!record) throw new Error("no synthetic property");

describe("propertyJsonLd", () => {
  it("puts the price on the Offer and the surface, bedrooms and bathrooms on the accommodation", () => {
    const house = {
      ...record,
      webId: 1,
      price: 435_000,
      pricePublished: true,
      facts: { ...record.facts, bedrooms: 3, bathrooms: 2, surfaceLiving: 182 },
    };
    const data = propertyJsonLd({
      record: house,
      title: "Woning",
      description: "",
      url: "https://x.be/p/",
      pictures: [],
      address: null,
      sold: false,
    });
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 435_000,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    expect(data.mainEntity).toEqual({
      "@type": "House",
      floorSize: { "@type": "QuantitativeValue", value: 182, unitCode: "MTK" },
      numberOfBedrooms: 3,
      numberOfBathroomsTotal: 2,
    });
  });

  it("leaves out a hidden price and a hidden address, and says when the property is sold", () => {
    const hidden = { ...record, webId: 2, pricePublished: false };
    const data = propertyJsonLd({
      record: hidden,
      title: "",
      description: "",
      url: "",
      pictures: [],
      address: null,
      sold: true,
    });
    expect(data.offers).not.toHaveProperty("price");
    expect(data.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
    expect(data.mainEntity).toMatchObject({ "@type": "Apartment" });
    expect(data.mainEntity).not.toHaveProperty("address");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the visible crumbs and links the last one to the page itself", () => {
    expect(
      breadcrumbJsonLd(
        [
          { label: "Home", href: "/nl/" },
          { label: "Contact", href: null },
        ],
        "https://x.be",
        "/nl/contact/",
      ),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://x.be/nl/" },
        { position: 2, name: "Contact", item: "https://x.be/nl/contact/" },
      ],
    });
  });
});
