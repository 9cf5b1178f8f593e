import { createContext, use, useContext, useMemo } from "react";
import type { ReactNode } from "react";
import type { Language } from "~/domain/language";
import type { Messages } from "./catalogue";
import { catalogues } from "./messages";
import type { Translate } from "./translator";
import { createTranslator } from "./translator";

interface I18n {
  language: Language;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { language: Language; messages: Messages; children: ReactNode }) {
  const { language, messages } = props;
  const value = useMemo(() => ({ language, t: createTranslator(language, messages) }), [language, messages]);
  return <I18nContext value={value}>{props.children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside I18nProvider");
  return value;
}

// In the browser each language's catalogue is a file of its own, cached for good (decision 024):
// a page loads its language's only, and no page's data carries it.
const chunks: Record<Language, () => Promise<Messages>> = {
  nl: () => import("./locales/nl").then((module) => module.nl),
  fr: () => import("./locales/fr").then((module) => module.fr),
  en: () => import("./locales/en").then((module) => module.en),
  de: () => import("./locales/de").then((module) => module.de),
};
const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

/** A language's catalogue in the browser, fetched once; a failed fetch is tried again next time. */
export function loadCatalogue(language: Language): Promise<Messages> {
  let promise = loading.get(language);
  if (!promise) {
    promise = chunks[language]().then(
      (messages) => {
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/**
 * A language's catalogue. The server has them all at hand; in the browser the page's own is
 * loaded before hydration (app/entry.client.tsx), and another language suspends until it is.
 */
export function useCatalogue(language: Language): Messages {
  if (import.meta.env.SSR) return catalogues[language];
  return loaded.get(language) ?? use(loadCatalogue(language));
}

/** The translations of one language for what it wraps, its catalogue found by useCatalogue. */
export function LanguageProvider(props: { language: Language; children: ReactNode }) {
  return (
    <I18nProvider language={props.language} messages={useCatalogue(props.language)}>
      {props.children}
    </I18nProvider>
  );
}
