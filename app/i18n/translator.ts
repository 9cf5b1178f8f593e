import { createInstance } from "i18next";
import type { TFunction } from "i18next";
import type { Language } from "~/domain/language";
import { intlLocale } from "~/domain/language";
import type { Messages } from "./messages";

export type Translate = TFunction;

/** One i18next instance per language and catalogue; plurals follow the Belgian locales. */
export function createTranslator(language: Language, messages: Messages): Translate {
  const instance = createInstance();
  void instance.init({
    lng: intlLocale[language],
    fallbackLng: false,
    resources: { [intlLocale[language]]: { translations: messages } },
    ns: ["translations"],
    defaultNS: "translations",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
