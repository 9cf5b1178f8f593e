import { describe, expect, it } from "vitest";
import { belgianDay, shiftDay, weekStart } from "~/domain/calendar";
import { visitFigures } from "./statistics";

describe("belgianDay", () => {
  it("counts a visit just after midnight in Brussels on the new day, in winter and in summer", () => {
    expect(belgianDay(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(belgianDay(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
    expect(belgianDay(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-01");
  });
});

describe("weekStart", () => {
  it("starts the week on Monday", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // a Sunday
    expect(weekStart("2026-11-16")).toBe("2026-11-16"); // a Monday
    expect(weekStart("2026-01-01")).toBe("2025-12-29"); // across the year
  });
});

describe("visitFigures", () => {
  const perDay = new Map([
    ["2026-10-31", 4],
    ["2026-11-01", 2],
    ["2026-11-15", 3],
    ["2026-11-16", 5],
    ["2026-11-22", 7],
  ]);

  it("counts today, since Monday, since the first of the month and in total", () => {
    const figures = visitFigures(perDay, "2026-11-22");
    expect(figures).toMatchObject({ today: 7, week: 12, month: 17, total: 21 });
  });

  it("gives 30 days for the graph, oldest first, with the days without visits at zero", () => {
    const { days } = visitFigures(perDay, "2026-11-22");
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-24", visits: 0 });
    expect(days.at(-1)).toEqual({ day: "2026-11-22", visits: 7 });
    expect(days.find((entry) => entry.day === "2026-10-31")?.visits).toBe(4);
    expect(days.reduce((sum, entry) => sum + entry.visits, 0)).toBe(21);
  });

  it("starts a new month and a new week at zero", () => {
    expect(visitFigures(perDay, "2026-12-01")).toMatchObject({ today: 0, week: 0, month: 0, total: 21 });
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });
});
