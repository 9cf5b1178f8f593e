// React Router's server entry. Every document gets a Content-Security-Policy with a nonce of its
// own (decision 016): React's and React Router's inline scripts carry it, and the page reads it
// through NonceProvider. The render itself, here or on a render thread, is
// app/http/document.server.tsx (decision 064). The server's start and stop are here too.
import type { EntryContext, ServerBuild } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { startBackgroundWork } from "~/background.server";
import { readConsent } from "~/consent/consent";
import { publicPagesChannel } from "~/db/changes.server";
import type { DatabaseHandle } from "~/db/client.server";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { databaseLimiter } from "~/db/rate-limits.server";
import { keepRateLimitsIn } from "~/http/rate-limit.server";
import { databaseSpentTokens, keepSpentTokensIn } from "~/leads/spent-tokens.server";
import { pageCache } from "~/http/page-cache.server";
import { renderLimit } from "~/http/render-limit.server";
import { compressedPiece, gzipPage } from "~/http/page-gzip.server";
import { bodyOf } from "~/http/body.server";
import { newCaptcha } from "~/leads/captcha.server";
import { stopOutbox } from "~/mail/outbox.server";
import { env } from "~/platform/env.server";
import { serverSecret } from "~/platform/secrets.server";
import { log } from "~/platform/log.server";
import { currentCatalog, getCatalog, retryAfterSeconds, whenPublished } from "~/catalog/catalog.server";
import { site } from "~/content/site.server";
import { contentSecurityPolicy, feedMediaOrigins, newNonce } from "~/csp.server";
import { renderDocument, renderJob } from "~/http/document.server";
import type { RenderJob } from "~/http/render-threads.server";
import stylesheetText from "~/app.css?inline";

export const streamTimeout = 5_000;

/**
 * server/index.js serves from it and fills it, asks the render limit before each render
 * (decision 072), and starts the render threads (decision 064).
 */
export { pageCache, renderLimit };
export { renderOn } from "~/http/render-threads.server";

/** A render thread's page (server/render-thread.ts), with the stylesheet this build carries. */
export function renderOnThread(job: RenderJob, build: ServerBuild) {
  return renderJob(job, build, { stylesheet: stylesheetText, streamTimeout });
}

const stylesheetPiece = compressedPiece(stylesheetText);

/**
 * A rendered page in gzip, the stylesheet within it compressed once (decision 056): what
 * server/index.js sends of a page that does not come from the cache.
 */
export function compressPage(request: Request, response: Response): Promise<Response> {
  return gzipPage(request, response, stylesheetPiece);
}

/**
 * Errors React Router meets in loaders, actions and its own checks, in the JSON log without
 * a visitor's data. A post whose Origin is another site is refused by React Router itself
 * (400) before our action's check: a visitor's doing, logged in one line without a stack.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname.replace(/[\w-]{24,}/g, ":token");
  if (error instanceof Error && /origin/i.test(error.message) && /Aborting the action/.test(error.message)) {
    log.warn({ path, method: request.method }, "post from another origin refused");
    return;
  }
  // A visitor's mistake that React Router answers itself (a POST to a page without a form is
  // a 405, an unknown path a 404): one line, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ path, method: request.method, status: error.status }, "refused by the router");
    return;
  }
  log.error({ err: error, path, method: request.method }, "request failed");
}

/**
 * Asked by server/index.js before it listens: a second server on the embedded database of a
 * running one could never open it, and stops at once instead of answering 503 for ever.
 */
export { embeddedHolder, openAsSite } from "~/db/database.server";

/**
 * Called by server/index.js once it listens: loads the catalog snapshot and starts the
 * background work (the outbox, which also sends what an earlier run left unsent, the image
 * variants and the removal of old uploads). Says how many properties are served.
 */
export async function startServer(): Promise<string> {
  startBackgroundWork();
  // The HTML cache (decision 034), on once every change to the public pages reaches it: a new
  // catalog, and what any process on the database announces. A page differs by the consent
  // choice it was made for; an owner's session makes it personal.
  whenPublished(() => pageCache.clear());
  const database = await getDatabase();
  await database.listen(publicPagesChannel, () => pageCache.clear());
  shareWithOtherInstances(database);
  pageCache.configure({
    maxBytes: env().PAGE_CACHE_MB * 1024 * 1024,
    variant: (cookies) => {
      // A choice of no category at all is a choice too: the dialog does not ask again.
      const consent = readConsent(cookies, site().settings.cookiePolicyVersion);
      return consent ? `consent:${consent.categories.join(".")}` : "";
    },
    personalCookies: ["owner_session"],
  });
  renderLimit.configure({ renders: env().RENDER_LIMIT, windowMs: 10_000, language: site().settings.languageDefault });
  const catalog = await getCatalog();
  return `ok ${catalog.properties.size} properties`;
}

/**
 * Called by server/index.js on SIGTERM once no request is in flight any more: the mail being
 * sent is finished (the others wait for the next round, here or elsewhere), then the database
 * is closed (on the embedded one, its lock released for the next start).
 */
export async function stopServer(): Promise<void> {
  await stopOutbox();
  await closeDatabase();
}

/**
 * What every instance on the database must see alike (decision 035): spent captcha solutions,
 * always in the database (a restart forgets none); the rate limits' counts on PostgreSQL,
 * where other instances serve the same visitors.
 */
function shareWithOtherInstances({ db, kind }: DatabaseHandle): void {
  keepSpentTokensIn(databaseSpentTokens(db));
  if (kind !== "postgres") return;
  keepRateLimitsIn((options) => databaseLimiter(db, options));
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  const nonce = newNonce();
  const { analytics, map } = site().settings;
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, analytics, tileUrl: map.tileUrl, ...feedMediaOrigins(currentCatalog()) }),
  );
  // A page served again from the cache gets its own nonce and picture token (decision 034).
  const captcha = (routerContext.staticHandlerContext.loaderData?.root as { captcha?: unknown } | undefined)?.captcha;
  pageCache.renewOnEveryServe(request, [
    { value: nonce, renew: newNonce },
    ...(typeof captcha === "string" ? [{ value: captcha, renew: () => newCaptcha(serverSecret("captcha")) }] : []),
  ]);
  // A 503 page (its data out of reach: no catalog yet, root.tsx, or an owner's figures) says
  // when to come back.
  if (status === 503) headers.set("Retry-After", String(retryAfterSeconds));
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return renderDocument(routerContext, request.url, nonce, { stylesheet: stylesheetText, streamTimeout }).then(
    ({ html, failed }) => {
      headers.set("Content-Type", "text/html");
      return new Response(bodyOf(html), { headers, status: failed ? 500 : status });
    },
  );
}
