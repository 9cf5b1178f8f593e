import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "./ics";
import { calendarFile, escapeText, foldLine } from "./ics";

// The calendar file a confirmed visit's mail carries, read as a calendar app reads it (RFC 5545).

const event: CalendarEvent = {
  uid: "visit-42@immozuidrand.be",
  stamp: new Date("2026-11-24T05:49:12.345Z"),
  date: "2026-12-05",
  start: "10:00",
  end: "12:00",
  summary: "Bezoek: Kerkstraat 12, 2650 Edegem",
  location: "Kerkstraat 12, 2650 Edegem",
  description:
    "Uw bezoek met Immo Zuidrand; kunt u toch niet komen, bel dan 03 455 12 34.\nMeer over het pand: https://www.immozuidrand.be/nl/te-koop/edegem/huis/4100017/ — tot dan, groeten uit Edegem, één werkdag",
  url: "https://www.immozuidrand.be/nl/te-koop/edegem/huis/4100017/",
  organizer: { name: "Immo Zuidrand", email: "info@immozuidrand.be" },
};

/** The content lines of a file, unfolded, as `[name;params, value]`. */
function contentLines(file: string): [string, string][] {
  return file
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (/n/i.test(character) ? "\n" : character));
}

describe("a visit's calendar file", () => {
  const file = calendarFile(event, "-//Immo Zuidrand//Website//NL");

  it("ends every line with CRLF, and keeps each line within 75 octets", () => {
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = file.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // The long description was folded, never cutting a character in two.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(file).not.toContain("\uFFFD");
  });

  it("is one published event in Brussels time, with its zone, organizer, place and stable UID", () => {
    const lines = contentLines(file);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(lines[0]).toEqual(["BEGIN", "VCALENDAR"]);
    expect(lines.at(-1)).toEqual(["END", "VCALENDAR"]);
    expect(value("VERSION")).toBe("2.0");
    expect(value("PRODID")).toBe("-//Immo Zuidrand//Website//NL");
    expect(value("METHOD")).toBe("PUBLISH");
    expect(lines.filter(([key, body]) => key === "BEGIN" && body === "VEVENT")).toHaveLength(1);
    expect(value("UID")).toBe("visit-42@immozuidrand.be");
    expect(value("DTSTAMP")).toBe("20261124T054912Z");
    expect(value("DTSTART;TZID=Europe/Brussels")).toBe("20261205T100000");
    expect(value("DTEND;TZID=Europe/Brussels")).toBe("20261205T120000");
    expect(value("TZID")).toBe("Europe/Brussels");
    expect(lines.filter(([key]) => key === "TZOFFSETTO").map(([, offset]) => offset)).toEqual(["+0200", "+0100"]);
    expect(value('ORGANIZER;CN="Immo Zuidrand"')).toBe("mailto:info@immozuidrand.be");
    expect(unescape(value("SUMMARY") ?? "")).toBe(event.summary);
    expect(unescape(value("LOCATION") ?? "")).toBe(event.location);
    expect(unescape(value("DESCRIPTION") ?? "")).toBe(event.description);
    expect(value("URL")).toBe(event.url);
  });

  it("is the same file, UID and all, when made again for the same visit", () => {
    expect(calendarFile(event, "-//Immo Zuidrand//Website//NL")).toBe(file);
  });

  it("refuses a time that is not one rather than write a file no calendar reads", () => {
    expect(() => calendarFile({ ...event, start: "10h" }, "-//x//y//NL")).toThrow();
  });
});

describe("text in a calendar file", () => {
  it("escapes what would end a value or a list", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds a long line of accented letters at 75 octets without cutting one", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });
});
