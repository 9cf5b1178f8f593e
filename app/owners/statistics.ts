import type { ShownPicture } from "~/domain/records";
import type { LeadKind } from "~/leads/forms";
import { shiftDay, weekStart } from "~/domain/calendar";

// What an owner sees per property (spec §1): visits today, this week, this month and in
// total, and a graph of the last 30 days (spec §9). Pure: days are Belgian calendar days,
// written YYYY-MM-DD, and the counts per day come from the database.

export const graphDays = 30;

export interface VisitFigures {
  today: number;
  week: number;
  month: number;
  total: number;
  /** The last 30 days, oldest first, today last. */
  days: { day: string; visits: number }[];
}

export function visitFigures(perDay: Map<string, number>, today: string): VisitFigures {
  const week = weekStart(today);
  const month = `${today.slice(0, 7)}-01`;
  let total = 0;
  let sinceWeek = 0;
  let sinceMonth = 0;
  for (const [day, visits] of perDay) {
    if (day > today) continue;
    total += visits;
    if (day >= week) sinceWeek += visits;
    if (day >= month) sinceMonth += visits;
  }
  const days = Array.from({ length: graphDays }, (_, index) => {
    const day = shiftDay(today, index - graphDays + 1);
    return { day, visits: perDay.get(day) ?? 0 };
  });
  return { today: perDay.get(today) ?? 0, week: sinceWeek, month: sinceMonth, total, days };
}

/** One property on its owner's page: what spec §1 asks to show. */
export interface OwnerProperty {
  id: number;
  title: string;
  reference: string;
  city: string;
  path: string;
  picture: ShownPicture | null;
  sold: boolean;
  visits: VisitFigures;
  requests: { kind: LeadKind; count: number }[];
  moments: { id: number; label: string; booked: number; capacity: number }[];
  media: { photos: number; documents: number; videos: number; tours: number };
}
