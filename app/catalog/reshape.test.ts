import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeed } from "./reshape";
import { buildCatalog } from "./snapshot";

// Small feeds cut from the bundled demo feed, changed the way the CRM might send them.

interface Versioned {
  ID?: number;
  Zip?: string;
  language: string;
  [field: string]: unknown;
}
interface Feed {
  PropertyList: Versioned[];
  Properties: Versioned[];
  Projects: Versioned[];
  Cities: { All: Versioned[]; Sale: Versioned[]; Rent: Versioned[] };
  [field: string]: unknown;
}

const demo = readFileSync("content/feed/demo-feed.json", "utf8");
const first = (JSON.parse(demo) as Feed).Properties[0];
if (first?.ID === undefined) throw new Error("the demo feed has no property");
const propertyId = first.ID;

/** The demo feed with one property, one project and the cities of 2650 and 2970. */
function smallFeed(): Feed {
  const feed = JSON.parse(demo) as Feed;
  feed.PropertyList = feed.PropertyList.filter((record) => record.ID === propertyId);
  feed.Properties = feed.Properties.filter((record) => record.ID === propertyId);
  feed.Projects = feed.Projects.filter((record) => record.ID === 10);
  feed.Cities.All = feed.Cities.All.filter((city) => city.Zip === "2650" || city.Zip === "2970");
  return feed;
}

function set(records: Versioned[], change: Partial<Record<string, Partial<Versioned>>>): void {
  for (const record of records) Object.assign(record, change[record.language]);
}

describe("city names from the CRM (spec §9)", () => {
  it("capitalises a property's city in every language, whatever case the CRM sends", () => {
    const feed = smallFeed();
    set(feed.Properties, {
      nl: { City: "SINT-KATELIJNE-WAVER" },
      fr: { City: "wavre-sainte-catherine" },
      en: { City: "  sint-katelijne-waver " },
      de: { City: "Sint-Katelijne-Waver" },
    });
    const [property] = parseFeed(feed).properties;
    expect(property?.address.city).toEqual({
      nl: "Sint-Katelijne-Waver",
      fr: "Wavre-Sainte-Catherine",
      en: "Sint-Katelijne-Waver",
      de: "Sint-Katelijne-Waver",
    });
  });

  it("keeps the article of 's-Gravenwezel lower case on a project", () => {
    const feed = smallFeed();
    set(feed.Projects, {
      nl: { City: "'S-GRAVENWEZEL" },
      fr: { City: "'s-gravenwezel" },
      en: { City: "’S-Gravenwezel" },
      de: { City: "'s-Gravenwezel" },
    });
    const [project] = parseFeed(feed).projects;
    expect(project?.address.city).toEqual({
      nl: "'s-Gravenwezel",
      fr: "'s-Gravenwezel",
      en: "’s-Gravenwezel",
      de: "'s-Gravenwezel",
    });
  });

  it("capitalises the city list, with the same slugs as the CRM's own spelling", () => {
    const feed = smallFeed();
    const wellSpelled = parseFeed(smallFeed()).cities;
    for (const city of feed.Cities.All) city.Name = String(city.Name).toUpperCase();
    const shouted = parseFeed(feed).cities;
    expect(shouted.map((city) => [city.zip, city.slug, city.name.nl, city.name.de])).toEqual([
      ["2650", "edegem", "Edegem", "Edegem"],
      ["2970", "s-gravenwezel", "'s-Gravenwezel", "'s-Gravenwezel"],
      ["2970", "schilde", "Schilde", "Schilde"],
    ]);
    expect(shouted).toEqual(wellSpelled);
  });

  it("keeps a property's address in every language whatever case its city comes in", () => {
    const paths = (city: string) => {
      const feed = smallFeed();
      set(feed.Properties, { nl: { City: city }, fr: { City: city }, en: { City: city }, de: { City: city } });
      const { properties, projects, types } = parseFeed(feed);
      return buildCatalog({ version: 1, properties, projects, types }).propertyPaths.get(propertyId);
    };
    const original = paths(String(first.City));
    expect(original?.nl).toContain("/wilrijk/");
    expect(paths("WILRIJK")).toEqual(original);
    expect(paths("wilrijk")).toEqual(original);
  });
});

describe("empty values from the CRM (spec §5: null or a blank string)", () => {
  it("rejects a property whose city is blank, naming it, and keeps the rest of the feed", () => {
    const feed = smallFeed();
    set(feed.Properties, { fr: { City: "   " } });
    const parsed = parseFeed(feed);
    expect(parsed.properties).toEqual([]);
    expect(parsed.projects).toHaveLength(1);
    expect(parsed.rejected).toContain(`Property ${propertyId} (fr): City: expected a non-blank text`);
  });

  it("shows no heating or video for blank text, and no heating in a language left blank", () => {
    const blank = smallFeed();
    set(blank.Properties, {
      nl: { Heating: " \u00a0", VideoUrl: "  ", EPCUniqueCode: "" },
      fr: { Heating: "", VideoUrl: "" },
      en: { Heating: "\t", VideoUrl: "" },
      de: { Heating: "", VideoUrl: "" },
    });
    const [empty] = parseFeed(blank).properties;
    expect(empty?.textFacts.heating).toBeUndefined();
    expect(empty?.videoUrl).toBeNull();
    expect(empty?.facts.epcUniqueCode).toBeUndefined();

    const partly = smallFeed();
    set(partly.Properties, { nl: { Heating: "Gas" }, fr: { Heating: "  " }, en: { Heating: "Gas" } });
    const [property] = parseFeed(partly).properties;
    expect(property?.textFacts.heating).toMatchObject({ nl: "Gas", fr: "", en: "Gas" });
  });
});
