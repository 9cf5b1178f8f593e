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

  it("names the municipalities of a postal code, a partial name or a name without its accents, by postal code", () => {
    expect(resolveTyped(catalog, "nl", "2650")).toEqual({ zips: ["2650"], types: [] });
    expect(resolveTyped(catalog, "nl", "edeg")).toEqual({ zips: ["2650"], types: [] });
    expect(resolveTyped(catalog, "nl", "liege")).toEqual({ zips: ["4000"], types: [] });
    const zips = (text: string) => {
      const found = resolveTyped(catalog, "nl", text);
      return found && "zips" in found ? found.zips.sort() : [];
    };
    expect(zips("262")).toEqual(["2620", "2627"]);
    // Several towns at once, and a name of several words as one.
    expect(zips("Edegem, Zoersel")).toEqual(["2650", "2980"]);
    expect(zips("'s-Gravenwezel")).toEqual(["2970"]);
  });

  it("takes a type word, its plural or its start as the type, and the rest as the place", () => {
    expect(resolveTyped(catalog, "nl", "appartement")).toEqual({ zips: [], types: [2] });
    expect(resolveTyped(catalog, "nl", "Appartementen Edegem")).toEqual({ zips: ["2650"], types: [2] });
    expect(resolveTyped(catalog, "nl", "woning 2980")).toEqual({ zips: ["2980"], types: [1] });
    expect(resolveTyped(catalog, "nl", "appart")).toEqual({ zips: [], types: [2] });
    // A place that is not there is no search: the box says it found nothing.
    expect(resolveTyped(catalog, "nl", "appartement xyz")).toBeNull();
  });

  it("finds nothing for a text that names no place and no reference", () => {
    expect(resolveTyped(catalog, "nl", "xyz")).toBeNull();
    expect(resolveTyped(catalog, "nl", "   ")).toBeNull();
  });
});
