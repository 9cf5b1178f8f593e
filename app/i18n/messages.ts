import type { Language } from "~/domain/language";
import { de } from "./locales/de";
import { en } from "./locales/en";
import { fr } from "./locales/fr";
import { nl } from "./locales/nl";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of every catalogue: the Dutch one, the main language, is the reference. */
export type Messages = Widen<typeof nl>;

/** spec §9: one namespace, "translations", per language. */
export const catalogues: Record<Language, Messages> = { nl, fr, en, de };
