import { describe, expect, it } from "vitest";
import type { Marquee } from "~/domain/records";
import { boxOf, declutter, mapPoints } from "./map";
import { buildCatalog } from "./snapshot";
import { syntheticProperties, syntheticTypes } from "./synthetic";

describe("map points", () => {
  const [open, hidden, nowhere, sold] = syntheticProperties(4).map((record) => ({ ...record, marquee: 0 as Marquee }));
  if (!open || !hidden || !nowhere || !sold) throw new Error("no properties");
  sold.marquee = 3;
  const alt = { nl: "Voorgevel", fr: "Façade", en: "Front", de: "Fassade" };
  open.pictures = [{ url: "https://photos.example/1.jpg", width: 1600, height: 1067, alt }];
  hidden.address = { ...hidden.address, published: false, latitude: 51.15678, longitude: 4.44321 };
  open.address = { ...open.address, latitude: 51.15678, longitude: 4.44321 };
  nowhere.address = { ...nowhere.address, latitude: null, longitude: null };
  const catalog = buildCatalog({
    version: 1,
    properties: [open, hidden, nowhere, sold],
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

  it("leaves out a property without coordinates, and a sold one", () => {
    expect(points.map((point) => point.id)).not.toContain(nowhere.id);
    expect(points.map((point) => point.id)).not.toContain(sold.id);
  });

  it("gives the popup the type and a small photo", () => {
    const point = points.find((one) => one.id === open.id);
    expect(point?.type).toBe(catalog.views.nl.propertyById.get(open.id)?.mainTypeName);
    expect(point?.photo).toMatchObject({ width: 500, height: 333 });
    expect(point?.photo?.src).toMatch(/^\/images\/[0-9a-f]{14}\/500\.jpg$/);
  });
});

describe("decluttering the price labels", () => {
  const label = (item: number, x: number, y: number, width = 80) => ({ item, x, y, width, height: 22 });
  const boxes = (groups: ReturnType<typeof declutter<number>>, labels: ReturnType<typeof label>[]) =>
    groups.map((group) =>
      boxOf({ x: group.x, y: group.y, labels: labels.filter((one) => group.items.includes(one.item)) }, 44),
    );

  it("leaves labels that do not touch as they are", () => {
    const groups = declutter([label(1, 100, 100), label(2, 190, 100), label(3, 100, 130)], 44);
    expect(groups).toEqual([
      { items: [1], x: 100, y: 100 },
      { items: [2], x: 190, y: 100 },
      { items: [3], x: 100, y: 130 },
    ]);
  });

  it("makes overlapping labels one cluster at their centre, and merges on while the cluster overlaps more", () => {
    // 1 and 2 overlap; their cluster then overlaps 4's label.
    const groups = declutter([label(1, 100, 100), label(2, 150, 105), label(3, 400, 100), label(4, 180, 100)], 44);
    expect(groups).toEqual([
      { items: [1, 2, 4], x: (100 + 150 + 180) / 3, y: (100 + 105 + 100) / 3 },
      { items: [3], x: 400, y: 100 },
    ]);
  });

  it("leaves no two boxes overlapping and loses no label, however crowded the map", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 390;
    const labels = Array.from({ length: 150 }, (_, index) => label(index, random(), random(), 60 + (index % 4) * 15));
    const groups = declutter(labels, 44);
    expect(groups.flatMap((group) => group.items).sort((a, b) => a - b)).toEqual(labels.map((one) => one.item));
    const placed = boxes(groups, labels);
    for (const [index, a] of placed.entries())
      for (const b of placed.slice(index + 1))
        expect(a.left >= b.right || b.left >= a.right || a.top >= b.bottom || b.top >= a.bottom).toBe(true);
    expect(groups.length).toBeGreaterThan(1);
  });
});
