import { variantUpTo } from "~/media/variants";
import type { Catalog, PropertyCard } from "./snapshot";
import { isReference } from "./snapshot";

// The points of the list's map view: the filtered results on offer (a sold or rented reference
// is no place to visit). A property whose address is hidden is placed only roughly (two
// decimals, about a kilometre), so the map does not give the address away.

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  price: number | null;
  priceUnit: number;
  priceUnitText: string;
  path: string;
  /** The property's type, for the popup. */
  type?: string;
  /** A small photo for the popup. */
  photo?: { src: string; width: number; height: number } | null;
}

const rough = (value: number) => Math.round(value * 100) / 100;

export function mapPoints(catalog: Catalog, properties: PropertyCard[]): MapPoint[] {
  return properties.flatMap((property) => {
    const address = catalog.properties.get(property.id)?.address;
    if (isReference(property) || !address || address.latitude === null || address.longitude === null) return [];
    const exact = address.published;
    const picture = property.picture;
    // 500 px wide: sharp in a popup of about 240 px on a phone's screen.
    const photo = picture ? variantUpTo(picture.url, picture, 500) : null;
    return [
      {
        id: property.id,
        latitude: exact ? address.latitude : rough(address.latitude),
        longitude: exact ? address.longitude : rough(address.longitude),
        title: property.title,
        price: property.price,
        priceUnit: property.priceUnit,
        priceUnitText: property.priceUnitText,
        path: property.path,
        type: property.mainTypeName,
        photo: photo ? { src: photo.path, width: photo.width, height: photo.height } : null,
      },
    ];
  });
}

// Price labels on the map never hide each other: labels whose boxes would overlap on screen
// become one cluster with their count, placed at their centre, until nothing overlaps. Pure,
// in screen pixels, so the map redraws it at every zoom and the tests need no browser.

/** A price label: its point on screen, and its box's size; the box stands centred above the point. */
export interface Label<T> {
  item: T;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One label (a single item), or a cluster of several, centred on its point. */
export interface Group<T> {
  items: T[];
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Pending<T> {
  labels: Label<T>[];
  x: number;
  y: number;
}

/** The box a group takes on screen: its label above its point, or a cluster around it. */
export function boxOf<T>(group: { x: number; y: number; labels: Label<T>[] }, clusterSize: number): Box {
  const [only] = group.labels;
  if (only && group.labels.length === 1)
    return {
      left: group.x - only.width / 2,
      top: group.y - only.height,
      right: group.x + only.width / 2,
      bottom: group.y,
    };
  const half = clusterSize / 2;
  return { left: group.x - half, top: group.y - half, right: group.x + half, bottom: group.y + half };
}

const overlap = (a: Box, b: Box, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/**
 * The labels grouped so that no two boxes overlap (with `gap` pixels between them): overlapping
 * ones merge into a cluster at their mean point, `clusterSize` pixels square, and merging goes
 * on until no box overlaps another. Every label ends up in exactly one group.
 */
export function declutter<T>(labels: Label<T>[], clusterSize: number, gap = 2): Group<T>[] {
  const groups: Pending<T>[] = labels.map((label) => ({ labels: [label], x: label.x, y: label.y }));
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i];
        const b = groups[j];
        if (!a || !b || !overlap(boxOf(a, clusterSize), boxOf(b, clusterSize), gap)) continue;
        const members = [...a.labels, ...b.labels];
        groups[i] = {
          labels: members,
          x: members.reduce((sum, label) => sum + label.x, 0) / members.length,
          y: members.reduce((sum, label) => sum + label.y, 0) / members.length,
        };
        groups.splice(j, 1);
        merged = true;
        // The grown group may now overlap one already passed: look again from its next.
        j = i;
      }
    }
  }
  return groups.map((group) => ({ items: group.labels.map((label) => label.item), x: group.x, y: group.y }));
}
