import type { Language } from "~/domain/language";
import type { Messages } from "./catalogue";
import { de } from "./locales/de";
import { en } from "./locales/en";
import { fr } from "./locales/fr";
import { nl } from "./locales/nl";

/** spec §9: one namespace, "translations", per language. */
export const catalogues: Record<Language, Messages> = { nl, fr, en, de };
