import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { getDatabase } from "~/db/database.server";
import type { FormShape } from "~/http/form.server";
import { formShape, FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { catalogues } from "~/i18n/messages";
import { crossSite } from "~/leads/guard.server";
import { log } from "~/platform/log.server";
import { serverSecret } from "~/platform/secrets.server";
import { alertChoices, choicesView, describeAlert, frequencyOf } from "./choices.server";
import type { AlertManageData } from "./components/manage-view";
import { cleanCriteria, formDefaults, manageForm } from "./criteria";
import { noStore, tokenPageHead } from "./confirm.server";
import { alertFormHref, alertManagePath } from "./links";
import { alertLanguage } from "./links.server";
import type { SearchAlert } from "./store.server";
import { alertById, unsubscribeAlert, updateAlert } from "./store.server";
import type { AlertActionData, AlertProblem } from "./texts";
import { verifyAlertToken } from "./tokens.server";

// The signed link of every alert mail (decision 026): without an account, its holder changes
// the criteria, the language or the frequency, or unsubscribes. The same address takes the
// RFC 8058 one-click POST a mail client makes for its unsubscribe button: that one comes from
// the mail provider's servers, without cookies or Origin, and the signed link is its only
// credential, so it is the one POST here without the cross-site check.

const limits = { maxBytes: 32 * 1024, maxFields: 400, maxRepeats: 200 };
const limiter = rateLimit("alert-changes", 20, 10 * 60_000);
const oneClickField = "List-Unsubscribe";

const shape: FormShape = formShape(manageForm, { intent: "text", [oneClickField]: "text" });

function alertId(token: string): number {
  const id = verifyAlertToken(token, serverSecret("alert-links"));
  if (id === null) throw data(null, { status: 404, headers: noStore });
  return id;
}

export async function alertManagePage(url: URL, token: string) {
  const id = alertId(token);
  const { language, meta, alternates } = tokenPageHead(
    url,
    (code) => catalogues[code].alerts.manage.title,
    (code) => alertManagePath(code, token),
  );
  const [catalog, alert] = await Promise.all([
    getCatalog().catch(() => null),
    getDatabase()
      .then(({ db }) => alertById(db, id))
      .catch(() => undefined),
  ]);
  if (alert === null) throw data(null, { status: 404, headers: noStore });
  if (alert === undefined || !catalog) {
    const page: AlertManageData = { status: "unavailable", email: "", rows: [], form: null, again: null, saved: false };
    return data({ ...page, meta, alternates }, { status: 503, headers: noStore });
  }
  const page: AlertManageData = {
    status: alert.status,
    email: alert.email,
    rows: describeAlert(catalog, alert, language),
    form:
      alert.status === "unsubscribed"
        ? null
        : {
            choices: choicesView(alertChoices(catalog, language)),
            defaults: formDefaults(alert.criteria, {
              language: alertLanguage(alert),
              frequency: frequencyOf(alert.frequency),
            }),
          },
    // Unsubscribed, the form can start again from the same search.
    again: alert.status === "unsubscribed" ? alertFormHref(language, alert.criteria) : null,
    saved: url.searchParams.has("saved"),
  };
  return data({ ...page, meta, alternates }, { headers: noStore });
}

function refuse(problem: AlertProblem, status: number, result: SubmissionResult<string[]> | null = null) {
  return data<AlertActionData>({ problem, result }, { status, headers: noStore });
}

async function unsubscribe(id: number): Promise<boolean | null> {
  try {
    const { db } = await getDatabase();
    const alert: SearchAlert | null = await alertById(db, id);
    if (!alert) return null;
    await unsubscribeAlert(db, id);
    return true;
  } catch (error) {
    log.error({ err: error }, "a search alert could not be unsubscribed");
    return false;
  }
}

export async function manageAlertPost(request: Request, url: URL, token: string) {
  const body = await tryReadForm(request, shape, limits);
  const id = alertId(token);
  if (body instanceof FormRefused) return refuse("rejected", body.status);

  // RFC 8058 one-click: answered 200 with the page, which then says the alert is stopped.
  if (body.get(oneClickField) === "One-Click") {
    const done = await unsubscribe(id);
    if (done === null) throw data(null, { status: 404, headers: noStore });
    return done ? data({ unsubscribed: true }, { headers: noStore }) : refuse("unavailable", 503);
  }

  if (crossSite(request, url.origin)) return refuse("rejected", 403);
  const intent = body.get("intent");
  if (intent === "unsubscribe") {
    const done = await unsubscribe(id);
    if (done === null) throw data(null, { status: 404, headers: noStore });
    return done ? redirect(url.pathname, { status: 303, headers: noStore }) : refuse("unavailable", 503);
  }
  if (intent !== "update") return refuse("rejected", 400);

  const submission = parseWithZod(body, { schema: manageForm });
  if (!(await limiter.take(`${requestVisitor(request)}:search-alert-manage`)))
    return refuse("tooMany", 429, submission.reply());
  if (submission.status !== "success") return refuse("invalid", 400, submission.reply());
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return refuse("unavailable", 503, submission.reply());
  const { value } = submission;
  const criteria = cleanCriteria(value, alertChoices(catalog, value.language));
  if (criteria.types.length === 0)
    return refuse("invalid", 400, submission.reply({ fieldErrors: { types: ["types"] } }));
  if (criteria.zips.length === 0) return refuse("invalid", 400, submission.reply({ fieldErrors: { zips: ["zone"] } }));
  let saved: boolean;
  try {
    const { db } = await getDatabase();
    saved = await updateAlert(db, id, { criteria, language: value.language, frequency: value.frequency });
  } catch (error) {
    log.error({ err: error }, "a search alert could not be changed");
    return refuse("unavailable", 503, submission.reply());
  }
  // An alert unsubscribed meanwhile stays so: the page then says that instead.
  return redirect(saved ? `${url.pathname}?saved=1` : url.pathname, { status: 303, headers: noStore });
}
