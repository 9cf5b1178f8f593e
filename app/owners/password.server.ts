import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getDatabase } from "~/db/database.server";
import type { OutgoingMail } from "~/db/schema";
import { pageLanguage } from "~/content/site.server";
import type { Language } from "~/domain/language";
import { passwordPath, pagePath } from "~/i18n/links";
import { createTranslator } from "~/i18n/translator";
import { catalogues } from "~/i18n/messages";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { crossSite } from "~/leads/guard.server";
import { mailSender } from "~/leads/mails.server";
import { log } from "~/platform/log.server";
import { renderMail, VisitorMail } from "~/mail/templates";
import { wakeOutbox } from "~/mail/outbox.server";
import {
  changePassword,
  minimumPasswordLength,
  requestPasswordReset,
  resetPassword,
  startSession,
} from "./accounts.server";
import { logOut } from "./login.server";
import { currentOwner, sessionCookie, sessionToken } from "./session.server";
import type { PasswordActionData } from "./results";

// Password forgotten (spec §2 screens, §5 messages): a link by mail, valid for an hour and
// once, then a new password typed twice; and the signed-in owner's password change. The
// forgotten form answers the same for every address (decision 015, not spec §8's 'person not
// found').

// Five requests per visitor, and three links per address, in a quarter of an hour and an hour:
// past the second, the answer stays the same and no mail leaves, so nobody can flood an
// owner's mailbox, and the limit tells nothing about the address either.
const requests = rateLimit("password-requests", 5, 15 * 60_000);
const linksPerAddress = rateLimit("password-links", 3, 60 * 60_000);
// Five wrong current passwords per owner in a quarter of an hour, on the change form.
const changes = rateLimit("password-changes", 5, 15 * 60_000);

// The forgotten form answers no sooner than this after its request. An owner's link is stored
// and its mail sent on its way meanwhile: the few milliseconds that took more than for another
// address (17-19 against 13-15 ms, medians of thirty) told a stranger which addresses are owners'.
const evenAnswerMs = 200;

const private_ = { "Cache-Control": "private, no-store" };

function answer(result: PasswordActionData, status: number) {
  return data<PasswordActionData>(result, { status, headers: private_ });
}

async function resetMail(
  owner: { name: string; email: string },
  token: string,
  language: Language,
  origin: string,
): Promise<OutgoingMail> {
  const t = createTranslator(language, catalogues[language]);
  const { agency, from } = mailSender(language, origin);
  return {
    from,
    to: { name: owner.name, address: owner.email },
    replyTo: { name: agency.name, address: agency.email },
    subject: t("owner.mailSubject", { agency: agency.name }),
    secret: true,
    ...(await renderMail(
      VisitorMail({
        language,
        agency,
        preview: t("owner.mailText"),
        greeting: t("owner.mailGreeting", { name: owner.name }),
        paragraphs: [t("owner.mailText")],
        links: {
          items: [{ label: t("owner.mailLink"), value: new URL(passwordPath(language, token), origin).href }],
          note: t("owner.mailValid"),
        },
        summaryTitle: "",
        rows: [],
        property: null,
        propertyLink: "",
        signOff: t("mail.signOff"),
      }),
    )),
  };
}

/**
 * The forgotten form: mails a link to an owner's address. Every address gets the same answer,
 * after the same work and at the same moment (decision 015).
 */
async function askForLink(request: Request, url: URL, language: Language) {
  if (crossSite(request, url.origin)) return answer({ problem: "linkInvalid" }, 403);
  const form = await tryReadForm(request, { email: "text" }, { maxBytes: 4096 });
  if (form instanceof FormRefused) return answer({ problem: "emailMissing", email: "" }, form.status);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  if (!email) return answer({ problem: "emailMissing", email }, 400);
  // Not an address at all: said as such. Every real address gets the same answer below.
  if (!z.email().safeParse(email).success) return answer({ problem: "emailInvalid", email }, 400);
  if (!(await requests.take(requestVisitor(request)))) return answer({ problem: "tooMany", email }, 429);
  const answerAt = performance.now() + evenAnswerMs;
  try {
    const { db } = await getDatabase();
    const allowed = await linksPerAddress.take(email.toLowerCase());
    // Past the limit for this address, the mail is written and its storing rolled back, as
    // for an unknown address.
    const mailTo = allowed ? email : `${randomBytes(8).toString("hex")}@invalid`;
    const sent = await requestPasswordReset(db, mailTo, (owner, token) =>
      resetMail(owner, token, language, url.origin),
    );
    if (sent) wakeOutbox();
    // Node's timers count whole milliseconds and may fire a fraction of one early: wait until
    // the time has really come (one answer in CI came at 198.9 ms).
    while (performance.now() < answerAt) await sleep(Math.ceil(answerAt - performance.now()));
    return answer({ problem: null, sent: true }, 200);
  } catch (error) {
    log.error({ err: error }, "a password link could not be stored");
    return answer({ problem: "unavailable", email }, 503);
  }
}

/** The new password, typed twice; signed in afterwards. */
async function chooseNewPassword(request: Request, url: URL, language: Language, token: string) {
  if (crossSite(request, url.origin)) return answer({ problem: "linkInvalid" }, 403);
  const form = await tryReadForm(request, { password: "text", confirm: "text" }, { maxBytes: 8192 });
  if (form instanceof FormRefused) return answer({ problem: "tooShort", field: "password" }, form.status);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const confirm = String(form.get("confirm") ?? "").slice(0, 1024);
  if (password.length < minimumPasswordLength) return answer({ problem: "tooShort", field: "password" }, 400);
  if (!confirm) return answer({ problem: "confirmMissing", field: "confirm" }, 400);
  if (confirm !== password) return answer({ problem: "mismatch", field: "confirm" }, 400);
  try {
    const { db } = await getDatabase();
    const ownerId = await resetPassword(db, token, password);
    if (ownerId === null) return answer({ problem: "linkInvalid" }, 410);
    const session = await startSession(db, ownerId);
    return redirect(pagePath("owner", language), {
      headers: { "Set-Cookie": sessionCookie(session, url), ...private_ },
    });
  } catch (error) {
    log.error({ err: error }, "a new password could not be stored");
    return answer({ problem: "unavailable" }, 503);
  }
}

const ownerPageShape = { intent: "text", current: "text", password: "text", confirm: "text" } as const;

/**
 * The owner page's posts: `intent=password` changes the password (the current one, the new one
 * twice); anything else signs out. A change ends every other session; this browser stays
 * signed in.
 */
/** The password page's post: the link asked for (no token), or the new password (with it). */
export function passwordPost(request: Request, url: URL, token: string | undefined) {
  const language = pageLanguage(url);
  return token ? chooseNewPassword(request, url, language, token) : askForLink(request, url, language);
}

/** The owner page's posts: sign out, or change the password. */
export async function ownerPageAction(request: Request, url: URL) {
  const language = pageLanguage(url);
  const form = await tryReadForm(request, ownerPageShape, { maxBytes: 8192 });
  if (form instanceof FormRefused) return answer({ problem: "tooShort", field: "password" }, form.status);
  if (form.get("intent") !== "password") return logOut(request, url, language);
  if (crossSite(request, url.origin)) return answer({ problem: "currentWrong", field: "current" }, 403);
  const current = String(form.get("current") ?? "").slice(0, 1024);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  const confirm = String(form.get("confirm") ?? "").slice(0, 1024);
  if (!current) return answer({ problem: "currentMissing", field: "current" }, 400);
  if (password.length < minimumPasswordLength) return answer({ problem: "tooShort", field: "password" }, 400);
  if (!confirm) return answer({ problem: "confirmMissing", field: "confirm" }, 400);
  if (confirm !== password) return answer({ problem: "mismatch", field: "confirm" }, 400);
  try {
    const owner = await currentOwner(request);
    const token = sessionToken(request);
    if (!owner || !token) throw redirect(pagePath("login", language), { headers: private_ });
    // Counted before the check, as the login's tries are: guesses sent at once cannot all pass.
    if (!(await changes.take(String(owner.id)))) return answer({ problem: "tooMany", field: "current" }, 429);
    const { db } = await getDatabase();
    if (!(await changePassword(db, owner.id, current, password, token))) {
      return answer({ problem: "currentWrong", field: "current" }, 400);
    }
    await changes.forget(String(owner.id));
    return answer({ problem: null, changed: true }, 200);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error({ err: error }, "a changed password could not be stored");
    return answer({ problem: "unavailable" }, 503);
  }
}
