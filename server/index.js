// The HTTP entry: security headers, the HTML cache, static assets, the feed's media, then React Router.
// Plain JavaScript (and TypeScript that Node 24 runs as it is), without a build step of its own.
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import proxyaddr from "proxy-addr";
import { createRequestHandler } from "react-router";
import { env, EnvError } from "../app/platform/env.server.ts";
import { log, requestLog } from "../app/platform/log.server.ts";
import { localMedia } from "../app/media/sources.ts";
import {
  allowedMethods,
  closeAfterAnswer,
  fileHeadersOnly,
  maxRequestBytes,
  requestOrigin,
  requestTarget,
  resolvedTarget,
  sendResponse,
  toRequest,
} from "./http.ts";
import { startRenderThreads } from "./render-threads.ts";

// Every variable is checked before anything else: a wrong one stops the start, named.
let config;
try {
  config = env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`The server cannot start. ${error.message}`);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, "..");

// Importing the build reads and checks the site configuration (content/site/): a wrong file
// stops the start here, with a message that names the file and the field.
const build = await import(path.join(root, "build/server/index.js")).catch((error) => {
  console.error(error?.name === "ContentError" ? error.message : error);
  process.exit(1);
});
// The embedded database serves one process: while another site holds it, this one could only
// answer 503, so it stops now and says which process to stop. A command holds it only until it
// finishes (one run just after a crash, say): the server waits for it, where stopping would be
// taken for a crash, and repeated until the supervisor gave up.
build.entry.module.openAsSite();
const databaseFolder = path.join(config.DATA_DIR, "db");
let holder = build.entry.module.embeddedHolder();
if (holder?.role === "command") {
  console.error(
    `The embedded database in ${databaseFolder} is held by command process ${holder.pid}: the server waits for it to finish.`,
  );
  while (holder?.role === "command") {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    holder = build.entry.module.embeddedHolder();
  }
}
/** Stops the start when another site holds the embedded database: this one could only answer 503. */
function stopIfHeldBySite(other) {
  if (other?.role !== "site") return;
  console.error(
    `The server cannot start: the embedded database in ${databaseFolder} is held by process ` +
      `${other.pid}, the running site. Stop it first, or start this one with another DATA_DIR.`,
  );
  process.exit(1);
}
stopIfHeldBySite(holder);
const handleRequest = createRequestHandler(build, config.NODE_ENV);
const { pageCache, renderLimit, compressPage, renderOn, streamTimeout } = build.entry.module;
// Pages are rendered beside the main thread (decision 064), once a thread has its build loaded.
const renderThreads =
  config.RENDER_THREADS > 0 ? startRenderThreads(config.RENDER_THREADS, { jobTimeoutMs: streamTimeout + 5_000 }) : null;
renderOn(renderThreads);

const app = express();
app.disable("x-powered-by");
app.disable("etag");
if (config.TRUST_PROXY)
  app.set("trust proxy", /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);

// The security headers (decision 016). The Content-Security-Policy is not helmet's: every HTML
// page gets its own, with a fresh nonce (app/entry.server.tsx). No Cross-Origin-Embedder-Policy:
// the map tiles and the video players are other sites' and do not opt in to it. No
// Cross-Origin-Opener-Policy here: the pages with personal data send it themselves
// (`personalHeaders`, decision 078). helmet's headers are the same for every answer: they are
// read from it once and set on each.
const securityHeaders = headersSetBy(
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // HSTS only when the public origin is https: over http it would be ignored, or lock out a
    // test host. A year, subdomains included; not preloaded (that is hard to undo).
    strictTransportSecurity: config.SITE_URL.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
  }),
);
// helmet does not set Permissions-Policy.
securityHeaders.push(["Permissions-Policy", "camera=(), microphone=(), geolocation=()"]);

/** The headers a middleware that only sets headers sets, in order. */
function headersSetBy(middleware) {
  const headers = [];
  middleware({ headers: {} }, { setHeader: (name, value) => headers.push([name, value]), removeHeader() {} }, () => {});
  return headers;
}

// Behind a reverse proxy, the visitor's address comes from X-Forwarded-For, for the hops
// TRUST_PROXY names (express compiles the setting; proxy-addr reads the header as express does).
const trusted = app.get("trust proxy fn");

/**
 * What every request gets before anything else: its id and log line, the security headers,
 * and a 405 or 413 when its method or declared size is not one the site takes. False when the
 * request was answered here.
 */
function prepare(request, response) {
  const id = randomUUID();
  const path = request.url.split("?", 1)[0];
  response.locals = { id };
  // Not on the build's files under /assets/ (scripts, stylesheets, the font): the same bytes for
  // everyone, kept for a year, where the id would only add to what a phone waits for before its
  // page runs (issue 15's budget).
  if (!path.startsWith("/assets/")) response.setHeader("X-Request-Id", id);
  const started = process.hrtime.bigint();
  response.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The path without its query, and with tokens (password and document links) left out.
    const route = path.replace(/[\w-]{24,}/g, ":token");
    const line = { id, method: request.method, path: route, status: response.statusCode, ms: Math.round(ms) };
    // /readyz's 503 is its answer while the instance starts or loses its database: a warning.
    if (response.statusCode < 500) requestLog.info(line, "request");
    else log[path === "/readyz" ? "warn" : "error"](line, "request");
  });
  for (const [name, value] of securityHeaders) response.setHeader(name, value);
  if (!allowedMethods.has(request.method)) {
    answerPlain(response, 405, "Method not allowed\n", { Allow: [...allowedMethods].join(", ") });
    return false;
  }
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxRequestBytes) {
    closeAfterAnswer(response);
    answerPlain(response, 413, "Request too large\n");
    return false;
  }
  // The visitor's address for the rate limits, set here so that a client cannot choose it.
  request.headers["x-client-ip"] = proxyaddr(request, trusted);
  // The pictures are shown by other sites too: in a mail's property card (webmail), in a shared link.
  if (/^\/(images|media)\//.test(path)) response.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  // spec §2: a path with "preview" in it is a preview; search engines leave previews out.
  if (path.toLowerCase().includes("preview")) response.setHeader("X-Robots-Tag", "noindex");
  return true;
}

function answerPlain(response, status, text, headers = {}) {
  response.writeHead(status, { ...headers, "Content-Type": "text/plain" }).end(text);
}

/**
 * Each request: prepared, then served from the HTML cache when it can be (decision 034),
 * already compressed, without going through express: a cached page is never a file, and a hit
 * should cost little more than its write. Everything else goes on to express.
 */
function handle(request, response) {
  let served;
  try {
    if (!prepare(request, response)) return;
    // The origin is part of what a page says (its canonical and absolute links): on a loopback
    // SITE_URL, localhost and 127.0.0.1 get pages of their own; on a public one it is always SITE_URL.
    const target = requestTarget(request.url);
    const origin = requestOrigin(config.SITE_URL, request.headers.host);
    const pageKey = target ? pageCache.key(request.method, origin + target, request.headers) : null;
    response.locals.pageKey = pageKey;
    served = pageCache.serve(pageKey, request, response);
  } catch (error) {
    // Whatever a request carries, it never takes the process down: a 400, as express answers.
    log.warn({ id: response.locals?.id, err: error }, "a request could not be read");
    if (!response.headersSent) answerPlain(response, 400, "Bad request\n");
    else response.destroy();
    return;
  }
  if (!served) app(request, response);
}

// What is not already compressed: a page is, by the cache or by compressPage (decision 056).
app.use(compression());
// The browser's scripts and styles come as the build compressed them, at brotli's and gzip's
// best (vite.config.ts, decision 043), to a browser that takes either; others get the file.
const assetsDir = path.join(root, "build/client/assets");
const precompressed = new Set(readdirSync(assetsDir).filter((name) => /\.(br|gz)$/.test(name)));
const suffixes = { br: ".br", gzip: ".gz" };
function sendPrecompressed(request, response, next) {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const name = request.path.slice(1);
  if (!precompressed.has(`${name}.br`)) return next();
  response.vary("Accept-Encoding");
  // brotli first, wherever the browser lists it (Chromium names gzip first).
  const encoding = ["br", "gzip"].find((one) => request.acceptsEncodings(one) === one);
  if (!encoding || !precompressed.has(name + suffixes[encoding])) return next();
  response.setHeader("Content-Encoding", encoding);
  response.type(path.extname(name));
  request.url = `/${name}${suffixes[encoding]}`;
  next();
}
// Their names change with their content: kept a year, never asked about again (no validators),
// never asked for in parts, and without the headers only a page reads (decision 044).
app.use(
  "/assets",
  sendPrecompressed,
  express.static(assetsDir, {
    immutable: true,
    maxAge: "1y",
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(response, file) {
      // A compressed file's type is already set (sendPrecompressed); a plain one's, set here first.
      if (!response.get("Content-Type")) response.type(path.extname(file));
      fileHeadersOnly(response, response.get("Content-Type"));
    },
  }),
);
// The demo feed's pictures, where the feed's picture URLs point, and the site configuration's
// own media (team portraits, banner video). Pages show their variants from /images/.
for (const media of localMedia) {
  app.use(media.prefix, express.static(path.join(root, media.folder), { maxAge: "7d" }));
}
// The site's own files (the favicon; its scripts and styles are under /assets above). A path whose
// last part has no dot is a page, never one of them: it goes on without a look on the disk.
const clientFiles = express.static(path.join(root, "build/client"), { maxAge: "1h", index: false });
// Told apart by slicing, not a pattern: /\.[^/]*$/ on a path of dots ending in "/" took 0.2 s.
const isFilePath = (urlPath) => urlPath.slice(urlPath.lastIndexOf("/") + 1).includes(".");
app.use((request, response, next) => (isFilePath(request.path) ? clientFiles(request, response, next) : next()));
app.use(async (request, response) => {
  const target = requestTarget(request.originalUrl);
  if (!target) {
    response.status(400).type("text/plain").end("Bad request\n");
    return;
  }
  const resolved = request.method === "GET" || request.method === "HEAD" ? resolvedTarget(target) : null;
  if (resolved !== null) {
    response.redirect(301, resolved);
    return;
  }
  try {
    // A visitor past the render limit gets a small page that is never rendered (decision 072).
    const refusal = await renderLimit.refuse(request.headers["x-client-ip"], target);
    if (refusal) {
      response.writeHead(refusal.status, refusal.headers).end(request.method === "HEAD" ? undefined : refusal.body);
      return;
    }
    const webRequest = toRequest(request, response, requestOrigin(config.SITE_URL, request.headers.host), target);
    const rendered = await pageCache.keep(response.locals.pageKey, webRequest, await handleRequest(webRequest));
    await sendResponse(response, await compressPage(webRequest, rendered));
  } catch (error) {
    log.error({ id: response.locals.id, err: error }, "request failed");
    if (!response.headersSent) response.status(500).type("text/plain").end("Server error\n");
    else response.destroy();
  }
});
// Express's own errors (a malformed path, say) are the client's: a 400, never a stack.
app.use((error, request, response, next) => {
  if (response.headersSent) return next(error);
  const status = Number(error?.status ?? error?.statusCode);
  response
    .status(status >= 400 && status < 500 ? status : 400)
    .type("text/plain")
    .end("Bad request\n");
});

// Node looks for connections past their time every 30 s (`connectionsCheckingInterval`), so the
// timeouts below hold within 30 s of their figure. Checked every 2 s, a socket opened and left
// without a byte got a 408 at 10 s (measured); a browser's socket opened ahead could read that as
// the answer to its next request, which may be why a captcha journey failed once in CI. Left at
// Node's default.
const server = http.createServer(handle);
// A port that another server listens on, or one this user may not take, stops the start with
// one sentence: the supervisor does not restart a first start that fails at once.
const cannotListen = (error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `The server cannot start: port ${config.PORT} on ${config.HOST} is in use by another server. Stop it, or choose another PORT.`
      : `The server cannot start on ${config.HOST}:${config.PORT}: ${error.message}. Choose another HOST or PORT.`,
  );
  process.exit(1);
};
server.once("error", cannotListen);
server.listen(config.PORT, config.HOST, async () => {
  server.off("error", cannotListen);
  const url = `http://${config.HOST}:${config.PORT}`;
  // The catalog and the background work (outbox, image variants) start with the server.
  const started = await build.entry.module.startServer?.().catch((error) => {
    // Another site started on the same DATA_DIR at the same moment, and took the database first.
    stopIfHeldBySite(build.entry.module.embeddedHolder());
    log.error({ err: error }, "the catalog could not be loaded at start");
    return null;
  });
  log.info({ url, site: config.SITE_URL, catalog: started ?? "not loaded yet" }, "ready");
  console.log(`Immo Zuidrand is ready at ${url} (${started ?? "catalog not loaded yet"})`);
});
// Slow clients cannot hold connections: headers within 10 s, a whole request within 2 minutes
// (a 10 MB CV on a slow line).
server.headersTimeout = 10_000;
server.requestTimeout = 120_000;
// CONNECT asks for a tunnel, which this site is not: a 405 like any other method it does not
// take, rather than Node's silent close.
server.on("connect", (request, socket) => {
  const text = "Method not allowed\n";
  socket.on("error", () => {});
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${[...allowedMethods].join(", ")}\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${text.length}\r\nConnection: close\r\n\r\n${text}`,
  );
  requestLog.info({ method: request.method, status: 405 }, "request");
});

process.on("unhandledRejection", (error) => log.error({ err: error }, "unhandled rejection"));

// A graceful stop on a signal: no new connection is taken, idle keep-alive connections close
// at once (they must not hold the process, and the embedded database's lock, open), and the
// requests in flight are answered, for at most `graceMs`. Then the mail being sent is
// finished, the rest of its batch released for another instance, and the database closed.
const graceMs = 10_000;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log.info({}, "stopping: answering the requests in flight");
  const closed = new Promise((resolve) => server.close(resolve));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const late = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearInterval(idle);
  clearTimeout(late);
  await renderThreads?.stop();
  await build.entry.module.stopServer?.().catch((error) => log.error({ err: error }, "stopping failed"));
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
