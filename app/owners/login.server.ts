import { data, redirect } from "react-router";
import { getDatabase } from "~/db/database.server";
import { pageLanguage } from "~/content/site.server";
import type { Language } from "~/domain/language";
import { pagePath } from "~/i18n/links";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { captchaFields } from "~/leads/captcha";
import { verifyCaptcha } from "~/leads/captcha.server";
import { crossSite } from "~/leads/guard.server";
import { log } from "~/platform/log.server";
import { checkPassword, endSession, startSession } from "./accounts.server";
import { sessionCookie, sessionToken } from "./session.server";
import type { LoginActionData, LoginProblem } from "./results";

// Throttling (decision 015). Per visitor: 20 tries in a quarter of an hour, whatever the
// account. Per account and visitor: 5 failures in a quarter of an hour, forgotten on success.
// Per account, from everywhere: after 3 failures in an hour the login asks for the captcha
// rather than refusing, so that a stranger can slow a guesser down but never lock the owner out.
export const loginLimits = { perVisitor: 20, perPair: 5, beforeCaptcha: 3 } as const;
const quarter = 15 * 60_000;
const perVisitor = rateLimit("login-visitor", loginLimits.perVisitor, quarter);
const perPair = rateLimit("login-pair", loginLimits.perPair, quarter);
const perAccount = rateLimit("login-account", loginLimits.beforeCaptcha, 60 * 60_000);

const shape = {
  email: "text",
  password: "text",
  [captchaFields.altcha]: "text",
  [captchaFields.token]: "text",
  [captchaFields.text]: "text",
} as const;

function refuse(problem: LoginProblem, email: string, status: number, captcha = false) {
  return data<LoginActionData>(
    { problem, email, captcha },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The login form's post: a session and the owner's page, or the reason it failed. */
export async function logIn(request: Request, url: URL) {
  const language = pageLanguage(url);
  if (crossSite(request, url.origin)) return refuse("failed", "", 403);
  const form = await tryReadForm(request, shape, { maxBytes: 4096 });
  if (form instanceof FormRefused) return refuse("missing", "", form.status);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  if (!email || !password) return refuse("missing", email, 400);
  const visitor = requestVisitor(request);
  // The account is the address as typed, known or not: the answers never tell them apart.
  const account = email.toLowerCase();
  const pair = `${account} ${visitor}`;
  if (!(await perVisitor.take(visitor))) return refuse("tooMany", email, 429);
  // Each try is counted before its password is checked, and a success gives its count back:
  // counted after the check, tries sent at once all found the count untouched, and twenty were
  // checked where the limits allow three before the captcha.
  if (!(await perPair.take(pair))) return refuse("tooMany", email, 429);
  const captchaNeeded = !(await perAccount.take(account));
  if (captchaNeeded) {
    const verdict = await verifyCaptcha(form);
    if (verdict !== "ok") {
      // No password was tried.
      await perPair.giveBack(pair);
      return refuse(verdict === "missing" ? "captchaRequired" : "captcha", email, 400, true);
    }
  }
  try {
    const { db } = await getDatabase();
    const ownerId = await checkPassword(db, email, password);
    if (ownerId === null) return refuse("failed", email, 401, (await perAccount.left(account)) === 0);
    // A browser signed in as someone else (another owner on a shared computer) leaves that
    // session ended, not merely its cookie replaced.
    const previous = sessionToken(request);
    if (previous) await endSession(db, previous);
    const token = await startSession(db, ownerId);
    await perPair.forget(pair);
    await perAccount.giveBack(account);
    return redirect(pagePath("owner", language), {
      headers: { "Set-Cookie": sessionCookie(token, url), "Cache-Control": "private, no-store" },
    });
  } catch (error) {
    log.error({ err: error }, "login failed on the database");
    return refuse("unavailable", email, 503);
  }
}

/** Signs this browser out and goes back to the login page. */
export async function logOut(request: Request, url: URL, language: Language) {
  const token = sessionToken(request);
  if (token && !crossSite(request, url.origin)) {
    const { db } = await getDatabase();
    await endSession(db, token);
  }
  return redirect(pagePath("login", language), {
    headers: { "Set-Cookie": sessionCookie(null, url), "Cache-Control": "private, no-store" },
  });
}
