// npm test (and npm run validate, the same run): typecheck, lint, formatting, unit tests, the
// build, integration tests on PGlite and on a real PostgreSQL server (some against the built
// server), and the Playwright journeys in Debian's Chromium.
// The last line sums up every runner's tests: "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { bin, ensureInstalled, node24, root, run } from "./lib/bootstrap.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { ensureSystemPackages } from "./lib/system.mjs";

ensureInstalled();
ensureSystemPackages();

const reports = path.join(root, "tmp/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;

/** Runs one step under Node 24; `args` start with the script to run. */
function step(name, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = run(options.command ?? node24, args, { env: { ...process.env, ...options.env } });
  return record(name, status, started, options.report);
}

/**
 * Runs steps without reports side by side, each under Node 24 unless it names its command, and
 * prints each one's output under its name once it ends: the checks that only read the sources
 * keep both cores busy.
 */
async function stepsSideBySide(steps) {
  const started = Date.now();
  const statuses = await Promise.all(
    steps.map(
      ([name, args, command = node24]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("error", (error) => (output += `${error.message}\n`));
          child.on("close", (status) => {
            console.log(`\n▶ ${name}\n${output}`.trimEnd());
            resolve({ status: status ?? 1, ended: Date.now() });
          });
        }),
    ),
  );
  steps.forEach(([name], index) => {
    const { status, ended } = statuses[index];
    record(name, status, started, null, ended);
  });
}

function record(name, status, started, report, ended = Date.now()) {
  const counts = report ? report() : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (status !== 0) {
    failed += 1;
  }
  if (counts && status !== 0 && counts.failed === 0) failed += 1;
  results.push({ name, ok: status === 0, seconds: (ended - started) / 1000, counts });
  return status === 0;
}

/** The first lines of a failure's message, on one line: enough to tell which check failed. */
const firstLines = (message = "") =>
  stripVTControlCharacters(message)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(" / ")
    .slice(0, 600);

function vitestReport(file) {
  return () => {
    if (!existsSync(file)) return null;
    const json = JSON.parse(readFileSync(file, "utf8"));
    const failures = [];
    for (const suite of json.testResults ?? []) {
      const where = path.relative(root, suite.name);
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of failedTests)
        failures.push(`${where} › ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
      // A file that failed before its tests ran (an import, a hook) has no failed test of its own.
      if (suite.status === "failed" && failedTests.length === 0)
        failures.push(
          `${where}: ${firstLines(suite.message) || "no test failed, but a describe block's hook failed or the file's worker stopped: the error is in the log above"}`,
        );
    }
    return { passed: json.numPassedTests, failed: json.numFailedTests, failures };
  };
}

function playwrightReport(file) {
  return () => {
    if (!existsSync(file)) return null;
    const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
    const failures = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === "unexpected") {
            const error = test.results?.at(-1)?.error?.message;
            failures.push(`[${test.projectName}] ${[...titles, spec.title].join(" › ")}: ${firstLines(error)}`);
          }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of suites ?? []) walk(suite, [suite.title]);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
  };
}

const vitest = (project, name, ...more) => [
  bin("vitest"),
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ...more,
];
// The small fault run times kills, outages and the outbox's recovery: it runs alone, after the
// other integration tests, which run two files at a time.
const faultTest = "tests/integration/faults.test.ts";

// The typecheck and the lint's import resolver both read React Router's route types: made first.
step("Route types", [bin("react-router"), "typegen"]);
await stepsSideBySide([
  ["Typecheck", [bin("tsc")]],
  ["Lint (with the architecture's boundaries and import cycles)", ["run", "-s", "lint"], "npm"],
  ["Formatting (Prettier)", [bin("prettier"), "--check", "."]],
]);
step("Unit tests", vitest("unit", "unit"), { report: vitestReport(path.join(reports, "unit.json")) });
// The integration tests start the built server (tests/integration/support/server.ts), so the
// build comes first; the journeys run on it last.
const built = step("Build", [bin("react-router"), "build"]);
step("Integration tests (PGlite)", vitest("integration", "integration-pglite"), {
  report: vitestReport(path.join(reports, "integration-pglite.json")),
});

let postgres = null;
try {
  postgres = await startPostgres();
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error.message}`);
  failed += 1;
  results.push({ name: "Integration tests (PostgreSQL)", ok: false, seconds: 0, counts: null });
}
if (postgres) {
  try {
    step("Integration tests (PostgreSQL)", vitest("integration", "integration-postgres", `--exclude=${faultTest}`), {
      env: { TEST_DATABASE_URL: postgres.url },
      report: vitestReport(path.join(reports, "integration-postgres.json")),
    });
    step("Fault test (PostgreSQL)", vitest("integration", "faults", faultTest), {
      env: { TEST_DATABASE_URL: postgres.url },
      report: vitestReport(path.join(reports, "faults.json")),
    });
  } finally {
    postgres.stop();
  }
}

if (built) {
  step("Browser journeys (Playwright, Chromium)", [bin("playwright"), "test"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json") },
    report: playwrightReport(path.join(reports, "e2e.json")),
  });
}

console.log("\nSummary");
for (const result of results) {
  const counts = result.counts ? ` (${result.counts.passed} passed, ${result.counts.failed} failed)` : "";
  console.log(`  ${result.ok ? "✓" : "✗"} ${result.name}${counts} ${result.seconds.toFixed(1)} s`);
  // The failures again here, since a long run's log is often read from its end.
  for (const failure of result.counts?.failures ?? []) console.log(`      ✗ ${failure}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((result) => !result.ok) ? 1 : 0);
