import { describe, expect, it } from "vitest";
import { isEmpty } from "./empty";

describe("isEmpty", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["the empty string", ""],
    ["spaces", "   "],
    ["tabs and newlines", "\t\n\r "],
    ["non-breaking spaces", "\u00a0\u00a0"],
  ])("treats %s as empty", (_name, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ["0", 0],
    ["NaN", Number.NaN],
    ["false", false],
    ["an empty array", []],
    ["an empty object", {}],
    ["a word", "Edegem"],
    ["a padded word", "  x  "],
    ["the string 0", "0"],
  ])("does not treat %s as empty", (_name, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
