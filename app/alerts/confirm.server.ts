import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage, pageTitle } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { personalHeaders } from "~/http/headers";
import { alternatesOf } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import type { Language } from "~/domain/language";
import { crossSite } from "~/leads/guard.server";
import { log } from "~/platform/log.server";
import { serverSecret } from "~/platform/secrets.server";
import { describeAlert } from "./choices.server";
import type { AlertConfirmationData, AlertConfirmationProblem } from "./components/confirm-view";
import { alertConfirmPath, alertManagePath } from "./links";
import { alertByConfirmToken, confirmAlert, confirmDays } from "./store.server";
import { signAlertId } from "./tokens.server";

// The link in the confirmation mail (double opt-in, decision 026). Opening it (GET) shows the
// search and a button: a mail scanner that follows links confirms nothing. The button's POST
// confirms it. A link never made here is a 404; one not used within its days is gone (410).

/**
 * Personal, and for nobody's index: on every answer, errors included. The token in the path
 * goes to no other site as a referrer; "no-referrer" would also make the browser send
 * `Origin: null` with the page's own forms, which React Router refuses as cross-site.
 */
export const noStore = {
  ...personalHeaders,
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
};

/** The headers of the pages a token opens (confirmation and manage links), for their routes. */
export const alertPageHeaders = () => noStore;

/** The head of a page a mail's link opens: in the page's language, its alternates, and kept out of search engines. */
export function tokenPageHead(url: URL, title: (language: Language) => string, pathOf: (language: Language) => string) {
  const language = pageLanguage(url);
  const alternates = alternatesOf(pathOf);
  const text = title(language);
  const meta = { title: pageTitle(text), description: text, index: false, language, origin: url.origin, alternates };
  return { language, alternates, meta };
}

export async function alertConfirmationPage(url: URL, token: string) {
  const { language, meta, alternates } = tokenPageHead(
    url,
    (language) => catalogues[language].alerts.confirm.title,
    (code) => alertConfirmPath(code, token),
  );
  const [catalog, found] = await Promise.all([
    getCatalog().catch(() => null),
    getDatabase()
      .then(({ db }) => alertByConfirmToken(db, token))
      .catch(() => undefined),
  ]);
  if (found === null) throw data(null, { status: 404, headers: noStore });
  if (found === undefined || !catalog) {
    const page: AlertConfirmationData = { state: "unavailable", rows: [], managePath: null, days: confirmDays };
    return data({ ...page, meta, alternates }, { status: 503, headers: noStore });
  }
  const { alert, state } = found;
  const page: AlertConfirmationData = {
    state,
    rows: state === "unsubscribed" ? [] : describeAlert(catalog, alert, language),
    managePath:
      state === "confirmed" ? alertManagePath(language, signAlertId(alert.id, serverSecret("alert-links"))) : null,
    days: confirmDays,
  };
  return data({ ...page, meta, alternates }, { status: state === "expired" ? 410 : 200, headers: noStore });
}

/** The button's POST: the alert is confirmed, and the page then says so. */
export async function confirmAlertPost(request: Request, url: URL, token: string) {
  const refuse = (problem: AlertConfirmationProblem, status: number) => data({ problem }, { status, headers: noStore });
  if (crossSite(request, url.origin)) return refuse("rejected", 403);
  const body = await tryReadForm(request, { confirm: "text" }, { maxBytes: 1024 });
  if (body instanceof FormRefused) return refuse("rejected", body.status);
  let result;
  try {
    const { db } = await getDatabase();
    result = await confirmAlert(db, token);
  } catch (error) {
    log.error({ err: error }, "a search alert could not be confirmed");
    return refuse("unavailable", 503);
  }
  if (!result) throw data(null, { status: 404, headers: noStore });
  if (result.state === "expired") return refuse("expired", 410);
  // The page shows the alert as it now is; a reload sends nothing again.
  return redirect(url.pathname, { status: 303, headers: noStore });
}
