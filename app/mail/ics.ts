// A calendar file (RFC 5545) for one event, as a confirmed visit's mail carries it: the visitor's
// calendar app adds it with its own button. Times are Brussels wall-clock times, written with
// TZID=Europe/Brussels and that zone's own definition, so no app has to guess the offset.

export interface CalendarEvent {
  /** The same for every copy of one event, so an app that imports it twice keeps one entry. */
  uid: string;
  /** When this file was made. */
  stamp: Date;
  /** The day and the times on Brussels clocks: "2026-12-05", "10:00", "12:00". */
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
}

const zone = "Europe/Brussels";

/** Europe/Brussels since 1996: CET, and CEST from the last Sunday of March to the last of October. */
const brusselsZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${zone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (a name in CN=…): quoted, without the characters a quoted value cannot hold. */
function parameterValue(value: string): string {
  return `"${value.replace(/["\r\n]/g, "")}"`;
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each further line starts with a space.
 * A character is never cut in two, so every line stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = lines.length === 0 ? 75 : 74;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** "2026-12-05" and "10:00" as a DATE-TIME's local form: 20261205T100000. */
function localTime(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
    throw new Error(`not a date and time: ${date} ${time}`);
  }
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/** A moment in UTC: 20261124T054912Z. */
function utcTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The calendar file of one event, METHOD:PUBLISH: to add to a calendar, not an invitation to answer. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...brusselsZone,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `DTSTART;TZID=${zone}:${localTime(event.date, event.start)}`,
    `DTEND;TZID=${zone}:${localTime(event.date, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${parameterValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
