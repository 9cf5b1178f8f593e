// Debian's nginx as the scripts start it: in the foreground, every file it writes kept in one
// directory, for a benchmark's reference (scripts/bench/http.mjs) or a TLS proxy in front of
// the site (scripts/lib/tls-proxy.mjs).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";

export const nginxBin = "/usr/sbin/nginx";

/** A string as nginx's configuration reads it, whatever it holds. */
export const quote = (text) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/** Writes `dir`/nginx.conf with `http` as the http block's lines, and starts nginx on it. */
export function startNginx(dir, { workers, http }) {
  const config = [
    // Started as root, nginx runs its workers as nobody, who cannot read what the scripts write
    // under tmp/ once the site has made it private (0700, app/platform/data-dir.server.ts): they
    // run as the account that started it, as they do when it is not root.
    ...(process.getuid?.() === 0 ? [`user ${quote(userInfo().username)};`] : []),
    `worker_processes ${workers};`,
    "daemon off;",
    `pid ${quote(path.join(dir, "nginx.pid"))};`,
    `error_log ${quote(path.join(dir, "error.log"))} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${quote(path.join(dir, `${kind}-temp`))};`,
    ),
    ...http.map((line) => `  ${line}`),
    "}",
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "nginx.conf"), config);
  return spawn(nginxBin, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}
