import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { sitePageData } from "~/content/page-data.server";
import { pageLanguage, pageTitle, site } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import type { FormShape } from "~/http/form.server";
import { formShape, FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { alternatesOf, feedbackPath, pagePath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { captchaFields } from "~/leads/captcha";
import { verifyCaptcha } from "~/leads/captcha.server";
import { crossSite, honeypotField } from "~/leads/guard.server";
import { wakeOutbox } from "~/mail/outbox.server";
import { log } from "~/platform/log.server";
import { serverSecret } from "~/platform/secrets.server";
import { alertChoices, choicesView, describeAlert } from "./choices.server";
import { cleanCriteria, criteriaFromQuery, formDefaults, subscribeForm } from "./criteria";
import { alertConfirmPath } from "./links";
import { confirmationMail } from "./mails.server";
import { confirmDays, storePendingAlert } from "./store.server";
import type { AlertActionData, AlertProblem } from "./texts";
import { newConfirmToken } from "./tokens.server";
import { mailboxKey } from "~/domain/mailbox";

// The keep-me-informed page (spec §1, §2 /nl/hou-mij-op-de-hoogte/): the configured page's
// introduction and the alert form, prefilled from the link that opened it. Its POST is guarded
// as every lead form is (cross-site check, bounded body, honeypot, rate limit, captcha), stores
// the alert pending with its confirmation mail, and sends the visitor to "check your mail".

// Every municipality and type may be ticked: more repeats and fields than a lead form has.
const limits = { maxBytes: 32 * 1024, maxFields: 400, maxRepeats: 200 };
const limiter = rateLimit("alert-subscriptions", 5, 10 * 60_000);
// A stranger's address cannot be flooded with confirmation mails: three a day per address.
export const mailsPerAddress = 3;
const perAddress = rateLimit("alert-mails", mailsPerAddress, 24 * 60 * 60_000);

const shape: FormShape = formShape(subscribeForm, {
  [honeypotField]: "text",
  [captchaFields.altcha]: "text",
  [captchaFields.token]: "text",
  [captchaFields.text]: "text",
});

/** The page: its configured modules around the form, and the form's choices and first values. */
export async function searchAlertPage(url: URL) {
  const language = pageLanguage(url);
  const [page, catalog] = await Promise.all([sitePageData(url), getCatalog()]);
  const choices = alertChoices(catalog, language);
  const criteria = criteriaFromQuery(url.searchParams, choices);
  // The language switcher keeps what the link chose.
  const alternates = alternatesOf((code) => `${pagePath("demandRegister", code)}${url.search}`);
  return {
    ...page,
    page: {
      ...page.page,
      intro: page.page.modules.filter((module) => module.kind === "article"),
      after: page.page.modules.filter((module) => module.kind !== "article"),
    },
    form: { choices: choicesView(choices), defaults: formDefaults(criteria, { language, frequency: "instant" }) },
    alternates,
  };
}

function refuse(problem: AlertProblem, status: number, result: SubmissionResult<string[]> | null = null) {
  return data<AlertActionData>({ problem, result }, { status });
}

export async function subscribePost(request: Request, url: URL) {
  if (crossSite(request, url.origin)) return refuse("rejected", 403);
  const body = await tryReadForm(request, shape, limits);
  if (body instanceof FormRefused) return refuse("rejected", body.status);
  const submission = parseWithZod(body, { schema: subscribeForm });
  if (body.get(honeypotField)) return refuse("rejected", 400, submission.reply());
  const ip = request.headers.get("X-Client-IP") ?? "unknown";
  if (!(await limiter.take(`${requestVisitor(request)}:search-alert`)))
    return refuse("tooMany", 429, submission.reply());
  if (submission.status !== "success") return refuse("invalid", 400, submission.reply());
  if (site().settings.forms.captcha) {
    const captcha = await verifyCaptcha(body);
    if (captcha !== "ok") {
      const error = captcha === "missing" ? "captchaRequired" : "captcha";
      return refuse("invalid", 400, submission.reply({ fieldErrors: { [captchaFields.text]: [error] } }));
    }
  }
  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return refuse("unavailable", 503, submission.reply());
  const { value } = submission;
  const criteria = cleanCriteria(value, alertChoices(catalog, value.language));
  // Ticked types of the other goal (hidden, still sent without JavaScript) do not count.
  if (criteria.types.length === 0)
    return refuse("invalid", 400, submission.reply({ fieldErrors: { types: ["types"] } }));
  if (criteria.zips.length === 0) return refuse("invalid", 400, submission.reply({ fieldErrors: { zips: ["zone"] } }));
  if (!(await perAddress.take(mailboxKey(value.email)))) return refuse("addressLimit", 429, submission.reply());

  const { token, tokenHash } = newConfirmToken();
  try {
    const { db } = await getDatabase();
    await storePendingAlert(
      db,
      {
        email: value.email,
        name: value.name,
        phone: value.phone ?? "",
        language: value.language,
        frequency: value.frequency,
        criteria,
        confirmTokenHash: tokenHash,
        ip,
      },
      serverSecret("ip-hash"),
      () =>
        confirmationMail({
          language: value.language,
          name: value.name,
          email: value.email,
          rows: describeAlert(catalog, { criteria, frequency: value.frequency }, value.language),
          confirmUrl: url.origin + alertConfirmPath(value.language, token),
          origin: url.origin,
          days: confirmDays,
        }),
    );
  } catch (error) {
    log.error({ err: error }, "a search alert could not be stored");
    return refuse("unavailable", 503, submission.reply());
  }
  wakeOutbox();
  return redirect(feedbackPath("demand-register", pageLanguage(url)), 303);
}

/** "Check your mail": where a stored subscription lands (spec §2 /nl/bedankt/demand-register/). */
export function subscriptionSentPage(url: URL) {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => feedbackPath("demand-register", code));
  const messages = catalogues[language].alerts.sent;
  return {
    alternates,
    days: confirmDays,
    meta: {
      title: pageTitle(messages.title),
      description: messages.title,
      index: false,
      language,
      origin: url.origin,
      alternates,
    },
  };
}
