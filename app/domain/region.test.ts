import { describe, expect, it } from "vitest";
import { regionOfZip } from "./region";

describe("regionOfZip", () => {
  it.each([
    [999, null],
    [1000, "brussels"],
    [1050, "brussels"],
    [1299, "brussels"],
    [1300, "wallonia"],
    [1400, "wallonia"],
    [1499, "wallonia"],
    [1500, "flanders"],
    [2650, "flanders"],
    [3999, "flanders"],
    [4000, "wallonia"],
    [5000, "wallonia"],
    [7999, "wallonia"],
    [8000, "flanders"],
    [9000, "flanders"],
    [9999, "flanders"],
    [10000, null],
  ] as const)("maps %j to %j", (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });

  it.each([
    ["2650", "flanders"],
    ["1000", "brussels"],
    ["4000", "wallonia"],
    [" 2650 ", "flanders"],
  ] as const)("accepts the string %j", (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });

  it.each(["abc", "", "999", "0999", "10000", "26 50", "B-2650", "2650a", "2650.0", "-2650"])(
    "rejects the string %j",
    (zip) => {
      expect(regionOfZip(zip)).toBeNull();
    },
  );

  it.each([-2650, 0, 2650.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects the number %d", (zip) => {
    expect(regionOfZip(zip)).toBeNull();
  });
});
