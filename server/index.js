// The HTTP entry: static assets, the feed's media, security headers, then React Router.
// Plain JavaScript so that it runs on Node 24 without a build step of its own.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { localMedia } from "../app/media/sources.ts";

const root = path.resolve(import.meta.dirname, "..");
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);

// Importing the build reads and checks the site configuration (content/site/): a wrong file
// stops the start here, with a message that names the file and the field.
const build = await import(path.join(root, "build/server/index.js")).catch((error) => {
  console.error(error?.name === "ContentError" ? error.message : error);
  process.exit(1);
});
const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy (and in the Playwright journeys), req.ip comes from X-Forwarded-For.
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
app.use(compression());
app.use((request, response, next) => {
  // The visitor's address for the forms' rate limit, set here so that a client cannot choose it.
  request.headers["x-client-ip"] = request.ip ?? "";
  response.set({
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  });
  // spec §2: a path with "preview" in it is a preview; search engines leave previews out.
  if (request.path.toLowerCase().includes("preview")) response.set("X-Robots-Tag", "noindex");
  next();
});
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
// The demo feed's pictures, where the feed's picture URLs point, and the site configuration's
// own media (team portraits, banner video). Pages show their variants from /images/.
for (const media of localMedia) {
  app.use(media.prefix, express.static(path.join(root, media.folder), { maxAge: "7d" }));
}
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));
app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, async () => {
  const url = `http://${host}:${port}`;
  // Load the catalog snapshot before the first visitor arrives.
  const health = await fetch(`${url}/healthz`).catch(() => null);
  console.log(
    `Immo Zuidrand is ready at ${url} (${health?.ok ? (await health.text()).trim() : "catalog not loaded yet"})`,
  );
});

// Stop at once on a signal: idle keep-alive connections must not hold the process (and the
// embedded database's lock) open.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
