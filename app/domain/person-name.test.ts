import { describe, expect, it } from "vitest";
import { isPersonName } from "./person-name";

describe("isPersonName", () => {
  it.each([
    "Els",
    "Jan-Pieter",
    "D'Hondt",
    "Van den Bossche",
    "Çelik",
    "Müller",
    "Ólafsdóttir",
    "J. P. Claes",
    "Zoë",
    "Nguyễn",
    "Łukasz",
    "O’Brien",
    "Αλέξανδρος",
    "محمد",
  ])("takes %s", (name) => expect(isPersonName(name)).toBe(true));

  it.each([
    "Claim your prize: https://evil.example/p?id=1",
    "evil.example",
    "www.evil",
    "Jan2",
    "jan@example.be",
    "Jan (reply for details)",
    "=?utf-8?q?=0D=0ABcc:_x@y?=",
    "Jan\nBcc: x@y",
    "CHEAP PILLS at evil.com",
  ])("refuses %j", (name) => expect(isPersonName(name)).toBe(false));
});
