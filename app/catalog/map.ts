import type { Catalog, PropertyCard } from "./snapshot";

// The points of the list's map view: exactly the filtered results. A property whose address
// is hidden is placed only roughly (two decimals, about a kilometre), so the map does not
// give the address away.

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  price: number | null;
  priceUnit: number;
  priceUnitText: string;
  path: string;
}

const rough = (value: number) => Math.round(value * 100) / 100;

export function mapPoints(catalog: Catalog, properties: PropertyCard[]): MapPoint[] {
  return properties.flatMap((property) => {
    const address = catalog.properties.get(property.id)?.address;
    if (!address || address.latitude === null || address.longitude === null) return [];
    const exact = address.published;
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
      },
    ];
  });
}
