import { describe, expect, it } from "vitest";
import type { EpcLabel } from "./epc";
import { epcLabel, epcLabelDisplay, epcScale } from "./epc";

type Case = readonly [performance: number, label: EpcLabel];

describe("epcLabel: Flanders (lower bound inclusive, upper exclusive)", () => {
  it.each<Case>([
    [-0.01, "a_plus"],
    [-150, "a_plus"],
    [0, "a"],
    [99.99, "a"],
    [100, "b"],
    [199.99, "b"],
    [200, "c"],
    [299.99, "c"],
    [300, "d"],
    [399.99, "d"],
    [400, "e"],
    [499.99, "e"],
    [500, "f"],
    [1200, "f"],
  ])("%d kWh/m² is %s", (performance, label) => {
    expect(epcLabel(performance, "flanders")).toBe(label);
  });
});

describe("epcLabel: Brussels (first band whose upper bound is ≥ the value)", () => {
  it.each<Case>([
    [-1, "a_plus"],
    [-0.5, "a_plus"],
    [0, "a"],
    [1, "a"],
    [23, "a"],
    [23.5, "a_sub"],
    [24, "a_sub"],
    [45, "a_sub"],
    [46, "b_plus"],
    [62, "b_plus"],
    [63, "b"],
    [79, "b"],
    [80, "b_sub"],
    [95, "b_sub"],
    [96, "c_plus"],
    [113, "c_plus"],
    [114, "c"],
    [132, "c"],
    [133, "c_sub"],
    [150, "c_sub"],
    [151, "d_plus"],
    [170, "d_plus"],
    [171, "d"],
    [190, "d"],
    [191, "d_sub"],
    [210, "d_sub"],
    [211, "e_plus"],
    [223, "e_plus"],
    [232, "e_plus"],
    [233, "e"],
    [253, "e"],
    [254, "e_sub"],
    [275, "e_sub"],
    [276, "f_plus"],
    [298, "f_plus"],
    [299, "f"],
    [322, "f"],
    [322.5, "f_sub"],
    [323, "f_sub"],
    [345, "f_sub"],
    [345.1, "g"],
    [346, "g"],
    [900, "g"],
  ])("%d kWh/m² is %s", (performance, label) => {
    expect(epcLabel(performance, "brussels")).toBe(label);
  });
});

describe("epcLabel: Wallonia (lower bound exclusive, upper inclusive)", () => {
  it.each<Case>([
    [-0.01, "a_plusplus"],
    [-40, "a_plusplus"],
    [0, "a_plus"],
    [45, "a_plus"],
    [45.01, "a"],
    [85, "a"],
    [85.01, "b"],
    [170, "b"],
    [170.01, "c"],
    [255, "c"],
    [255.01, "d"],
    [340, "d"],
    [340.01, "e"],
    [425, "e"],
    [425.01, "f"],
    [510, "f"],
    [510.01, "g"],
    [800, "g"],
  ])("%d kWh/m² is %s", (performance, label) => {
    expect(epcLabel(performance, "wallonia")).toBe(label);
  });
});

describe("epcLabel: label text fallback", () => {
  it.each([
    ["A+", "flanders", "a_plus"],
    ["a", "flanders", "a"],
    [" C ", "flanders", "c"],
    ["f", "flanders", "f"],
    ["A++", "wallonia", "a_plusplus"],
    ["a + +", "wallonia", "a_plusplus"],
    ["a_plusplus", "wallonia", "a_plusplus"],
    ["G", "wallonia", "g"],
    ["A-", "brussels", "a_sub"],
    ["b +", "brussels", "b_plus"],
    ["C–", "brussels", "c_sub"],
    ["E_SUB", "brussels", "e_sub"],
    ["f_plus", "brussels", "f_plus"],
    ["g", "brussels", "g"],
  ] as const)("reads %j in %s as %s", (text, region, label) => {
    expect(epcLabel(null, region, text)).toBe(label);
    expect(epcLabel(undefined, region, text)).toBe(label);
    expect(epcLabel(Number.NaN, region, text)).toBe(label);
  });

  it.each([
    ["B-", "flanders"],
    ["A++", "flanders"],
    ["G", "flanders"],
    ["A++", "brussels"],
    ["A-", "wallonia"],
    ["B+", "wallonia"],
  ] as const)("rejects %j, which is not on the %s scale", (text, region) => {
    expect(epcLabel(null, region, text)).toBeNull();
  });

  it.each(["", "  ", "H", "A+++", "AB", "onbekend", "a_minus", "g_plus", "100"])(
    "rejects the unreadable text %j",
    (text) => {
      expect(epcLabel(null, "brussels", text)).toBeNull();
    },
  );

  it("returns null when neither a value nor a text is given", () => {
    expect(epcLabel(null, "flanders")).toBeNull();
    expect(epcLabel(undefined, "brussels", null)).toBeNull();
    expect(epcLabel(Number.NaN, "wallonia", undefined)).toBeNull();
  });

  it("prefers the performance value over the text", () => {
    expect(epcLabel(250, "flanders", "A")).toBe("c");
  });

  it("treats an infinite value as missing", () => {
    expect(epcLabel(Number.POSITIVE_INFINITY, "flanders", "B")).toBe("b");
    expect(epcLabel(Number.NEGATIVE_INFINITY, "wallonia")).toBeNull();
  });
});

describe("epcScale", () => {
  it("lists the Flemish scale, best first", () => {
    expect(epcScale("flanders")).toEqual(["a_plus", "a", "b", "c", "d", "e", "f"]);
  });

  it("lists the Brussels scale, best first", () => {
    expect(epcScale("brussels")).toEqual([
      "a_plus",
      "a",
      "a_sub",
      "b_plus",
      "b",
      "b_sub",
      "c_plus",
      "c",
      "c_sub",
      "d_plus",
      "d",
      "d_sub",
      "e_plus",
      "e",
      "e_sub",
      "f_plus",
      "f",
      "f_sub",
      "g",
    ]);
  });

  it("lists the Walloon scale, best first", () => {
    expect(epcScale("wallonia")).toEqual(["a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g"]);
  });

  it("returns a fresh array each time", () => {
    epcScale("flanders").pop();
    expect(epcScale("flanders")).toHaveLength(7);
  });
});

describe("epcLabelDisplay", () => {
  it.each<readonly [EpcLabel, string]>([
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["a", "A"],
    ["a_sub", "A-"],
    ["b_plus", "B+"],
    ["b", "B"],
    ["b_sub", "B-"],
    ["c_plus", "C+"],
    ["c", "C"],
    ["c_sub", "C-"],
    ["d_plus", "D+"],
    ["d", "D"],
    ["d_sub", "D-"],
    ["e_plus", "E+"],
    ["e", "E"],
    ["e_sub", "E-"],
    ["f_plus", "F+"],
    ["f", "F"],
    ["f_sub", "F-"],
    ["g", "G"],
  ])("shows %s as %s", (label, text) => {
    expect(epcLabelDisplay(label)).toBe(text);
  });

  it("round-trips through the label text of every scale", () => {
    for (const region of ["flanders", "brussels", "wallonia"] as const) {
      for (const label of epcScale(region)) {
        expect(epcLabel(null, region, epcLabelDisplay(label))).toBe(label);
      }
    }
  });
});
