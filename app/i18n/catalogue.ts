import type { nl } from "./locales/nl";

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of every catalogue: the Dutch one, the main language, is the reference. */
export type Messages = Widen<typeof nl>;
