import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "./phone";

describe("formatPhone", () => {
  it("groups a 10-digit mobile number 4-2-2-2", () => {
    expect(formatPhone("0475123456")).toBe("0475 12 34 56");
  });

  it("groups a 9-digit landline number 3-2-2-2", () => {
    expect(formatPhone("034401234")).toBe("034 40 12 34");
  });

  it.each([
    ["spaces", "0475 12 34 56", "0475 12 34 56"],
    ["odd spacing", " 0475  123456 ", "0475 12 34 56"],
    ["dots", "0475.12.34.56", "0475 12 34 56"],
    ["slashes", "03/440.12.34", "034 40 12 34"],
    ["a slash after the area code", "0475/12 34 56", "0475 12 34 56"],
    ["parentheses", "(03) 440 12 34", "034 40 12 34"],
    ["dashes", "03-440-12-34", "034 40 12 34"],
  ])("ignores %s in the input", (_name, input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ["+32 with 11 digits", "+32 475 12 34 56"],
    ["0032 with 12 digits", "0032 3 440 12 34"],
    ["8 digits", "12345678"],
    ["8 digits with separators", "1234 56 78"],
    ["11 digits", "04751234567"],
    ["letters only", "n.v.t."],
    ["the empty string", ""],
  ])("returns %s unchanged", (_name, input) => {
    expect(formatPhone(input)).toBe(input);
  });

  it("returns the original string, not the digits, when the length does not fit", () => {
    expect(formatPhone("+32 (0)3 440")).toBe("+32 (0)3 440");
  });
});

describe("phoneHref", () => {
  it.each([
    ["03 455 12 34", "tel:+3234551234"],
    ["0475 12 34 56", "tel:+32475123456"],
    ["+32 3 455 12 34", "tel:+3234551234"],
    ["0032 475 12 34 56", "tel:+32475123456"],
    ["+31 20 123 4567", "tel:+31201234567"],
  ])("%s → %s", (input, href) => {
    expect(phoneHref(input)).toBe(href);
  });
});
