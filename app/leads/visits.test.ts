import { describe, expect, it } from "vitest";
import type { VisitMoment } from "~/domain/records";
import { comingMoments, momentLabel, momentViews } from "./visits";

const saturday: VisitMoment = { id: 1, date: "2026-12-05", start: "10:00", end: "12:00", capacity: 4 };
const tuesday: VisitMoment = { id: 2, date: "2026-12-01", start: "17:00", end: "19:00", capacity: 2 };

describe("visit moments", () => {
  it("names the day, date and hours in each language", () => {
    expect(momentLabel(saturday, "nl")).toBe("zaterdag 5 december 2026, 10:00–12:00");
    expect(momentLabel(saturday, "fr")).toBe("samedi 5 décembre 2026, 10:00–12:00");
    expect(momentLabel(saturday, "en")).toBe("Saturday, 5 December 2026, 10:00–12:00");
    expect(momentLabel(saturday, "de")).toBe("Samstag, 5. Dezember 2026, 10:00–12:00");
  });

  it("offers only moments after today in Brussels, soonest first", () => {
    const lateOnThe30th = new Date("2026-11-30T23:30:00Z"); // already 1 December in Brussels
    expect(comingMoments([saturday, tuesday], lateOnThe30th).map((moment) => moment.id)).toEqual([1]);
    expect(comingMoments([saturday, tuesday], new Date("2026-11-22T12:00:00Z")).map((moment) => moment.id)).toEqual([
      2, 1,
    ]);
  });

  it("counts the places left, never below zero", () => {
    const views = momentViews(
      [saturday, tuesday],
      new Map([
        [1, 1],
        [2, 3],
      ]),
      "nl",
    );
    expect(views.map((view) => view.left)).toEqual([3, 0]);
  });
});
