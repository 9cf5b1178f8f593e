import type { VisitMoment } from "~/domain/records";
import { belgianDay } from "~/domain/calendar";
import type { Language } from "~/domain/language";
import { intlLocale } from "~/domain/language";
import { dateTimeFormat } from "~/domain/intl";

// Visit moments (spec §4: an appointment is 'confirmed', and the list can be full). The feed
// gives each property's moments with their capacity; the bookings are ours.

/** How long an unconfirmed visit request holds its place (docs/decisions/018). */
export const holdMinutes = 30;

export interface MomentView {
  id: number;
  label: string;
  /** Places left: 0 when the moment is full. */
  left: number;
}

/** "zaterdag 6 december 2026" in the visitor's language: the feed's day, a Brussels day. */
export function momentDay(moment: VisitMoment, language: Language): string {
  return dateTimeFormat(intlLocale[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${moment.date}T00:00:00Z`));
}

/** "zaterdag 6 december 2026, 10:00–12:00" in the visitor's language. */
export function momentLabel(moment: VisitMoment, language: Language): string {
  return `${momentDay(moment, language)}, ${moment.start}–${moment.end}`;
}

/** The moments still to come (from today, Brussels time), soonest first. */
export function comingMoments(moments: readonly VisitMoment[], now: Date): VisitMoment[] {
  const today = belgianDay(now);
  return moments.filter((moment) => moment.date > today).sort((a, b) => a.date.localeCompare(b.date));
}

export function momentViews(
  moments: readonly VisitMoment[],
  booked: ReadonlyMap<number, number>,
  language: Language,
): MomentView[] {
  return moments.map((moment) => ({
    id: moment.id,
    label: momentLabel(moment, language),
    left: Math.max(0, moment.capacity - (booked.get(moment.id) ?? 0)),
  }));
}
