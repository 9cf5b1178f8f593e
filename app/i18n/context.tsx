import { createContext, use, useContext, useMemo } from "react";
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import type { Language } from "~/domain/language";
import { handleSays } from "~/ui/route-handle";
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

// In the browser each language's catalogue is two files, cached for good (decisions 024, 045): what
// any page may show, loaded with every page, and what only the follow-up pages (a thank-you page,
// a visit's confirmation, the search alerts', the owners') show, loaded with those. No page's data
// carries them.
type Part = "common" | "followUp";
const chunks: Record<Language, Record<Part, () => Promise<Partial<Messages>>>> = {
  nl: {
    common: () => import("./locales/nl-common").then((module) => module.nlCommon),
    followUp: () => import("./locales/nl-follow-up").then((module) => module.nlFollowUp),
  },
  fr: {
    common: () => import("./locales/fr-common").then((module) => module.frCommon),
    followUp: () => import("./locales/fr-follow-up").then((module) => module.frFollowUp),
  },
  en: {
    common: () => import("./locales/en-common").then((module) => module.enCommon),
    followUp: () => import("./locales/en-follow-up").then((module) => module.enFollowUp),
  },
  de: {
    common: () => import("./locales/de-common").then((module) => module.deCommon),
    followUp: () => import("./locales/de-follow-up").then((module) => module.deFollowUp),
  },
};
const loaded = new Map<string, Partial<Messages>>();
const loading = new Map<string, Promise<Partial<Messages>>>();

/** A part of a language's catalogue in the browser, fetched once; a failed fetch is tried again next time. */
function loadPart(language: Language, part: Part): Promise<Partial<Messages>> {
  const key = `${language} ${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = chunks[language][part]().then(
      (messages) => {
        loaded.set(key, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** What a route that shows follow-up texts exports as its `handle`. */
export const followUpTexts = { texts: "followUp" } as const;

/** Whether a route's `handle` asks for the follow-up texts. */
export function wantsFollowUp(handle: unknown): boolean {
  return handleSays(handle, "texts", "followUp");
}

/** Whether one of the page's routes shows follow-up texts. */
export function useFollowUpTexts(): boolean {
  return useMatches().some((match) => wantsFollowUp(match.handle));
}

/** The parts of a language's catalogue a page needs, fetched: its first render has them at hand. */
export function loadCatalogue(language: Language, followUp: boolean): Promise<unknown> {
  return Promise.all([loadPart(language, "common"), followUp ? loadPart(language, "followUp") : null]);
}

/** Both parts as one catalogue, made once per language: a translator is made once per catalogue. */
const joined = new Map<Language, Messages>();

/**
 * A language's catalogue. The server has them all at hand. In the browser the page's own parts
 * are loaded before hydration (app/entry.client.tsx); a page that needs another part, or
 * another language, suspends until it has come. Once loaded, the follow-up part stays in.
 */
export function useCatalogue(language: Language, followUp: boolean): Messages {
  if (import.meta.env.SSR) return catalogues[language];
  const common = loaded.get(`${language} common`) ?? use(loadPart(language, "common"));
  const more = loaded.get(`${language} followUp`) ?? (followUp ? use(loadPart(language, "followUp")) : undefined);
  // Without the follow-up part, its keys are missing: no page without it asks for them.
  if (!more) return common as Messages;
  let messages = joined.get(language);
  if (!messages) {
    messages = { ...common, ...more } as Messages;
    joined.set(language, messages);
  }
  return messages;
}

/** The translations of one language for what it wraps, with the parts the page's routes ask for. */
export function LanguageProvider(props: { language: Language; children: ReactNode }) {
  return (
    <I18nProvider language={props.language} messages={useCatalogue(props.language, useFollowUpTexts())}>
      {props.children}
    </I18nProvider>
  );
}
