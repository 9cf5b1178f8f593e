import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

// The ALTCHA widget (decision 017), loaded only once a visitor starts on a form: the element,
// its style sheet and the PBKDF2 worker, each a file of this site (no inline script or style,
// no worker from a blob), so a strict Content-Security-Policy allows them.

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/** The widget's words in the page's language, from the site's own catalogue. */
export function setWords(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, strings);
}
