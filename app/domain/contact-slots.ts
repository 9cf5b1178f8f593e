import type { Language } from "./language";

// spec §9: the contact time slots a visitor may tick. The middle slot starts at 14:00 in
// French and at 13:00 in Dutch; English and German follow the Dutch (Flemish) office hours.

export function contactTimeSlots(language: Language): readonly string[] {
  return ["10:00-13:00", language === "fr" ? "14:00-16:00" : "13:00-16:00", "16:00-19:00"];
}
