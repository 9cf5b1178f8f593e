import { describe, expect, it } from "vitest";
import { amountInWords, offerAdvance } from "./offer";

describe("purchase offer rules (spec §9)", () => {
  it("writes the amount in letters in each language, with Belgian French numbers", () => {
    expect(amountInWords(435_000, "nl")).toBe("vierhonderdvijfendertigduizend euro");
    expect(amountInWords(98_500, "fr")).toBe("nonante-huit mille cinq cents euros");
    expect(amountInWords(435_000, "en")).toBe("four hundred and thirty-five thousand euros");
    expect(amountInWords(435_000, "de")).toBe("vierhundertfünfunddreißigtausend Euro");
  });

  it("writes nothing for an amount that is not a positive whole number", () => {
    expect(amountInWords(0, "nl")).toBe("");
    expect(amountInWords(-5, "nl")).toBe("");
    expect(amountInWords(1.5, "nl")).toBe("");
  });

  it("puts the advance at 10% of the offer, in whole euros", () => {
    expect(offerAdvance(435_000)).toBe(43_500);
    expect(offerAdvance(299_995)).toBe(30_000);
  });
});
