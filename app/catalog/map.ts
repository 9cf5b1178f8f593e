import type { Catalog, ListingCard } from "./snapshot";

// The points of the list's map view: exactly the filtered results. A listing whose address
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

export function mapPoints(catalog: Catalog, listings: ListingCard[]): MapPoint[] {
  return listings.flatMap((listing) => {
    const address = catalog.properties.get(listing.id)?.address;
    if (!address || address.latitude === null || address.longitude === null) return [];
    const exact = address.published;
    return [
      {
        id: listing.id,
        latitude: exact ? address.latitude : rough(address.latitude),
        longitude: exact ? address.longitude : rough(address.longitude),
        title: listing.title,
        price: listing.price,
        priceUnit: listing.priceUnit,
        priceUnitText: listing.priceUnitText,
        path: listing.path,
      },
    ];
  });
}
