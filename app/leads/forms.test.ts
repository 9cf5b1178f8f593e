import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/language";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { LeadKind } from "./forms";
import { leadForms, maxCvBytes } from "./forms";
import { fieldErrorMessage, zipErrorCountry } from "./field-texts";

function parse(kind: LeadKind, entries: Record<string, string | string[] | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  const submission = parseWithZod(form, { schema: leadForms[kind] });
  return submission.status === "success"
    ? { status: "success", error: undefined, value: submission.value as Record<string, unknown> }
    : { status: "error", error: submission.error ?? undefined, value: undefined };
}

const offer = {
  street: "Kerkstraat",
  houseNumber: "12",
  zip: "2650",
  city: "Edegem",
  amount: "435000",
  offerDate: "2026-12-01",
  validUntil: "2026-12-15",
  place: "Edegem",
  signerA: "Jan Peeters",
};
const tenant = { adults: "2", income: "3800" };
const person = { title: "MR", firstName: "Jan", lastName: "Peeters", email: "jan@example.be", phone: "0475123456" };

describe("lead form schemas", () => {
  it("names every missing required field of the contact form, and nothing else", () => {
    const result = parse("site-contact", {});
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      firstName: ["required"],
      lastName: ["required"],
      email: ["required"],
      phone: ["required"],
    });
  });

  it("takes MR or MS as title, or none at all (the neutral choice); MISS is no longer offered", () => {
    for (const title of ["MR", "MS"]) expect(parse("site-contact", { ...person, title }).value?.title).toBe(title);
    for (const title of ["DR", "MISS"])
      expect(parse("site-contact", { ...person, title }).error).toEqual({ title: ["choice"] });
    const untitled = Object.fromEntries(Object.entries(person).filter(([key]) => key !== "title"));
    for (const entries of [untitled, { ...person, title: "" }]) {
      const result = parse("purchase-offer", { ...entries, ...offer });
      expect(result.status).toBe("success");
      expect(result.value?.title).toBeUndefined();
    }
  });

  it("takes an offer from an address abroad, its postal code checked against its country", () => {
    expect(
      parse("purchase-offer", { ...person, ...offer, zip: "10115", city: "Berlin", country: "DE" }).value,
    ).toMatchObject({ zip: "10115", city: "Berlin", country: "DE" });
    expect(parse("purchase-offer", { ...person, ...offer, zip: "1234", country: "DE" }).error).toEqual({
      zip: ["zip:DE"],
    });
    expect(parse("rent-application", { ...person, ...offer, ...tenant, zip: "1012 AB", country: "NL" }).status).toBe(
      "success",
    );
    expect(parse("rent-application", { ...person, ...offer, ...tenant, zip: "", country: "FR" }).error).toEqual({
      zip: ["required"],
    });
  });

  it("keeps Belgium and its four-digit postal codes unless another country is chosen", () => {
    expect(parse("purchase-offer", { ...person, ...offer }).value).toMatchObject({ country: "BE" });
    expect(parse("purchase-offer", { ...person, ...offer, zip: "10115" }).error).toEqual({ zip: ["zip:BE"] });
  });

  it("refuses a country that is not in the list, and a country sent twice", () => {
    for (const country of ["XX", "be", "DEU", "x".repeat(5000), ["DE", "BE"]])
      expect(parse("purchase-offer", { ...person, ...offer, country }).error).toEqual({ country: ["country"] });
  });

  it("checks a country without a known format loosely, and needs no postal code where there is none", () => {
    expect(parse("purchase-offer", { ...person, ...offer, zip: "C1002ABC", country: "AR" }).status).toBe("success");
    expect(parse("purchase-offer", { ...person, ...offer, zip: "1", country: "AR" }).error).toEqual({
      zip: ["zipLoose"],
    });
    expect(parse("purchase-offer", { ...person, ...offer, zip: "", city: "Dubai", country: "AE" }).status).toBe(
      "success",
    );
  });

  it("refuses an invalid e-mail address and phone number with their own messages", () => {
    expect(parse("site-contact", { ...person, email: "jan@", phone: "12" }).error).toEqual({
      email: ["email"],
      phone: ["phone"],
    });
  });

  it("groups the phone number by the domain rule and trims the names", () => {
    const result = parse("site-contact", { ...person, firstName: "  Jan ", phone: "0475/12.34.56" });
    expect(result.value).toMatchObject({ firstName: "Jan", phone: "0475 12 34 56" });
  });

  it("keeps the marketing opt-in off unless the visitor ticks it", () => {
    const off = parse("site-contact", person);
    const on = parse("site-contact", { ...person, marketing: "on" });
    expect(off.value?.marketing).toBe(false);
    expect(on.value?.marketing).toBe(true);
  });

  it("refuses a message longer than 4000 characters", () => {
    expect(parse("site-contact", { ...person, message: "a".repeat(4001) }).error).toEqual({ message: ["tooLong"] });
  });

  it("takes the ticked contact time slots as a list, and refuses a made-up one", () => {
    const result = parse("contact-me", { ...person, slots: ["10:00-13:00", "16:00-19:00"] });
    expect(result.value?.slots).toEqual(["10:00-13:00", "16:00-19:00"]);
    expect(parse("contact-me", { ...person, slots: "tomorrow" }).error).toEqual({ "slots[0]": ["choice"] });
  });

  it("needs the address, a four-digit postal code, the type and the goal for a valuation, in Belgium", () => {
    const germanZip = parse("contact-demand", { ...person, zip: "10115", country: "DE" });
    expect(germanZip.error?.zip).toEqual(["zip"]);
    expect(germanZip.error).not.toHaveProperty("country");
    expect(parse("contact-demand", { ...person, zip: "26500" }).error).toEqual({
      street: ["required"],
      houseNumber: ["required"],
      zip: ["zip"],
      city: ["required"],
      propertyType: ["typeAndGoal"],
      goal: ["typeAndGoal"],
    });
    const complete = {
      ...person,
      street: "Kerkstraat",
      houseNumber: "12",
      zip: "2650",
      city: "Edegem",
      propertyType: "1",
      goal: "sale",
    };
    expect(parse("contact-demand", complete).status).toBe("success");
  });

  it("needs a whole amount, complete dates and an end date on or after the offer's date", () => {
    expect(parse("purchase-offer", { ...person, ...offer }).status).toBe("success");
    expect(parse("purchase-offer", { ...person, ...offer, amount: "435.000,50", offerDate: "1/12" }).error).toEqual({
      amount: ["amount"],
      offerDate: ["date"],
    });
    expect(parse("purchase-offer", { ...person, ...offer, validUntil: "2026-11-30" }).error).toEqual({
      validUntil: ["endDate"],
    });
  });

  it("has a translated message for every message a schema gives", () => {
    const keys = new Set<string>();
    for (const kind of Object.keys(leadForms) as LeadKind[]) {
      for (const entries of [
        {},
        { ...person, email: "x", phone: "x", zip: "1", slots: "x", message: "a".repeat(5000) },
        { ...person, ...offer, offerDate: "2026-12-10", validUntil: "2026-12-01" },
        { ...person, ...offer, adults: "0", income: "-1", cv: "not a file" },
        { ...person, ...offer, adults: "1", income: "1", cv: new File([new Uint8Array(maxCvBytes + 1)], "cv.pdf") },
        { ...person, ...offer, title: "MISS", zip: "1", country: "AR" },
        { ...person, ...offer, country: "XX" },
      ]) {
        for (const messages of Object.values(parse(kind, entries).error ?? {}))
          for (const key of messages ?? []) keys.add(key);
      }
    }
    expect([...keys].sort()).toEqual([
      "amount",
      "choice",
      "country",
      "cvSize",
      "cvType",
      "date",
      "email",
      "endDate",
      "friendEmail",
      "income",
      "moment",
      "persons",
      "phone",
      "rating",
      "required",
      "tooLong",
      "typeAndGoal",
      "zip",
      "zip:BE",
      "zipLoose",
    ]);
    for (const language of languages) {
      const t = createTranslator(language, catalogues[language]);
      for (const code of keys) {
        const key = fieldErrorMessage(code);
        expect(key, code).not.toBe("forms.problems.invalid");
        expect(t(key), code).not.toBe(key);
      }
    }
  });

  it("says in the page's language what a postal code of the chosen country looks like", () => {
    const t = createTranslator("de", catalogues.de);
    const [code = ""] = parse("purchase-offer", { ...person, ...offer, zip: "1234", country: "DE" }).error?.zip ?? [];
    expect(zipErrorCountry(code)).toBe("DE");
    expect(t(fieldErrorMessage(code), { country: "Deutschland", example: "10115" })).toBe(
      "Keine gültige Postleitzahl für das gewählte Land (Deutschland). Beispiel: 10115",
    );
  });
});
