import { describe, expect, it } from "vitest";
import { changeSinceValue, isoInBrussels, normaliseAnswer, omnicasaDate } from "./omnicasa-values";

describe("Omnicasa dates", () => {
  it("reads a zone-less time as Brussels time, summer and winter", () => {
    expect(omnicasaDate("2026-10-20 16:13:00", false)).toBe("2026-10-20T16:13:00+02:00");
    expect(omnicasaDate("2026-11-24 09:05:07", false)).toBe("2026-11-24T09:05:07+01:00");
  });

  it("reads /Date(…)/ in the offset it carries, or in Brussels time without one", () => {
    const instant = Date.parse("2026-10-20T14:13:00Z");
    expect(omnicasaDate(`/Date(${instant}+0200)/`, false)).toBe("2026-10-20T16:13:00+02:00");
    expect(omnicasaDate(`/Date(${instant}-0500)/`, false)).toBe("2026-10-20T09:13:00-05:00");
    expect(omnicasaDate(`/Date(${instant})/`, false)).toBe("2026-10-20T16:13:00+02:00");
  });

  it("gives a plain date for a date field, on the day the agency's calendar shows", () => {
    expect(omnicasaDate("2032-03-13 00:00:00", true)).toBe("2032-03-13");
    // Midnight in Brussels is still the evening before in UTC.
    expect(omnicasaDate(`/Date(${Date.parse("2032-03-12T23:00:00Z")})/`, true)).toBe("2032-03-13");
  });

  it("leaves what is not a date alone", () => {
    expect(omnicasaDate("in onderling overleg", false)).toBeNull();
  });

  it("writes an instant with the offset Brussels had then", () => {
    expect(isoInBrussels(new Date("2026-07-01T10:00:00Z"))).toBe("2026-07-01T12:00:00+02:00");
    expect(isoInBrussels(new Date("2026-01-01T10:00:00Z"))).toBe("2026-01-01T11:00:00+01:00");
  });

  it("asks for changes since the cursor in UTC, which is never later than meant", () => {
    expect(changeSinceValue(new Date("2026-12-01T10:30:15.900Z"))).toBe("2026-12-01 10:30:15");
  });
});

describe("Omnicasa answers", () => {
  it("takes keys in any case to the feed schema's names, down to nested records", () => {
    const answer = normaliseAnswer({
      success: true,
      value: {
        rowscount: 1,
        items: [{ id: 7, Id: 7, price: 250000, smallPictureItem: { url: "/a.jpg" }, Unknown: 1 }],
      },
    });
    expect(answer).toEqual({
      Success: true,
      Value: { RowsCount: 1, Items: [{ ID: 7, Price: 250000, SmallPictureItem: { Url: "/a.jpg" }, Unknown: 1 }] },
    });
  });

  it("converts the dates of a record and keeps its texts", () => {
    const answer = normaliseAnswer({
      ModifyDate: "2026-10-20 16:13:00",
      epcEndDate: "2032-03-13 00:00:00",
      VisitMoments: [{ Date: "2026-11-28 00:00:00", Start: "10:00" }],
      AvailableFrom: "2026-12-01 00:00:00",
      Description: "Vrij op 2026-12-01 00:00:00",
    });
    expect(answer).toEqual({
      ModifyDate: "2026-10-20T16:13:00+02:00",
      EPCEndDate: "2032-03-13",
      VisitMoments: [{ Date: "2026-11-28", Start: "10:00" }],
      AvailableFrom: "2026-12-01 00:00:00",
      Description: "Vrij op 2026-12-01 00:00:00",
    });
  });
});
