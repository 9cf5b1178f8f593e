import {
  feedCity,
  feedDocument,
  feedManager,
  feedPicture,
  feedProject,
  feedProperty,
  feedPropertySummary,
  feedPropertyType,
  feedVisitMoment,
} from "../feed-schema";

// The Omnicasa web API's answers turned into the feed schema's spelling: its keys in the
// schema's case, its dates as ISO date-times with an offset. Names come from the schemas, so a
// field added there is recognised here too.

/** The answer envelope's names (Success, Value…) and a page's (From, To, RowsCount, Items). */
const envelopeKeys = ["Success", "Code", "Message", "Value", "From", "To", "RowsCount", "Items"];

const canonicalKeys = new Map(
  [
    ...envelopeKeys,
    ...[
      feedPropertySummary,
      feedProperty,
      feedPicture,
      feedDocument,
      feedManager,
      feedVisitMoment,
      feedProject,
      feedPropertyType,
      feedCity,
    ].flatMap((schema) => Object.keys(schema.shape)),
  ].map((key) => [key.toLowerCase(), key]),
);

/** Fields the feed schema takes as a plain date (z.iso.date()), not a date-time. */
const dateOnlyKeys = new Set(["Date", "EPCEndDate", "AsbestosDate"]);

/** Omnicasa's zone-less times are the agency's wall clock. */
const zone = "Europe/Brussels";
const offsetFormat = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" });

/** Minutes east of UTC in Brussels at that instant ("GMT+02:00" → 120). */
function brusselsOffset(epochMs: number): number {
  const name = offsetFormat.formatToParts(epochMs).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, "0")}:${String(size % 60).padStart(2, "0")}`;
}

/** "YYYY-MM-DDTHH:MM:SS±hh:mm": the instant as a clock at that offset shows it. */
function isoAt(epochMs: number, offsetMinutes: number): string {
  return new Date(epochMs + offsetMinutes * 60_000).toISOString().slice(0, 19) + offsetText(offsetMinutes);
}

/** An instant as an ISO date-time with Brussels' offset at that moment. */
export function isoInBrussels(date: Date): string {
  return isoAt(date.getTime(), brusselsOffset(date.getTime()));
}

/** A Brussels wall-clock time as an instant; in the autumn's repeated hour, the later one. */
function brusselsWallClock(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = asUtc - brusselsOffset(asUtc) * 60_000;
  return asUtc - brusselsOffset(guess) * 60_000;
}

const microsoftDate = /^\/Date\((-?\d+)([+-])?(\d{2})?(\d{2})?\)\/$/;
const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * One Omnicasa date as the feed schema wants it: "2026-10-20 16:13:00" (Brussels time) or
 * "/Date(1792505580000+0200)/" (milliseconds since 1970, and the offset it was written in)
 * becomes "2026-10-20T16:13:00+02:00", or "2026-10-20" for a plain date. Null when it is neither.
 */
export function omnicasaDate(value: string, dateOnly: boolean): string | null {
  const microsoft = microsoftDate.exec(value);
  if (microsoft) {
    const epochMs = Number(microsoft[1]);
    const offset =
      microsoft[2] && microsoft[3] && microsoft[4]
        ? (microsoft[2] === "-" ? -1 : 1) * (Number(microsoft[3]) * 60 + Number(microsoft[4]))
        : brusselsOffset(epochMs);
    const iso = isoAt(epochMs, offset);
    return dateOnly ? iso.slice(0, 10) : iso;
  }
  const wall = wallClock.exec(value);
  if (!wall) return null;
  const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (dateOnly) return value.slice(0, 10);
  return isoInBrussels(new Date(brusselsWallClock(year, month, day, hour, minute, second)));
}

function normaliseValue(value: unknown, key: string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, key));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => {
        const canonical = canonicalKeys.get(name.toLowerCase()) ?? name;
        return [canonical, normaliseValue(inner, canonical)];
      }),
    );
  }
  // A zone-less time is taken for a date only in a field named like one (CreateDate, Date…);
  // /Date(…)/ says what it is wherever it stands.
  if (typeof value === "string" && (value.startsWith("/Date(") || (key !== null && /^Date|Date$/.test(key)))) {
    return omnicasaDate(value, key !== null && dateOnlyKeys.has(key)) ?? value;
  }
  return value;
}

/** An answer with the feed schema's key names ("items" → "Items", "id" → "ID") and ISO dates. */
export function normaliseAnswer(value: unknown): unknown {
  return normaliseValue(value, null);
}

/**
 * ChangeSince as "Y-m-d H:i:s", written in UTC: the public PHP client does the same, and it
 * never asks for less than was meant, read as UTC or as Brussels time (which is 1–2 h ahead).
 */
export function changeSinceValue(since: Date): string {
  return since.toISOString().slice(0, 19).replace("T", " ");
}
