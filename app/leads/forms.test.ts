import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { catalogues } from "~/i18n/messages";
import type { LeadKind } from "./forms";
import { leadForms, maxCvBytes } from "./forms";

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
const person = { title: "MR", firstName: "Jan", lastName: "Peeters", email: "jan@example.be", phone: "0475123456" };

describe("lead form schemas", () => {
  it("names every missing required field of the contact form, and nothing else", () => {
    const result = parse("site-contact", {});
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      title: ["required"],
      firstName: ["required"],
      lastName: ["required"],
      email: ["required"],
      phone: ["required"],
    });
  });

  it("accepts only MR, MS and MISS as title", () => {
    expect(parse("site-contact", { ...person, title: "DR" }).error).toEqual({ title: ["required"] });
    for (const title of ["MR", "MS", "MISS"])
      expect(parse("site-contact", { ...person, title }).status).toBe("success");
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

  it("needs the address, a four-digit postal code, the type and the goal for a valuation", () => {
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
      ]) {
        for (const messages of Object.values(parse(kind, entries).error ?? {}))
          for (const key of messages ?? []) keys.add(key);
      }
    }
    expect([...keys].sort()).toEqual([
      "amount",
      "choice",
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
    ]);
    for (const language of ["nl", "fr", "en", "de"] as const) {
      for (const key of keys) expect(catalogues[language].forms.errors).toHaveProperty(key);
    }
  });
});
