import { describe, expect, it } from "vitest";
import { freshRandomBytes } from "./random.server";

describe("freshRandomBytes", () => {
  it("never hands out the same bytes twice, across refills of its pool", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 2_000; index++) seen.add(freshRandomBytes(16).toString("hex"));
    expect(seen.size).toBe(2_000);
  });

  it("gives bytes of their own: changing them changes nothing handed out later", () => {
    const first = freshRandomBytes(12);
    first.fill(0);
    const next = freshRandomBytes(4096);
    expect(next.length).toBe(4096);
    expect(next.subarray(0, 12).equals(Buffer.alloc(12))).toBe(false);
  });

  it("refuses more than its pool holds", () => {
    expect(() => freshRandomBytes(4097)).toThrow(RangeError);
  });
});
