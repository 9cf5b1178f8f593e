import { describe, expect, it } from "vitest";
import { contactTimeSlots } from "./contact-slots";

describe("contactTimeSlots (spec §9)", () => {
  it("starts the middle slot at 13:00 in Dutch and at 14:00 in French", () => {
    expect(contactTimeSlots("nl")).toEqual(["10:00-13:00", "13:00-16:00", "16:00-19:00"]);
    expect(contactTimeSlots("fr")).toEqual(["10:00-13:00", "14:00-16:00", "16:00-19:00"]);
  });

  it("gives English and German the Dutch slots", () => {
    expect(contactTimeSlots("en")).toEqual(contactTimeSlots("nl"));
    expect(contactTimeSlots("de")).toEqual(contactTimeSlots("nl"));
  });
});
