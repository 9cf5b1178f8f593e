import type { Language } from "~/domain/language";
import type { nl } from "./locales/nl";
import type { nlCommon } from "./locales/nl-common";
import type { nlFollowUp } from "./locales/nl-follow-up";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of every catalogue: the Dutch one, the main language, is the reference. */
export type Messages = Widen<typeof nl>;
/** Its two parts, which the browser loads apart (decision 045): what any page may show, */
export type CommonMessages = Widen<typeof nlCommon>;
/** and what only the follow-up pages, the owners' pages and the mails show. */
export type FollowUpMessages = Widen<typeof nlFollowUp>;

// A plural is written `key_one` / `key_other` and asked for by its stem with a `count`: the
// translator picks the form, so the suffixed names are not keys of their own.
type Stem<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

type Paths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Stem<K>}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key `t()` accepts: the dotted path to a string of the catalogue, a plural by its stem. */
export type MessageKey = Paths<Messages, "">;

/** Each language's name, as the language switcher and the agency's lead mail say it. */
export const languageNames = {
  nl: "language.nl",
  fr: "language.fr",
  en: "language.en",
  de: "language.de",
} as const satisfies Record<Language, MessageKey>;
