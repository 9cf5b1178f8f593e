import { describe, expect, it } from "vitest";
import type { Advert } from "./legal";
import { requiredLegalItems } from "./legal";

const house: Advert = { region: "flanders", goal: "sale", building: true, constructionYear: 1975 };
const required = (advert: Partial<Advert>) => [...requiredLegalItems({ ...house, ...advert })].sort();

describe("what the law asks an ad to show", () => {
  it("a Flemish house on sale from before 2001: the EPC, the flood scores, the five urban-planning items and asbestos", () => {
    expect(required({})).toEqual(
      [
        "epcValue",
        "epcUniqueCode",
        "floodScoreP",
        "floodScoreG",
        "buildingPermit",
        "zoningDesignation",
        "summonsOrJudicialDecision",
        "preemptiveRight",
        "subdivisionPermit",
        "asbestosCertificate",
      ].sort(),
    );
  });

  it("asks no asbestos certificate for a building from 2001 on, and asks it when the year is unknown", () => {
    expect(required({ constructionYear: 2001 })).not.toContain("asbestosCertificate");
    expect(required({ constructionYear: 2000 })).toContain("asbestosCertificate");
    expect(required({ constructionYear: null })).toContain("asbestosCertificate");
  });

  it("a Flemish rental asks only the EPC: the sale-only items are not listed as missing", () => {
    expect(required({ goal: "rent" })).toEqual(["epcUniqueCode", "epcValue"]);
  });

  it("Flemish land on sale: the flood and urban-planning items, no EPC and no asbestos", () => {
    const items = required({ building: false, constructionYear: null });
    expect(items).toContain("floodScoreP");
    expect(items).toContain("preemptiveRight");
    expect(items).not.toContain("epcValue");
    expect(items).not.toContain("asbestosCertificate");
  });

  it("Brussels asks the class, the consumption and the CO2 emissions, for sale and rent alike", () => {
    expect(required({ region: "brussels" })).toEqual(["epcCo2", "epcValue"]);
    expect(required({ region: "brussels", goal: "rent" })).toEqual(["epcCo2", "epcValue"]);
  });

  it("Wallonia asks the specific and total consumption and the certificate's number", () => {
    expect(required({ region: "wallonia" })).toEqual(["epcTotal", "epcUniqueCode", "epcValue"]);
    expect(required({ region: "wallonia", goal: "rent" })).toEqual(["epcTotal", "epcUniqueCode", "epcValue"]);
  });

  it("asks nothing when the postal code is not Belgian", () => {
    expect(required({ region: null })).toEqual([]);
  });
});
