// The site as it is deployed (docs/OPERATIONS.md): Debian's nginx in front, ending TLS and
// speaking HTTP/2 to the browser, HTTP/1.1 to the site. For measuring pages as a visitor of a
// real address gets them (decision 046); the certificate is a throwaway one for 127.0.0.1, made
// with openssl, so the browser must be told to accept it (`--ignore-certificate-errors`).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./bootstrap.mjs";
import { nginxBin, quote, startNginx } from "./nginx.mjs";

const opensslBin = "/usr/bin/openssl";

/** Debian's packages the proxy needs, for `ensureDebianPackages` (scripts/lib/system.mjs). */
export const tlsProxyPackages = [
  ["nginx", nginxBin],
  ["openssl", opensslBin],
];

/**
 * Starts nginx on a free port of 127.0.0.1 with TLS and HTTP/2, passing every request to
 * `upstream` (an http:// origin) as the OPERATIONS.md server block does. Resolves once it
 * answers; `stop()` ends it and removes its files.
 */
export async function startTlsProxy(upstream) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-tls-"));
  const made = spawnSync(
    opensslBin,
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", path.join(dir, "key.pem")],
      ...["-out", path.join(dir, "cert.pem")],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const port = await freePort();
  const nginx = startNginx(dir, {
    workers: 1,
    http: [
      `upstream site { server ${new URL(upstream).host}; keepalive 8; }`,
      "server {",
      // `listen … http2` rather than `http2 on;`: nginx before 1.25.1 (Debian 12's 1.22) knows only this.
      `  listen 127.0.0.1:${port} ssl http2;`,
      `  ssl_certificate ${quote(path.join(dir, "cert.pem"))};`,
      `  ssl_certificate_key ${quote(path.join(dir, "key.pem"))};`,
      "  location / {",
      "    proxy_pass http://site;",
      "    proxy_http_version 1.1;",
      '    proxy_set_header Connection "";',
      "    proxy_set_header Host $http_host;",
      "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "    proxy_set_header X-Forwarded-Proto https;",
      "  }",
      "}",
    ],
  });
  const origin = `https://127.0.0.1:${port}`;
  // Should the script die without calling stop(), nginx goes with it: SIGTERM, on which its
  // master stops its workers too (SIGKILL would leave them running, and their port taken).
  const orphan = () => nginx.kill();
  process.once("exit", orphan);
  const stop = () => {
    process.off("exit", orphan);
    nginx.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // Node's fetch would refuse the throwaway certificate: readiness is nginx's port accepting.
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`nginx did not start as a TLS proxy on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
