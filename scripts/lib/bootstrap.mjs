// Shared by `npm start` and `npm test`. Plain JavaScript that runs on the system Node
// (which may be older) just long enough to install the project's pinned Node 24.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

/**
 * Installs the locked dependencies (npm ci) unless node_modules was installed from this very
 * lock file: its hash is noted after each install. Not by modification times, which a
 * `git stash` or a checkout changes without changing the lock. Dev dependencies included
 * whatever NODE_ENV says: Node 24 itself, the build and the test tools are among them, and
 * `npm ci` under NODE_ENV=production would remove them.
 */
export function ensureInstalled() {
  const lock = readFileSync(path.join(root, "package-lock.json"));
  const installedFrom = path.join(root, "node_modules/.installed-from-lock");
  const hash = createHash("sha256").update(lock).digest("hex");
  if (existsSync(node24) && existsSync(installedFrom) && readFileSync(installedFrom, "utf8") === hash) return;
  console.log("Installing dependencies…");
  runOrExit("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]);
  writeFileSync(installedFrom, hash);
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
