import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { nl } from "../../app/i18n/locales/nl";
import { offerToken } from "../../app/leads/offers.server";
import { widgetSolved } from "./support/captcha";
import { visitorAddress } from "./support/visitor";

// The security headers and the Content-Security-Policy (decision 016), seen as a browser sees
// them: every HTML page has its own nonce and every script carries it, and the consent tags,
// the map's tiles and a video still load under the policy without one violation. The
// third-party hosts are answered here (page.route), so nothing leaves the machine. The e2e
// server has analytics ids configured (scripts/e2e-server.mjs).

/** Content-Security-Policy violations and console errors, from the page's first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function nonceOf(response: APIResponse | { headers(): Record<string, string> } | null): string {
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  return nonce ?? "";
}

const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("every page has a nonce of its own, every script carries it, and nothing breaks the policy", async ({
  page,
  request,
}) => {
  const problems = await watchViolations(page);
  const first = await page.goto("/nl/");
  const second = await request.get("/nl/");
  const nonce = nonceOf(first);
  expect(nonceOf(second)).not.toBe(nonce);
  const policy = directives(first?.headers()["content-security-policy"]);
  expect(policy.get("script-src")?.slice(0, 2)).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  // The configured analytics (scripts/e2e-server.mjs), the tile server and the video players.
  expect(policy.get("script-src")).toEqual(expect.arrayContaining(["https://www.googletagmanager.com"]));
  expect(policy.get("img-src")).toEqual(expect.arrayContaining(["https://tile.openstreetmap.org"]));
  expect(policy.get("frame-src")).toEqual(
    expect.arrayContaining(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]),
  );
  // In the HTML as sent, every script element has the nonce: React Router's, React's and ours
  // (structured data, type application/ld+json, is not run, and the policy leaves it alone).
  const html = await first?.text();
  const scripts = (html?.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  // In the page, the browser hides the value from the attribute but not from the property.
  const nonces = await page.evaluate(() =>
    [...document.scripts].filter((script) => script.type !== "application/ld+json").map((script) => script.nonce),
  );
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  // A client-side navigation (.data) and the page's own scripts: no violation, no error.
  await page.getByRole("link", { name: "Te koop" }).first().click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await problems()).toEqual([]);
});

test.describe("from a fresh profile", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a page whose address holds a link's secret starts no tag and counts no page view", async ({ page }) => {
    // A visit's confirmation, an offer's summary: their addresses open someone's visit or offer.
    // Counted as page views, they would land whole in the analytics account.
    const fetched: string[] = [];
    await page.route(
      /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|region1\.google-analytics\.com|www\.facebook\.com)\//,
      (route) => {
        fetched.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      },
    );
    const pageViews = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter((entry) => Array.from(entry as ArrayLike<unknown>)[1] === "page_view").length,
      );
    await page.goto("/nl/");
    await page.getByRole("button", { name: "Alles aanvaarden" }).click();
    await expect.poll(pageViews).toBe(1);
    // The home page's own tags reached the test before it moves on: one that came late was
    // counted against the next page (flaky once in CI, on a slow run).
    await expect
      .poll(() => ["/gtag/js", "/fbevents.js"].every((tag) => fetched.some((url) => url.includes(tag))))
      .toBe(true);
    for (const path of [
      "/nl/bezoek-bevestigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/",
      "/nl/bedankt/bod/?offer=1.2.abc",
    ]) {
      fetched.length = 0;
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      // Long enough for the tags and the page view a page of the site gets at once.
      await page.waitForTimeout(1_000);
      expect(await pageViews(), path).toBe(0);
      expect(fetched, path).toEqual([]);
    }
    // Back on a page of the site, the tags start and the page is counted.
    await page.goto("/nl/te-koop/");
    await expect.poll(pageViews).toBe(1);
    await expect.poll(() => fetched.some((url) => url.includes("googletagmanager.com"))).toBe(true);
  });

  test("with consent given, the analytics tags load and run under the policy", async ({ page }) => {
    const problems = await watchViolations(page);
    const fetched: string[] = [];
    // Each stand-in tag does what the real one does first: it runs, and it calls home (a
    // beacon, a pixel, a tag added by Tag Manager), so a host the policy forgot would show.
    const tags: [RegExp, string][] = [
      [
        /^https:\/\/www\.googletagmanager\.com\/gtm\.js/,
        `window.gtmRan = true; const s = document.createElement("script");
         s.src = "https://www.googletagmanager.com/gtag/js?id=from-gtm"; document.head.append(s);`,
      ],
      [
        /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-/,
        `window.gtagRan = true; fetch("https://region1.google-analytics.com/g/collect?v=2", { method: "POST", mode: "no-cors" });`,
      ],
      [/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=from-gtm/, `window.gtmTagRan = true;`],
      [
        /^https:\/\/connect\.facebook\.net\/.*fbevents\.js/,
        `window.pixelRan = true; new Image().src = "https://www.facebook.com/tr?id=1000000000000004&ev=PageView";`,
      ],
    ];
    for (const [pattern, body] of tags) {
      await page.route(pattern, (route) => {
        fetched.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/javascript", body });
      });
    }
    await page.route(/^https:\/\/(region1\.google-analytics\.com|www\.facebook\.com\/tr)/, (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto("/nl/");
    await page.getByRole("button", { name: "Alles aanvaarden" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    for (const ran of ["gtmRan", "gtagRan", "gtmTagRan", "pixelRan"]) {
      await expect.poll(() => page.evaluate((name) => (window as never)[name] === true, ran), ran).toBe(true);
    }
    await expect.poll(() => fetched.some((url) => url.includes("google-analytics.com/g/collect"))).toBe(true);
    await expect.poll(() => fetched.some((url) => url.includes("facebook.com/tr"))).toBe(true);
    const nonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce);
    // The site's loader puts the page's nonce on the tags it adds; the script the stand-in Tag
    // Manager added has none and ran all the same: 'strict-dynamic' trusts what a trusted script adds.
    const tagNonces = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLScriptElement>("script[src^='https://']")].map((script) => [
          new URL(script.src).pathname + new URL(script.src).search,
          script.nonce,
        ]),
      ),
    );
    expect(tagNonces).toEqual({
      "/gtm.js?id=GTM-E2E0003": nonce,
      "/gtag/js?id=G-E2E0000001": nonce,
      "/en_US/fbevents.js": nonce,
      "/gtag/js?id=from-gtm": "",
    });
    expect(await problems()).toEqual([]);
  });
});

test("the list map shows its tiles under the policy", async ({ page }) => {
  const problems = await watchViolations(page);
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: blankTile, contentType: "image/png" }),
  );
  await page.goto("/nl/te-koop/?view=map");
  const map = page.getByRole("region", { name: /^Kaart met \d+ panden$/ });
  await expect(map).toBeVisible();
  await expect.poll(() => map.locator("img.leaflet-tile-loaded").count()).toBeGreaterThan(0);
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  expect(await problems()).toEqual([]);
});

test("a video plays in its frame under the policy", async ({ page }) => {
  const problems = await watchViolations(page);
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ body: "<!doctype html><title>video</title><p>The player</p>", contentType: "text/html" }),
  );
  const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as {
    Properties: { ID: number; language: string; VideoUrl?: string }[];
  };
  const withVideo = feed.Properties.find((record) => record.language === "nl" && /youtube/.test(record.VideoUrl ?? ""));
  await page.goto(`/property/${withVideo?.ID}/`);
  // Before the page's scripts run (after its first photo, decision 042), the link opens the video's
  // own page in a new tab; once they have run (the favourites' heart appears), it plays here.
  await expect(page.getByRole("main").locator("button[aria-pressed]").first()).toBeVisible();
  const media = page.getByRole("region", { name: "Video en virtuele rondgang" });
  await media.getByRole("link", { name: /Bekijk de video/ }).click();
  await expect(media.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(page.frameLocator("iframe").getByText("The player")).toBeVisible();
  expect(await problems()).toEqual([]);
});

test("a form's code and its captcha widget run under the policy", async ({ page }) => {
  const problems = await watchViolations(page);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/nl/contact/");
  await page.waitForLoadState("networkidle");
  // The form's code (with Zod, which must not try `new Function`) and the ALTCHA widget with
  // its worker load on the first field the visitor fills.
  await page.getByLabel(nl.forms.fields.firstName).first().fill("Jan");
  await widgetSolved(
    page
      .locator("form")
      .filter({ has: page.locator("altcha-widget") })
      .first(),
  );
  expect(await problems()).toEqual([]);
});

test("headers: a document, a .data answer, a picture and a script file", async ({ page, request }) => {
  const document = await page.goto("/nl/te-koop/");
  const picture = await page.locator("article img").first().getAttribute("src");
  // The page's scripts, asked for once its first photo is painted (app/ui/scripts.tsx).
  const script = await page
    .waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => /^\/assets\/.+\.js$/.test(path)),
    )
    .then((found) => found.jsonValue());
  const answers = {
    document: document?.headers() ?? {},
    data: (await request.get("/nl/te-koop/_.data")).headers(),
    picture: (await request.get(picture ?? "")).headers(),
    script: (await request.get(script ?? "")).headers(),
  };
  for (const [kind, headers] of Object.entries(answers)) {
    expect(headers["x-content-type-options"], kind).toBe("nosniff");
    // Pictures appear in mails (a property card) and in shared links: other sites may show them.
    expect(headers["cross-origin-resource-policy"], kind).toBe(kind === "picture" ? "cross-origin" : "same-origin");
    expect(headers["cross-origin-embedder-policy"], kind).toBeUndefined();
    // Served over http (SITE_URL is http here): no HSTS, which a browser would ignore anyway.
    expect(headers["strict-transport-security"], kind).toBeUndefined();
    expect(headers["x-powered-by"], kind).toBeUndefined();
  }
  // What only a document reads (decision 044): the page and its data have it, a photo and a
  // script, which no browser shows as a page, go without.
  for (const kind of ["document", "data"] as const) {
    const headers = answers[kind];
    expect(headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], kind).toBe("DENY");
    expect(headers["permissions-policy"], kind).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["origin-agent-cluster"], kind).toBe("?1");
    // A public page shares its browsing context group: it holds nothing personal (decision 078).
    expect(headers["cross-origin-opener-policy"], kind).toBeUndefined();
  }
  for (const kind of ["picture", "script"] as const) {
    for (const name of ["referrer-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy"]) {
      expect(answers[kind][name], `${kind}: ${name}`).toBeUndefined();
    }
  }
  // The policy is a page's: the .data answer, the picture and the script have none.
  expect(answers.document["content-security-policy"]).toContain("'nonce-");
  expect(answers.document["content-type"]).toMatch(/^text\/html/);
  expect(answers.data["content-type"]).toMatch(/^text\/x-script/);
  for (const kind of ["data", "picture", "script"] as const) {
    expect(answers[kind]["content-security-policy"], kind).toBeUndefined();
  }
  expect(answers.picture["content-type"]).toMatch(/^image\//);
  expect(answers.script["cache-control"]).toMatch(/immutable/);
  // A request's id, for finding its log line, on what is answered per request; not on the
  // build's files, the same bytes for everyone, where it would only add to a phone's wait.
  for (const kind of ["document", "data", "picture"] as const)
    expect(answers[kind]["x-request-id"], kind).toMatch(/^[0-9a-f-]{36}$/);
  expect(answers.script["x-request-id"]).toBeUndefined();
  // Public pages keep what they had: no private, no-store.
  expect(answers.document["cache-control"] ?? "").not.toContain("no-store");
});

test("the login, password, owner, thank-you and offer pages are never stored, as documents or as .data", async ({
  page,
  request,
}) => {
  // Never stored, and kept apart from other sites' windows (decision 078).
  const personal = (answer: { status(): number; headers(): Record<string, string> }) => [
    answer.status(),
    answer.headers()["cache-control"],
    answer.headers()["cross-origin-opener-policy"],
  ];
  const noStore = async (url: string) => {
    const document = await request.get(url, { maxRedirects: 0 });
    const data = await request.get(`${url}_.data`, { maxRedirects: 0 });
    expect([url, ...personal(document)]).toEqual([url, 200, "private, no-store", "same-origin"]);
    expect([url, ...personal(data)]).toEqual([url, 200, "private, no-store", "same-origin"]);
  };
  await noStore("/nl/login/");
  await noStore("/nl/login/wachtwoord/");
  await noStore("/fr/merci/contactez-moi/");
  await noStore("/nl/bedankt/contact-me/");

  // The owner page, signed in.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/nl/login/");
  await page.getByLabel("E-mailadres").fill("mira.goossens@example.be");
  await page.getByLabel("Wachtwoord").fill("zonnebloem-2650");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/);
  for (const url of ["/nl/eigenaar/", "/nl/eigenaar/_.data"]) {
    const answer = await page.request.get(url, { maxRedirects: 0 });
    expect([url, ...personal(answer)]).toEqual([url, 200, "private, no-store", "same-origin"]);
  }
});

/** The e2e server's secret for offer links (made on first use; whoever is first, the file holds it). */
function offerSecret(): string {
  const file = path.resolve("tmp/e2e-data/offer-links-secret");
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

test("an offer link expires after 30 days and says so; a forged one is a 404 with its message", async ({ page }) => {
  const secret = offerSecret();
  const offerPage = "/nl/bedankt/bod/";
  const expired = offerToken(1, secret, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
  const gone = await page.goto(`${offerPage}?offer=${expired}`);
  expect(gone?.status()).toBe(410);
  expect(gone?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl.thanks.offer.expiredTitle);
  await expect(page.getByText(nl.thanks.offer.expiredText.replace("{{days}}", "30"))).toBeVisible();
  await expect(page.getByRole("link", { name: nl.thanks.offer.contact })).toHaveAttribute("href", "/nl/contact/");
  const data = await page.request.get(`${offerPage}_.data?offer=${expired}`);
  expect(data.headers()["cache-control"]).toBe("private, no-store");

  const [id, expiry] = offerToken(1, secret).split(".");
  for (const forged of [`${id}.${expiry}.${"A".repeat(43)}`, "1.abc", "%00", "x".repeat(5000)]) {
    const answer = await page.goto(`${offerPage}?offer=${encodeURIComponent(forged)}`);
    expect(answer?.status(), forged.slice(0, 20)).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl.thanks.offer.invalidTitle);
  }
  // A valid link to an offer that does not exist says the same.
  const none = await page.goto(`${offerPage}?offer=${offerToken(999_999_999, secret)}`);
  expect(none?.status()).toBe(404);
  // The page without a link is the ordinary thank-you page.
  expect((await page.goto(offerPage))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl.thanks.title);
});

test("HSTS is sent when SITE_URL is https, for a year with subdomains", async ({ isMobile }) => {
  test.skip(isMobile, "no browser involved");
  // A server of its own, which took over 30 s to answer once on a busy CI machine.
  test.setTimeout(80_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "hsts-"));
  const port = 3321;
  let server: ChildProcess | null = null;
  try {
    server = spawn("node_modules/.bin/node", ["server/index.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: "https://www.immozuidrand.example",
        DATA_DIR: dataDir,
        NODE_ENV: "production",
      },
      stdio: "ignore",
    });
    const url = `http://127.0.0.1:${port}/nl/`;
    let answer: Response | null = null;
    await expect
      .poll(
        async () => {
          answer = await fetch(url, { redirect: "manual" }).catch(() => null);
          return answer?.status ?? 0;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    const headers = (answer as Response | null)?.headers;
    expect(headers?.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  } finally {
    server?.kill("SIGTERM");
    await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server?.once("exit", resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
