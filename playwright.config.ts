import { readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/system.mjs";

const consentPolicyVersion = (
  JSON.parse(readFileSync("content/site/settings.json", "utf8")) as { cookiePolicyVersion: string }
).cookiePolicyVersion;

// Debian's Chromium: Playwright's own browser download is not possible here.
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a journey spends much of its time waiting (for the network to be idle,
  // a fold to open), and with two the cores stood idle 28% of the time (vmstat, console.spec.ts:
  // 98.7 s with 2, 86.0 s with 3, 77.1 s with 4). All journeys with 3: 615.6 s, the cores idle 3%.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded on a retry only: recording one for every journey (and throwing it away
    // when it passed) cost a quarter of the journeys' time, two journey files 2m48s against 2m13s.
    // A journey that fails in CI fails again on its retry, with the trace; locally, `--trace on`.
    trace: "on-first-retry",
    // Journeys start with the cookie choice made (all declined), so that the dialog covers
    // nothing; tests/e2e/consent.spec.ts starts from a fresh profile instead.
    storageState: {
      cookies: [
        {
          name: "cookie_consent",
          value: encodeURIComponent(`${consentPolicyVersion}|`),
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "node_modules/.bin/node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    env: { PORT: String(port) },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
