import { describe, expect, it } from "vitest";
import { facadeKind, renovationNoticeApplies } from "./property-rules";

describe("facadeKind (spec §9: open 4, half-open 3, closed)", () => {
  it.each([
    [4, "open"],
    [5, "open"],
    [3, "halfOpen"],
    [2, "closed"],
  ] as const)("%i facades → %s", (facades, kind) => {
    expect(facadeKind(facades)).toBe(kind);
  });

  it.each([null, undefined, 1, 0, 2.5, Number.NaN])("%s → unknown", (facades) => {
    expect(facadeKind(facades)).toBeNull();
  });
});

describe("renovationNoticeApplies (spec §9: houses and flats, label E or F)", () => {
  const house = { goal: "sale" as const, region: "flanders" as const, webIds: [1], epcLabel: "e" as const };

  it("applies to Flemish houses and flats for sale with label E or F", () => {
    expect(renovationNoticeApplies(house)).toBe(true);
    expect(renovationNoticeApplies({ ...house, epcLabel: "f" })).toBe(true);
    expect(renovationNoticeApplies({ ...house, webIds: [2, 3] })).toBe(true);
  });

  it("does not apply to D or better, to other types, to rentals, outside Flanders or without a label", () => {
    expect(renovationNoticeApplies({ ...house, epcLabel: "d" })).toBe(false);
    expect(renovationNoticeApplies({ ...house, epcLabel: "a_plus" })).toBe(false);
    expect(renovationNoticeApplies({ ...house, webIds: [6] })).toBe(false);
    expect(renovationNoticeApplies({ ...house, goal: "rent" })).toBe(false);
    expect(renovationNoticeApplies({ ...house, region: "brussels", epcLabel: "e_plus" })).toBe(false);
    expect(renovationNoticeApplies({ ...house, epcLabel: null })).toBe(false);
  });
});
