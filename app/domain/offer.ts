import { toCardinal as dutch } from "n2words/nl-NL";
import { toCardinal as english } from "n2words/en-GB";
import { toCardinal as french } from "n2words/fr-BE";
import { toCardinal as german } from "n2words/de-DE";
import type { Language } from "./language";

// spec §9 purchase offer: the amount is written in digits and in letters, and a 10% advance
// on the price is paid when the sale agreement is signed. Belgian French counts "nonante".

/** spec §9: the advance paid at signing, 10% of the price, in whole euros. */
export const advanceShare = 0.1;

export function offerAdvance(amount: number): number {
  return Math.round(amount * advanceShare);
}

const cardinal: Record<Language, (value: number) => string> = { nl: dutch, fr: french, en: english, de: german };
const currency: Record<Language, string> = { nl: "euro", fr: "euros", en: "euros", de: "Euro" };

/** A whole amount of euros in letters, as a signer writes it on an offer: "driehonderdduizend euro". */
export function amountInWords(amount: number, language: Language): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) return "";
  return `${cardinal[language](amount)} ${currency[language]}`;
}
