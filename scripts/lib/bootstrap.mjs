// Shared by `npm start` and `npm test`. Plain JavaScript that runs on the system Node
// (which may be older) just long enough to install the project's pinned Node 24.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const node24 = path.join(root, "node_modules/.bin/node");
export const bin = (name) => path.join(root, "node_modules/.bin", name);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Installs the locked dependencies (npm ci) when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules/.package-lock.json");
  const fresh =
    existsSync(marker) && existsSync(node24) && mtime(marker) >= mtime(path.join(root, "package-lock.json"));
  if (fresh) return;
  console.log("Installing dependencies…");
  runOrExit("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** The newest modification time of the files under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

/** Builds the app unless the build is newer than every source file. */
export function ensureBuilt() {
  const sources = ["app", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];
  if (mtime(path.join(root, "build/server/index.js")) > newestMtime(sources)) return;
  console.log("Building the site…");
  runOrExit(node24, [bin("react-router"), "build"]);
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
