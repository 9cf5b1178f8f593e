import { createContext, useContext, useMemo } from "react";
import type { ReactNode } from "react";
import type { Language } from "~/domain/language";
import type { Messages } from "./catalogue";
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
