import { data, redirect } from "react-router";
import { getDatabase } from "~/db/database.server";
import type { Language } from "~/domain/language";
import { pagePath } from "~/i18n/links";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { crossSite } from "~/leads/guard.server";
import { checkPassword, endSession, startSession } from "./accounts.server";
import { sessionCookie, sessionToken } from "./session.server";

export type LoginProblem = "missing" | "failed" | "tooMany" | "unavailable";
export interface LoginActionData {
  problem: LoginProblem;
  email: string;
}

// Ten tries per visitor in a quarter of an hour: enough for a person, too few to guess.
const attempts = rateLimit(10, 15 * 60_000);

function refuse(problem: LoginProblem, email: string, status: number) {
  return data<LoginActionData>({ problem, email }, { status });
}

/** The login form's post: a session and the owner's page, or the reason it failed. */
export async function logIn(request: Request, url: URL, language: Language) {
  if (crossSite(request, url.origin)) return refuse("failed", "", 403);
  const form = await tryReadForm(request, { email: "text", password: "text" }, { maxBytes: 4096 });
  if (form instanceof FormRefused) return refuse("missing", "", form.status);
  const email = String(form.get("email") ?? "")
    .trim()
    .slice(0, 254);
  const password = String(form.get("password") ?? "").slice(0, 1024);
  if (!email || !password) return refuse("missing", email, 400);
  if (!(await attempts.take(request.headers.get("x-client-ip") ?? ""))) return refuse("tooMany", email, 429);
  try {
    const { db } = await getDatabase();
    const ownerId = await checkPassword(db, email, password);
    if (ownerId === null) return refuse("failed", email, 401);
    const token = await startSession(db, ownerId);
    return redirect(pagePath("owner", language), { headers: { "Set-Cookie": sessionCookie(token, url) } });
  } catch (error) {
    console.error("Login failed on the database", error);
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
  return redirect(pagePath("login", language), { headers: { "Set-Cookie": sessionCookie(null, url) } });
}
