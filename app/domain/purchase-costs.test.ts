import { describe, expect, it } from "vitest";
import {
  defaultContribution,
  dutyRule,
  formatRate,
  monthlyPayment,
  monthlyRate,
  mortgageDeed,
  parseAmount,
  parseCostQuery,
  purchaseCosts,
  registrationDuty,
  saleDeed,
  saleFee,
} from "./purchase-costs";

const duty = (region: "flanders" | "brussels" | "wallonia", price: number, onlyOwnHome: boolean) =>
  registrationDuty(price, dutyRule(region, price, onlyOwnHome));

describe("registration duty, 2025 rules", () => {
  it("Flanders: 2% for the only own home, 12% otherwise", () => {
    expect(duty("flanders", 300_000, true)).toBe(6_000);
    expect(duty("flanders", 300_000, false)).toBe(36_000);
    expect(duty("flanders", 1_500_000, true)).toBe(30_000);
  });

  it("Wallonia: 3% for the only own home, 12.5% otherwise", () => {
    expect(duty("wallonia", 250_000, true)).toBe(7_500);
    expect(duty("wallonia", 250_000, false)).toBe(31_250);
  });

  it("Brussels: 12.5%, the first €200,000 free for an only own home up to €600,000", () => {
    expect(duty("brussels", 600_000, true)).toBe(50_000);
    expect(dutyRule("brussels", 600_000, true).abatement).toBe(200_000);
    // One euro more and the whole price is taxed.
    expect(duty("brussels", 600_001, true)).toBe(75_000.13);
    expect(dutyRule("brussels", 600_001, true).abatement).toBe(0);
    expect(duty("brussels", 180_000, true)).toBe(0);
    expect(duty("brussels", 400_000, false)).toBe(50_000);
  });
});

describe("notary and deed costs (estimates)", () => {
  it("follows the sale scale of KB 16 December 1950, band by band", () => {
    // The worked example notaries publish: € 65,000 → € 1,394.16.
    expect(saleFee(65_000)).toBe(1_394.16);
    expect(saleFee(7_500)).toBe(342);
    expect(saleFee(300_000)).toBe(2_477.65);
  });

  it("adds VAT and costs to the sale deed, and grows with the price", () => {
    expect(saleDeed(300_000)).toBe(4_268.46);
    expect(saleDeed(600_000)).toBeGreaterThan(saleDeed(300_000));
  });

  it("charges 1% registration and 0.3% mortgage duty on the loan, and nothing without a loan", () => {
    expect(mortgageDeed(0)).toBe(0);
    const small = mortgageDeed(100_000);
    const large = mortgageDeed(200_000);
    // The duties alone are 1.3% of the extra €100,000; the fee adds a little on top.
    expect(large - small).toBeGreaterThan(1_300);
    expect(large - small).toBeLessThan(1_700);
  });
});

describe("monthly repayment", () => {
  it("uses the equivalent monthly rate (1 + r)^(1/12) − 1", () => {
    expect(monthlyRate(3)).toBeCloseTo(0.002466, 6);
    expect((1 + monthlyRate(3)) ** 12).toBeCloseTo(1.03, 12);
  });

  it("repays the loan exactly over the term", () => {
    const payment = monthlyPayment(200_000, 3, 25);
    expect(payment).toBe(944.22);
    let balance = 200_000;
    for (let month = 0; month < 300; month += 1) balance = balance * (1 + monthlyRate(3)) - payment;
    expect(Math.abs(balance)).toBeLessThan(5);
  });

  it("splits the loan in equal parts at a zero rate", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
  });

  it("costs more a month over the shortest term than over the longest", () => {
    expect(monthlyPayment(100_000, 3, 1)).toBeGreaterThan(8_400);
    expect(monthlyPayment(100_000, 3, 40)).toBeLessThan(400);
  });
});

describe("the whole purchase", () => {
  const flemish = { price: 300_000, region: "flanders", onlyOwnHome: true, yearlyPercent: 3, years: 25 } as const;

  it("borrows the price and every cost less the own contribution", () => {
    const costs = purchaseCosts({ ...flemish, contribution: 60_000 });
    expect(costs.duty).toBe(6_000);
    expect(costs.total).toBeCloseTo(300_000 + costs.duty + costs.saleDeed + costs.mortgageDeed, 2);
    expect(costs.loan).toBeCloseTo(costs.total - 60_000, 1);
    expect(costs.mortgageDeed).toBe(mortgageDeed(costs.loan));
    expect(costs.monthly).toBe(monthlyPayment(costs.loan, 3, 25));
  });

  it("never borrows a negative amount when the contribution is above the price and costs", () => {
    const costs = purchaseCosts({ ...flemish, contribution: 500_000 });
    expect(costs.loan).toBe(0);
    expect(costs.mortgageDeed).toBe(0);
    expect(costs.monthly).toBe(0);
    expect(costs.total).toBe(300_000 + 6_000 + costs.saleDeed);
  });
});

describe("reading the calculator's query", () => {
  const parse = (query: string) => parseCostQuery(new URLSearchParams(query), 60_000);

  it("uses the defaults without a query", () => {
    expect(parse("")).toMatchObject({
      values: { onlyOwnHome: false, contribution: 60_000, yearlyPercent: 3, years: 25 },
      errors: {},
    });
  });

  it("reads what a visitor submits", () => {
    expect(parse("own=1&contribution=75.000&rate=3,25&years=20")).toMatchObject({
      values: { onlyOwnHome: true, contribution: 75_000, yearlyPercent: 3.25, years: 20 },
      errors: {},
    });
  });

  it.each([
    ["50.000", 50_000],
    ["50 000", 50_000],
    ["€ 50.000", 50_000],
    ["50,000", 50_000],
    ["1.250.000", 1_250_000],
    ["50000,50", 50_000.5],
    ["50.000,50", 50_000.5],
    ["0", 0],
  ])("reads the amount %j as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("names what is wrong with each field, never throwing", () => {
    expect(parse("contribution=abc").errors).toEqual({ contribution: "number" });
    expect(parse("contribution=-5000").errors).toEqual({ contribution: "negative" });
    expect(parse(`contribution=${"9".repeat(400)}`).errors).toEqual({ contribution: "tooLarge" });
    expect(parse("contribution=1&contribution=2").errors).toEqual({ contribution: "repeated" });
    expect(parse("rate=drie").errors).toEqual({ rate: "number" });
    expect(parse("rate=-1").errors).toEqual({ rate: "negative" });
    expect(parse("rate=25").errors).toEqual({ rate: "rateRange" });
    expect(parse("own=yes").errors).toEqual({ own: "choice" });
    expect(parse("own=1&own=1").errors).toEqual({ own: "repeated" });
  });

  it("accepts a zero rate and terms from 1 to 40 whole years", () => {
    expect(parse("rate=0").values.yearlyPercent).toBe(0);
    expect(parse("years=1").values.years).toBe(1);
    expect(parse("years=40").values.years).toBe(40);
    expect(parse("years=0").errors).toEqual({ years: "yearsRange" });
    expect(parse("years=41").errors).toEqual({ years: "yearsRange" });
    expect(parse("years=12,5").errors).toEqual({ years: "yearsRange" });
    expect(parse("years=").errors).toEqual({ years: "number" });
  });

  it("keeps the default for a field in error, and shows back what was typed", () => {
    const query = parse("contribution=abc&years=99");
    expect(query.values).toMatchObject({ contribution: 60_000, years: 25 });
    expect(query.typed).toMatchObject({ contribution: "abc", years: "99" });
  });

  it("reads an emptied contribution as none", () => {
    expect(parse("contribution=").values.contribution).toBe(0);
  });

  it("proposes a fifth of the price as contribution, in thousands", () => {
    expect(defaultContribution(349_000)).toBe(70_000);
  });
});

describe("formatRate", () => {
  // Intl's no-break space, spelled out.
  const nbsp = "\u00a0";
  it.each([
    ["nl", "12,5%"],
    ["fr", `12,5${nbsp}%`],
    ["en", "12,5%"],
    ["de", `12,5${nbsp}%`],
  ] as const)("writes 12.5%% in %s as %j", (language, expected) => {
    expect(formatRate(0.125, language)).toBe(expected);
  });

  it("writes whole rates without decimals", () => {
    expect(formatRate(0.02, "nl")).toBe("2%");
  });
});
