import { describe, expect, it } from "vitest";
import { buildCatalog } from "./snapshot";
import { resolveTyped, suggest } from "./suggest";
import { syntheticProperties, syntheticTypes } from "./synthetic";

const properties = syntheticProperties(300);
const catalog = buildCatalog({ version: 1, properties, projects: [], types: syntheticTypes });

describe("home search suggestions (spec §2 results panel)", () => {
  it("shows the types that are for sale or rent when nothing is typed, with their counts", () => {
    const result = suggest(catalog, "nl", "  ");
    expect(result.types.map((type) => type.webId)).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(result.types[0]?.saleCount).toBe(properties.filter((p) => p.goal === "sale" && p.webIds.includes(1)).length);
    expect(result.cities).toEqual([]);
    expect(result.properties).toEqual([]);
  });

  it("matches cities on name, accent-stripped name and postal code, case aside", () => {
    expect(suggest(catalog, "nl", "EDEG").cities.map((city) => city.name)).toEqual(["Edegem"]);
    expect(suggest(catalog, "nl", "liege").cities.map((city) => city.name)).toEqual(["Liège"]);
    expect(
      suggest(catalog, "nl", "262")
        .cities.map((city) => city.zip)
        .sort(),
    ).toEqual(["2620", "2627"]);
    expect(suggest(catalog, "nl", "xyz").cities).toEqual([]);
    expect(
      suggest(catalog, "nl", "h")
        .cities.slice(0, 3)
        .map((city) => city.name),
    ).toEqual(["Hemiksem", "Hoboken", "Hove"]);
  });

  it("finds a property by its exact reference, with its picture, a 100-character description and its path", () => {
    const target = properties[17];
    if (!target) throw new Error("no property");
    const [found] = suggest(catalog, "fr", ` ${target.reference.toUpperCase()} `).properties;
    expect(found).toMatchObject({ id: target.id, reference: target.reference });
    expect(found?.description.length).toBeLessThanOrEqual(101);
    expect(found?.path).toMatch(/^\/fr\/a-(vendre|louer)\//);
    expect(suggest(catalog, "nl", target.reference.slice(0, -1)).properties).toEqual([]);
  });
});

describe("what the home box means when sent as typed (Enter, or no JavaScript)", () => {
  it("opens the property of an exact reference, in the page's language", () => {
    const target = properties[42];
    if (!target) throw new Error("no property");
    expect(resolveTyped(catalog, "fr", ` ${target.reference.toLowerCase()} `)).toEqual({
      property: catalog.propertyPaths.get(target.id)?.fr,
    });
  });

  it("names the municipalities of a postal code, a partial name or a name without its accents", () => {
    expect(resolveTyped(catalog, "nl", "2650")).toEqual({ cities: [{ name: "Edegem", zip: "2650" }] });
    expect(resolveTyped(catalog, "nl", "edeg")).toEqual({ cities: [{ name: "Edegem", zip: "2650" }] });
    expect(resolveTyped(catalog, "nl", "liege")).toEqual({ cities: [{ name: "Liège", zip: "4000" }] });
    const zips = (text: string) => {
      const found = resolveTyped(catalog, "nl", text);
      return found && "cities" in found ? found.cities.map((city) => city.zip).sort() : [];
    };
    expect(zips("262")).toEqual(["2620", "2627"]);
  });

  it("finds nothing for a text that names no place and no reference", () => {
    expect(resolveTyped(catalog, "nl", "xyz")).toBeNull();
    expect(resolveTyped(catalog, "nl", "   ")).toBeNull();
  });
});
