import { setImmediate as yieldToOthers } from "node:timers/promises";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { site } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { formatPrice } from "~/domain/format";
import { amountInWords, offerAdvance } from "~/domain/offer";
import { checkPostalCode } from "~/domain/postal-code";
import { feedbackPath, visitConfirmPath } from "~/i18n/links";
import { wakeOutbox } from "~/mail/outbox.server";
import { wakeCrmForwarding } from "./crm.server";
import { serverSecret } from "~/platform/secrets.server";
import { captchaFields } from "./captcha";
import { verifyCaptcha } from "./captcha.server";
import { documentLinks } from "./documents.server";
import type { NewUpload } from "./uploads.server";
import { detectUpload, newUpload } from "./uploads.server";
import { offerToken } from "./offers.server";
import { displayName } from "./testimonials";
import type { LeadActionData, LeadKind, LeadProblem } from "./forms";
import { isLeadKind, leadForms, maxCvBytes } from "./forms";
import { crossSite, honeypotField } from "./guard.server";
import { rateLimit } from "~/http/rate-limit.server";
import type { FormShape } from "~/http/form.server";
import { formShape, FormRefused, tryReadForm } from "~/http/form.server";
import { requestVisitor } from "~/http/visitor.server";
import { leadMails } from "./mails.server";
import type { LeadPage, LeadPlace } from "./place.server";
import { leadPlace } from "./place.server";
import type { NewLead } from "./store.server";
import { AlreadyBookedError, AlreadyRequestedError, MomentFullError, newHoldToken, storeLead } from "./store.server";
import { comingMoments, holdMinutes, momentLabel } from "./visits";
import { log } from "~/platform/log.server";
import { mailboxKey } from "~/domain/mailbox";

// A form's POST, for every form: refuse what is not a person on this site, validate with the
// form's schema, store the lead with its mails, then redirect to the thank-you page (303).
// Whatever goes wrong, the visitor gets their input back with a translated message and a 4xx,
// or a 503 when the database is away: never a 500, never a thank-you for a lead not stored.

const maxBodyBytes = 64 * 1024;
// A rent application carries a CV of at most 10 MB, with room for the other fields.
const maxUploadBodyBytes = maxCvBytes + 512 * 1024;
// Five submissions of one form per visitor in ten minutes is more than a person needs.
const limiter = rateLimit("leads", 5, 10 * 60_000);
// Send to a friend mails a stranger: at most ten a day per sender address and per visitor
// (docs/decisions/018-abuse-friend-mail-and-visit-holds.md).
const friendsPerDay = 10;
const friendsPerSender = rateLimit("friends-per-sender", friendsPerDay, 24 * 60 * 60_000);
const friendsPerVisitor = rateLimit("friends-per-visitor", friendsPerDay, 24 * 60 * 60_000);
// The visitor's mail goes to the address typed, which may be someone else's: one mailbox gets
// at most twenty a day from the forms, however many visitors type it (decision 071). Past that,
// a copy is left out; where the mail is what was asked for (a visit's confirmation link, the
// documents, the friend's mail) the form says so instead.
const mailsPerMailbox = rateLimit("mails-per-mailbox", 20, 24 * 60 * 60_000);

/** The names every form carries besides its own fields: which form, the honeypot, the captcha. */
const guardFields: FormShape = {
  form: "text",
  [honeypotField]: "text",
  [captchaFields.altcha]: "text",
  [captchaFields.token]: "text",
  [captchaFields.text]: "text",
};
// A country sent twice reaches the schema as a list, which it refuses (400): which of the two the
// visitor meant is unknown, and the postal code is checked against it.
const shapes = Object.fromEntries(
  Object.entries(leadForms).map(([kind, schema]) => [
    kind,
    { ...formShape(schema, guardFields), ...("country" in schema.shape ? { country: "list" } : {}) },
  ]),
) as Record<LeadKind, FormShape>;
/** Every name any form knows: what a POST body is read with before its form is known. */
const anyFormShape: FormShape = Object.assign({}, ...Object.values(shapes));

function refuse(
  form: LeadKind | null,
  problem: LeadProblem,
  status: number,
  result: SubmissionResult<string[]> | null = null,
) {
  return data<LeadActionData>({ form, problem, result }, { status });
}

/** Only the fields of one form: what its schema is given, and all an error answer can echo. */
function fieldsOf(form: FormData, shape: FormShape): FormData {
  const kept = new FormData();
  for (const [name, value] of form) if (Object.hasOwn(shape, name)) kept.append(name, value);
  return kept;
}

/** The page's form that takes a file (the rent application's CV): the one a multipart body comes from. */
function fileForm(place: LeadPlace): LeadKind | null {
  return place.forms.find((kind) => Object.values(shapes[kind]).includes("file")) ?? null;
}

/** A form posted to a page: its lead stored with its mails, or the visitor's input back with why. */
export async function leadPost(request: Request, url: URL, page: LeadPage) {
  const place = await leadPlace(url, page);
  if (!place) throw data(page.kind === "site-page" ? null : { kind: page.kind }, { status: 404 });
  return handleLeadPost(request, url, place);
}

export async function handleLeadPost(request: Request, url: URL, place: LeadPlace) {
  if (crossSite(request, url.origin)) return refuse(null, "rejected", 403);
  // Only a page with a form that takes a file reads megabytes; every other form fits in 64 KB.
  const takesFile = request.headers.get("Content-Type")?.startsWith("multipart/form-data") ? fileForm(place) : null;
  const body = await tryReadForm(request, anyFormShape, { maxBytes: takesFile ? maxUploadBodyBytes : maxBodyBytes });
  if (body instanceof FormRefused) {
    // The CVs being read at once hold what the server takes: the form that takes a file says
    // to try again in a moment. A 429, not a 503: a load balancer may take an instance that answers
    // 5xx out of rotation, and so let whoever sends them take the whole site down.
    if (body.status === 429) {
      log.warn({ path: url.pathname }, "a CV was refused: as many are being read as the server takes at once");
      return refuse(takesFile, "unavailable", 429);
    }
    return refuse(null, "rejected", body.status);
  }
  const kind = body.get("form");
  if (!isLeadKind(kind) || !place.forms.includes(kind)) return refuse(null, "rejected", 400);
  const formData = fieldsOf(body, shapes[kind]);
  const submission = parseWithZod(formData, { schema: leadForms[kind] });
  if (formData.get(honeypotField)) return refuse(kind, "rejected", 400, submission.reply());
  const ip = request.headers.get("X-Client-IP") ?? "unknown";
  const visitor = requestVisitor(request);
  if (!(await limiter.take(`${visitor}:${kind}`))) return refuse(kind, "tooMany", 429, submission.reply());
  if (submission.status !== "success") return refuse(kind, "invalid", 400, submission.reply());
  if (site().settings.forms.captcha) {
    const captcha = await verifyCaptcha(formData);
    if (captcha !== "ok") {
      // The messages of spec §5: 'Captcha text is required', 'The entered characters are not valid'.
      const error = captcha === "missing" ? "captchaRequired" : "captcha";
      return refuse(kind, "invalid", 400, submission.reply({ fieldErrors: { [captchaFields.text]: [error] } }));
    }
  }

  if (kind === "send-to-friend" && "friendEmail" in submission.value) {
    const sender = mailboxKey(submission.value.email);
    const [bySender, byVisitor] = [await friendsPerSender.take(sender), await friendsPerVisitor.take(visitor)];
    if (!bySender || !byVisitor) return refuse(kind, "friendLimit", 429, submission.reply());
    if (!(await mailsPerMailbox.take(mailboxKey(submission.value.friendEmail))))
      return refuse(kind, "mailboxLimit", 429, submission.reply());
  }
  const copyToVisitor =
    kind !== "send-to-friend" &&
    "email" in submission.value &&
    (await mailsPerMailbox.take(mailboxKey(submission.value.email)));

  const catalog = await getCatalog().catch(() => null);
  if (!catalog) return refuse(kind, "unavailable", 503, submission.reply());
  let fields: Record<string, unknown> = submission.value;
  if ("country" in submission.value) {
    // The postal code as its country writes it: "1012ab" is kept as "1012 AB".
    const { zip, ...rest } = submission.value;
    const postal = checkPostalCode(submission.value.country, zip ?? "");
    fields = postal.ok && postal.code ? { ...rest, zip: postal.code } : rest;
  }
  let booking: NewLead["booking"];
  let visit: { confirmUrl: string; minutes: number } | undefined;
  if (kind === "contact-appointment") {
    const record = place.subject?.kind === "property" ? catalog.properties.get(place.subject.card.id) : undefined;
    const momentId = "moment" in submission.value ? submission.value.moment : null;
    const moment = comingMoments(record?.visitMoments ?? [], new Date()).find((candidate) => candidate.id === momentId);
    if (!moment) return refuse(kind, "invalid", 400, submission.reply({ fieldErrors: { moment: ["moment"] } }));
    // The lead keeps the moment as the visitor read it; the booking keeps its id.
    fields = { ...submission.value, moment: momentLabel(moment, place.language) };
    // A hold until the visitor confirms it from the mail: a script cannot fill the moments.
    const { token, tokenHash } = newHoldToken();
    booking = { momentId: moment.id, capacity: moment.capacity, tokenHash, held: [], now: new Date() };
    visit = { confirmUrl: url.origin + visitConfirmPath(place.language, token), minutes: holdMinutes };
  }

  if (kind === "purchase-offer" && "amount" in submission.value) {
    // spec §9: the amount in letters, in the visitor's language, and the 10% advance.
    const { amount } = submission.value;
    fields = {
      ...fields,
      amountWords: amountInWords(amount, place.language),
      advance: formatPrice(offerAdvance(amount)),
    };
  }

  let upload: NewUpload | undefined;
  if (kind === "rent-application" && "cv" in submission.value) {
    const { cv, ...rest } = submission.value;
    fields = rest;
    if (cv) {
      // The file's first bytes decide what it is; its name and the browser's type do not.
      const bytes = new Uint8Array(await cv.arrayBuffer());
      // Copying a CV of megabytes held the thread; the mails are rendered in a task of their own.
      await yieldToOthers();
      const type = detectUpload(bytes);
      if (!type) return refuse(kind, "invalid", 400, submission.reply({ fieldErrors: { cv: ["cvType"] } }));
      upload = newUpload(bytes, type, cv.name);
      fields = { ...fields, cv: upload.originalName };
    }
  }

  const testimonial =
    kind === "testimonial" && "rating" in submission.value
      ? {
          name: displayName(submission.value.firstName, submission.value.lastName),
          city: submission.value.city ?? "",
          rating: submission.value.rating,
          text: submission.value.message,
        }
      : undefined;

  let documents: NewLead["documents"];
  let links: { label: string; url: string }[] | undefined;
  if (kind === "request-documents") {
    const propertyId = place.subject?.kind === "property" ? place.subject.card.id : 0;
    links = documentLinks(catalog, propertyId, place.language, url.origin, serverSecret("document-links"), new Date());
    if (links.length === 0) return refuse(kind, "rejected", 400, submission.reply());
    documents = { propertyId, email: String(submission.value.email) };
  }

  if (!copyToVisitor && (booking || documents)) return refuse(kind, "mailboxLimit", 429, submission.reply());

  let leadId: number;
  try {
    const written = await leadMails({
      kind,
      language: place.language,
      fields,
      subject: place.subject,
      typeName: (webId, language) => catalog.views[language].typeByWebId.get(webId)?.name,
      origin: url.origin,
      documents: links,
      visit,
      // Named from the detected type, never from the visitor's file name (issue 11, point 7).
      attachment: upload?.attachment,
    });
    const mails = copyToVisitor ? written : written.filter((entry) => entry.role !== "visitor");
    const { db } = await getDatabase();
    leadId = await storeLead(
      db,
      {
        kind,
        language: place.language,
        propertyId: place.subject?.kind === "property" ? place.subject.card.id : null,
        projectId: place.subject?.kind === "project" ? place.subject.card.id : null,
        fields,
        ip,
        // A visit's mail to the agency waits in its hold until the visitor confirms.
        mails: booking ? mails.filter((entry) => entry.role !== "agency") : mails,
        booking: booking && { ...booking, held: mails.filter((entry) => entry.role === "agency") },
        documents,
        upload,
        testimonial,
      },
      serverSecret("ip-hash"),
    );
  } catch (error) {
    if (error instanceof MomentFullError) return refuse(kind, "full", 409, submission.reply());
    if (error instanceof AlreadyBookedError) return refuse(kind, "alreadyBooked", 409, submission.reply());
    if (error instanceof AlreadyRequestedError) return refuse(kind, "alreadyRequested", 409, submission.reply());
    log.error({ form: kind, err: error }, "a lead could not be stored");
    return refuse(kind, "unavailable", 503, submission.reply());
  }
  wakeOutbox();
  wakeCrmForwarding();
  // The offer's thank-you page shows it as a printable summary, to the one who made it.
  const summary = kind === "purchase-offer" ? `?offer=${offerToken(leadId, serverSecret("offer-links"))}` : "";
  return redirect(feedbackPath(kind, place.language) + summary, 303);
}
