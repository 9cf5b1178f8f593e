import { dateTimeFormat } from "./intl";

// Calendar days in Belgium, written YYYY-MM-DD: the unit of visit moments and visit counts.

/** The calendar day in Belgium of a moment, as YYYY-MM-DD. */
export function belgianDay(moment: Date): string {
  return dateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(moment);
}

/** The day `offset` days from `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `day`: Belgian weeks start on Monday. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}
