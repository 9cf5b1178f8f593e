import type { Language } from "../domain/language";

// The slugs under the keep-me-informed page of the search alert's two links, per language:
// the confirmation mail's and the signed one to change or stop an alert. Apart from links.ts
// and without the `~` alias, since app/routes.ts reads them before the app's aliases exist.

export const alertSegments = {
  confirm: { nl: "bevestigen", fr: "confirmer", en: "confirm", de: "bestaetigen" },
  manage: { nl: "beheren", fr: "gerer", en: "manage", de: "verwalten" },
} as const satisfies Record<string, Record<Language, string>>;
