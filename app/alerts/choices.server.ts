import type { Catalog } from "~/catalog/snapshot";
import type { Language } from "~/domain/language";
import { isLanguage } from "~/domain/language";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { AlertChoices, AlertFrequency, SearchAlertCriteria } from "./criteria";
import { frequencies, typeChoices, zoneChoices } from "./criteria";
import type { CriteriaRow } from "./texts";
import { criteriaRows } from "./texts";

// What an alert may choose from, out of the catalog in one language: every type the feed
// offers for a goal (whether or not one is listed today) and every municipality it knows.

export function alertChoices(catalog: Catalog, language: Language): AlertChoices {
  const view = catalog.views[language];
  return { types: typeChoices(view.types), zones: zoneChoices(view.cities) };
}

/** The choices as the form shows them: without what only the server matches with. */
export function choicesView(choices: AlertChoices) {
  return {
    types: choices.types,
    zones: choices.zones.map(({ zip, label }) => ({ zip, label })),
  };
}

export function frequencyOf(value: string): AlertFrequency {
  return frequencies.find((frequency) => frequency === value) ?? "instant";
}

/** An alert's criteria as rows in `language`, with the catalog's names for its types and zones. */
export function describeAlert(
  catalog: Catalog,
  alert: { criteria: SearchAlertCriteria; frequency: string },
  language: string,
): CriteriaRow[] {
  const reader: Language = isLanguage(language) ? language : "nl";
  const choices = alertChoices(catalog, reader);
  const types = new Map(choices.types.map((type) => [type.webId, type.name]));
  const zones = new Map(choices.zones.map((zone) => [zone.zip, zone.label]));
  return criteriaRows(
    alert.criteria,
    frequencyOf(alert.frequency),
    { type: (webId) => types.get(webId), zone: (zip) => zones.get(zip) },
    createTranslator(reader, catalogues[reader]),
  );
}
