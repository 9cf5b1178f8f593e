import { describe, expect, it } from "vitest";
import type { SearchAlertCriteria } from "~/db/schema";
import type { AlertNews } from "./match";
import { matchAlerts } from "./match";

const criteria = (overrides: Partial<SearchAlertCriteria> = {}): SearchAlertCriteria => ({
  goal: "sale",
  types: [2],
  zips: ["2650", "2640"],
  minPrice: 200_000,
  maxPrice: 400_000,
  bedrooms: 2,
  ...overrides,
});

const news = (propertyId: number, overrides: Partial<AlertNews> = {}): AlertNews => ({
  propertyId,
  kind: "new",
  goal: "sale",
  zip: "2650",
  webIds: [2],
  price: 300_000,
  bedrooms: 2,
  ...overrides,
});

const ids = (found: Map<number, AlertNews[]>, alert: number) => found.get(alert)?.map((item) => item.propertyId) ?? [];

describe("which alerts a sync's news reaches", () => {
  it("reaches an alert only with a property of its goal, towns, types, price range and bedrooms", () => {
    const found = matchAlerts(
      [{ id: 1, criteria: criteria() }],
      [
        news(10),
        news(11, { zip: "2640", kind: "price_drop" }),
        news(12, { goal: "rent", price: 1200 }),
        news(13, { zip: "2000" }),
        news(14, { webIds: [1] }),
        news(15, { price: 450_000 }),
        news(16, { price: 199_999 }),
        news(17, { bedrooms: 1 }),
        news(18, { price: null }),
        news(19, { webIds: [1, 2], price: 400_000, bedrooms: 4 }),
      ],
    );
    expect(ids(found, 1)).toEqual([10, 19, 11]);
  });

  it("lets a left-out part match everything, and leaves alerts that match nothing out", () => {
    const open = criteria({ types: [], minPrice: null, maxPrice: null, bedrooms: null, zips: [] });
    const found = matchAlerts(
      [
        { id: 1, criteria: open },
        { id: 2, criteria: criteria({ zips: ["9000"] }) },
      ],
      [news(10, { price: null, bedrooms: null, webIds: [7] }), news(11, { goal: "rent" })],
    );
    expect(ids(found, 1)).toEqual([10]);
    expect(found.has(2)).toBe(false);
  });
});
