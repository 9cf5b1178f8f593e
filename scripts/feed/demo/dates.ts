// Dates relative to the feed's fixed GeneratedAt, in Belgian local time (CET/CEST).

export const generatedAt = "2026-11-01T08:00:00+01:00";
const generatedDay = Date.UTC(2026, 10, 1);
const day = 86_400_000;

const pad2 = (value: number) => String(value).padStart(2, "0");

function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Whether a local date falls in Belgian summer time (last Sunday of March to last Sunday of October). */
function isSummer(date: Date): boolean {
  const year = date.getUTCFullYear();
  const start = Date.UTC(year, 2, lastSunday(year, 2));
  const end = Date.UTC(year, 9, lastSunday(year, 9));
  return date.getTime() >= start && date.getTime() < end;
}

/** The local date `days` before (negative: after) GeneratedAt, as yyyy-mm-dd. */
export function isoDay(daysBefore: number): string {
  return new Date(generatedDay - daysBefore * day).toISOString().slice(0, 10);
}

/** A local date-time `days` before GeneratedAt, with the offset that applied that day. */
export function isoDateTime(daysBefore: number, hour: number, minute: number): string {
  const date = new Date(generatedDay - daysBefore * day);
  const offset = isSummer(date) ? "+02:00" : "+01:00";
  return `${date.toISOString().slice(0, 10)}T${pad2(hour)}:${pad2(minute)}:00${offset}`;
}

/** Day of the week (0 = Sunday) of the date `days` after GeneratedAt. */
export function weekdayAfter(days: number): number {
  return new Date(generatedDay + days * day).getUTCDay();
}
