// What `npm test` needs from the machine: Debian's Chromium for Playwright, a PostgreSQL
// server for the second integration run, Java for the Nu HTML Checker, and nginx and openssl
// for the TLS proxy the audit measures through (its test runs it); what other scripts need, by
// `ensureDebianPackages`. On a Debian machine as root they are installed with apt; elsewhere
// the message says what to install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { tlsProxyPackages } from "./tls-proxy.mjs";

export const chromiumPath = "/usr/bin/chromium";
/**
 * Debian's packages for `ensureDebianPackages`: the browser, and Java for the Nu HTML Checker
 * (a command: any `java` on the PATH will do).
 */
export const chromiumPackage = ["chromium", chromiumPath];
export const javaPackage = ["default-jre-headless", "java"];
/** How every script and test starts it: nothing reaches outside the machine. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function postgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(`${base}/${name}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${base}/${versions[0]}/bin` : null;
}

function onPath(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function canApt() {
  return process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
}

export function ensureSystemPackages() {
  const missing = [];
  if (!postgresBin()) missing.push("postgresql");
  for (const [name, file] of [chromiumPackage, javaPackage, ...tlsProxyPackages])
    if (!present(file)) missing.push(name);
  aptInstall(
    missing,
    `npm test needs ${missing.join(" and ")}: Chromium at ${chromiumPath} for the browser journeys, ` +
      "PostgreSQL server binaries (initdb, pg_ctl) for the database tests, Java 11 or newer for " +
      "the HTML checker, and nginx and openssl for the TLS proxy the audit measures through.",
  );
}

/** A file a package installs, by its path, or a command it gives, by its name on the PATH. */
function present(fileOrCommand) {
  return fileOrCommand.includes("/") ? existsSync(fileOrCommand) : onPath(fileOrCommand);
}

/**
 * What a script needs from Debian's packages, as [package, file it installs or command it gives]:
 * installed with apt-get when missing (as root on Debian), else the script stops and says what to install.
 */
export function ensureDebianPackages(forWhat, packages) {
  const missing = packages.filter(([, file]) => !present(file));
  aptInstall(
    missing.map(([name]) => name),
    `${forWhat} needs ${missing.map(([name, file]) => `${name} (${file})`).join(" and ")}.`,
  );
}

function aptInstall(missing, needs) {
  if (missing.length === 0) return;
  if (!canApt()) {
    console.error(`${needs} On Debian or Ubuntu: sudo apt-get install ${missing.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed; install ${missing.join(" ")} by hand.`);
      process.exit(1);
    }
  }
}

/** The user that runs PostgreSQL: initdb refuses root. */
export function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
    return "postgres";
  } catch {
    return null;
  }
}
