import { redirect } from "react-router";
import { site } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { consentLog } from "~/db/schema";
import type { FormShape } from "~/http/form.server";
import { FormRefused, tryReadForm } from "~/http/form.server";
import { rateLimit } from "~/http/rate-limit.server";
import { requestVisitor } from "~/http/visitor.server";
import { crossSite } from "~/leads/guard.server";
import { log } from "~/platform/log.server";
import type { OptionalCategory } from "./consent";
import { consentCookie, consentMaxAge, optionalCategories, serializeConsent } from "./consent";

const consentFormShape: FormShape = {
  choice: "text",
  returnTo: "text",
  ...Object.fromEntries(optionalCategories.map((category) => [category, "text"])),
};

// A person chooses once or twice; a script posting choices in a loop wrote a row each time,
// hundreds a second. Past this many a visitor's choices still hold, unlogged.
const loggedPerVisitor = rateLimit("consent-log", 20, 10 * 60_000);

// POST /api/consent: a cookie choice, from the dialog's form (a redirect back, without
// JavaScript) or its fetcher (with). Saved in a first-party cookie and in the consent log.
export async function saveConsentChoice(request: Request, url: URL) {
  if (crossSite(request, url.origin)) return new Response("Forbidden\n", { status: 403 });
  const form = await tryReadForm(request, consentFormShape, { maxBytes: 4096 });
  if (form instanceof FormRefused) return new Response("Bad request\n", { status: form.status });
  const choice = form.get("choice");
  if (choice !== "all" && choice !== "none" && choice !== "some") {
    return new Response("Bad request\n", { status: 400 });
  }
  const categories: OptionalCategory[] =
    choice === "all"
      ? [...optionalCategories]
      : choice === "none"
        ? []
        : optionalCategories.filter((name) => form.get(name) === "on");
  const version = site().settings.cookiePolicyVersion;
  // The choice holds even when the log cannot be written; the failure is reported.
  if (await loggedPerVisitor.take(requestVisitor(request))) {
    await getDatabase()
      .then(({ db }) => db.insert(consentLog).values({ policyVersion: version, categories }))
      .catch((error: unknown) => log.error({ err: error }, "the consent log could not be written"));
  }
  const headers = {
    "Set-Cookie": `${consentCookie}=${serializeConsent({ version, categories })}; Path=/; Max-Age=${consentMaxAge}; SameSite=Lax`,
  };
  const target = new URL(String(form.get("returnTo") ?? "/"), url.origin);
  target.searchParams.delete("setcookies");
  // Back to a page of this site only: another origin, or a path that a browser would read as
  // one once normalised (`/.//evil.example` becomes `//evil.example`), goes home instead.
  const local = target.origin === url.origin && !/^[/\\]{2}/.test(target.pathname);
  return redirect(local ? target.pathname + target.search : "/", { status: 303, headers });
}
