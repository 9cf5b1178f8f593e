import { data, redirect } from "react-router";
import { getCatalog } from "~/catalog/catalog.server";
import { pageLanguage, pageTitle } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { alternatesOf, pagePath, passwordPath } from "~/i18n/links";
import { catalogues } from "~/i18n/messages";
import { newCaptcha } from "~/leads/captcha.server";
import { resetLinkValid } from "./accounts.server";
import { ownerProperties } from "./dashboard.server";
import { currentOwner, sessionCookie, sessionToken } from "./session.server";

// The owner's pages, for their routes: the login, the statistics behind it and password
// forgotten. Personal or about an account: their routes send `privatePage` headers and search
// engines leave them out.

function head(url: URL, title: string, description: string, page: "login" | "owner" | "password") {
  const language = pageLanguage(url);
  const alternates = alternatesOf((code) => (page === "password" ? passwordPath(code) : pagePath(page, code)));
  return { title: pageTitle(title), description, index: false, language, origin: url.origin, alternates };
}

export async function loginPage(request: Request, url: URL) {
  const language = pageLanguage(url);
  // Already signed in: straight to the figures.
  if (await currentOwner(request).catch(() => null)) {
    throw redirect(pagePath("owner", language), { headers: { "Cache-Control": "private, no-store" } });
  }
  const messages = catalogues[language].owner;
  return {
    // Shown only when the login asks for it (an account with several failures).
    captcha: newCaptcha(),
    meta: head(url, messages.loginTitle, messages.loginIntro, "login"),
  };
}

/** spec §1: the figures of each of the owner's properties; with the database away, a 503. */
export async function ownerPage(request: Request, url: URL) {
  const language = pageLanguage(url);
  const unavailable = () => {
    throw data(null, { status: 503 });
  };
  const owner = await currentOwner(request).catch(unavailable);
  // Signed out, or the session ended (idle or too old): its cookie goes too.
  if (!owner) {
    throw redirect(pagePath("login", language), {
      headers: {
        "Cache-Control": "private, no-store",
        ...(sessionToken(request) ? { "Set-Cookie": sessionCookie(null, url) } : {}),
      },
    });
  }
  const { db } = await getDatabase().catch(unavailable);
  const properties = await ownerProperties(db, await getCatalog(), owner.propertyIds, language).catch(unavailable);
  const messages = catalogues[language].owner;
  return { name: owner.name, properties, meta: head(url, messages.title, messages.metaDescription, "owner") };
}

/** Password forgotten (no token) and choosing the new one (with the mailed token; a used or expired one is a 410). */
export async function passwordPage(url: URL, token: string | undefined) {
  const messages = catalogues[pageLanguage(url)].owner;
  // With the database away the form still shows; sending it then says so.
  const valid =
    token === undefined ||
    (await getDatabase()
      .then(({ db }) => resetLinkValid(db, token))
      .catch(() => true));
  return data(
    {
      choosing: token !== undefined,
      valid,
      meta: head(url, token ? messages.newTitle : messages.forgottenTitle, messages.forgottenIntro, "password"),
    },
    { status: valid ? 200 : 410 },
  );
}
