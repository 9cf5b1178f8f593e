import { data, redirect } from "react-router";
import { getDatabase } from "~/db/database.server";
import type { OutgoingMail } from "~/db/schema";
import type { Language } from "~/domain/language";
import { passwordPath, pagePath } from "~/i18n/links";
import { createTranslator } from "~/i18n/translator";
import { catalogues } from "~/i18n/messages";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { crossSite } from "~/leads/guard.server";
import { mailSender } from "~/leads/mails.server";
import { renderMail, VisitorMail } from "~/mail/templates";
import { wakeOutbox } from "~/mail/outbox.server";
import { minimumPasswordLength, requestPasswordReset, resetPassword, startSession } from "./accounts.server";
import { sessionCookie } from "./session.server";

// Password forgotten (spec §2 screens, §5 messages, §8 'person not found'): a link by mail,
// valid for an hour and once, then a new password typed twice.

export type PasswordProblem =
  "emailMissing" | "notFound" | "tooMany" | "unavailable" | "tooShort" | "confirmMissing" | "mismatch" | "linkInvalid";
export interface PasswordActionData {
  problem: PasswordProblem | null;
  field?: "password" | "confirm";
  email?: string;
  sent?: boolean;
}

const requests = rateLimit(5, 15 * 60_000);

function answer(result: PasswordActionData, status: number) {
  return data<PasswordActionData>(result, { status });
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

/** The forgotten form: mails a link to an owner's address, or says nobody has it. */
export async function askForLink(request: Request, url: URL, language: Language) {
  if (crossSite(request, url.origin)) return answer({ problem: "notFound" }, 403);
  const form = await tryReadForm(request, { email: "text" }, { maxBytes: 4096 });
  if (form instanceof FormRefused) return answer({ problem: "emailMissing", email: "" }, form.status);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  if (!email) return answer({ problem: "emailMissing", email }, 400);
  if (!(await requests.take(request.headers.get("x-client-ip") ?? ""))) return answer({ problem: "tooMany", email }, 429);
  try {
    const { db } = await getDatabase();
    const known = await requestPasswordReset(db, email, (owner, token) =>
      resetMail(owner, token, language, url.origin),
    );
    if (!known) return answer({ problem: "notFound", email }, 404);
    wakeOutbox();
    return answer({ problem: null, sent: true }, 200);
  } catch (error) {
    console.error("A password link could not be stored", error);
    return answer({ problem: "unavailable", email }, 503);
  }
}

/** The new password, typed twice; signed in afterwards. */
export async function chooseNewPassword(request: Request, url: URL, language: Language, token: string) {
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
    return redirect(pagePath("owner", language), { headers: { "Set-Cookie": sessionCookie(session, url) } });
  } catch (error) {
    console.error("A new password could not be stored", error);
    return answer({ problem: "unavailable" }, 503);
  }
}
