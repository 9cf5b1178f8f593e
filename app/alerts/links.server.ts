import type { Language } from "~/domain/language";
import { isLanguage } from "~/domain/language";
import { env } from "~/platform/env.server";
import { serverSecret } from "~/platform/secrets.server";
import { alertManagePath } from "./links";
import { signAlertId } from "./tokens.server";

// The links a search alert's mails carry, for the confirmation and for the sending side:
// always on the configured SITE_URL, never on a request's Host (decision 026).

/** The language an alert's pages and mails speak; a stored value that is not one falls back to Dutch. */
export function alertLanguage(alert: { language: string }): Language {
  return isLanguage(alert.language) ? alert.language : "nl";
}

/** The signed link where the subscriber changes the alert or unsubscribes, without an account. */
export function alertManageUrl(
  alert: { id: number; language: string },
  site: string = env().SITE_URL,
  secret: string = serverSecret("alert-links"),
): string {
  return new URL(alertManagePath(alertLanguage(alert), signAlertId(alert.id, secret)), site).href;
}

/**
 * The headers of every mail an alert sends (RFC 2369 and RFC 8058): the manage link as the
 * unsubscribe address, and one-click, which a mail client POSTs to it with
 * `List-Unsubscribe=One-Click`. RFC 8058 asks for https: on plain http (a machine of one's
 * own) the link is given without the one-click promise.
 */
export function alertHeaders(
  alert: { id: number; language: string },
  site: string = env().SITE_URL,
  secret?: string,
): Record<string, string> {
  const url = alertManageUrl(alert, site, secret);
  return url.startsWith("https://")
    ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : { "List-Unsubscribe": `<${url}>` };
}
