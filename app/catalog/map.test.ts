import { describe, expect, it } from "vitest";
import { mapPoints } from "./map";
import { buildCatalog } from "./snapshot";
import { syntheticProperties, syntheticTypes } from "./synthetic";

describe("map points", () => {
  const [open, hidden, nowhere] = syntheticProperties(3);
  if (!open || !hidden || !nowhere) throw new Error("no properties");
  hidden.address = { ...hidden.address, published: false, latitude: 51.15678, longitude: 4.44321 };
  open.address = { ...open.address, latitude: 51.15678, longitude: 4.44321 };
  nowhere.address = { ...nowhere.address, latitude: null, longitude: null };
  const catalog = buildCatalog({
    version: 1,
    properties: [open, hidden, nowhere],
    projects: [],
    types: syntheticTypes,
  });
  const points = mapPoints(catalog, catalog.views.nl.properties);

  it("places a property with a published address exactly", () => {
    expect(points.find((point) => point.id === open.id)).toMatchObject({ latitude: 51.15678, longitude: 4.44321 });
  });

  it("places a property with a hidden address only roughly, so the map does not give it away", () => {
    expect(points.find((point) => point.id === hidden.id)).toMatchObject({ latitude: 51.16, longitude: 4.44 });
  });

  it("leaves out a property without coordinates", () => {
    expect(points.map((point) => point.id)).not.toContain(nowhere.id);
  });
});
