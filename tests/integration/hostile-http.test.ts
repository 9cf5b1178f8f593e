import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import net from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawAnswer } from "./support/raw-http";
import { chunkedPost, head, post, rawRequest } from "./support/raw-http";
import type { TestSite } from "./support/server";
import { pageWithForm, startSite, waitForMail } from "./support/server";

// A hostile visitor against the real server, over real sockets (issue 11, points 1 to 3 and
// 10): field names, nesting, encodings, cookies, methods, control characters, chunked and
// oversized bodies. Every hostile request gets a 4xx within a second while other visitors are
// still served, the server stays up, and nothing from these requests is stored: the only rows
// at the end are those of the submissions this file makes on purpose.

let site: TestSite;
/** Pages by the forms they carry, found in the sitemap and on the pages themselves. */
const pages = { sale: "", rent: "", project: "" };
/** Deliberate, valid leads, with what must be found of them at the end. */
const storedOnPurpose: { kind: string; marker: string }[] = [];

/** A visitor's own address (TEST-NET-2/3 and 198.18/15), so the per-visitor limits never mix runs. */
function visitor(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/** GET /healthz from another connection; rejects after `timeoutMs`. */
function health(target: TestSite = site, timeoutMs = 2_000) {
  return rawRequest(
    target.port,
    head("GET /healthz HTTP/1.1", [
      ["Host", "127.0.0.1"],
      ["Connection", "close"],
    ]),
    timeoutMs,
  );
}

/** GET /healthz from another connection: answers 200 within a second, whatever else goes on. */
const healthWithinASecond = (target: TestSite = site) => health(target);

function location(answer: RawAnswer): string {
  return answer.headers.location?.[0] ?? "";
}

/** A valid site-contact lead, as a person sends it. */
function contactLead(fields: Record<string, string>): string {
  return new URLSearchParams({
    form: "site-contact",
    title: "MS",
    firstName: "Lotte",
    lastName: "Verhaegen",
    email: "lotte.verhaegen@example.be",
    phone: "0470 12 34 56",
    message: "Graag meer uitleg over uw werkwijze.",
    ...fields,
  }).toString();
}

/** A plain GET of a path from a visitor, on its own connection. */
const getPath = (path: string) =>
  rawRequest(
    site.port,
    head(`GET ${path} HTTP/1.1`, [
      ["Host", "127.0.0.1"],
      ["Connection", "close"],
    ]),
    3_000,
  );

const formHeaders = (): [string, string][] => [
  ["Content-Type", "application/x-www-form-urlencoded"],
  ["X-Forwarded-For", visitor()],
];

beforeAll(async () => {
  site = await startSite({ captcha: false });
  const withForm = (pattern: RegExp, formId: string) => pageWithForm(site, pattern, formId);
  pages.sale = await withForm(/^\/nl\/te-koop\/.+\/\d+\/$/, "purchase-offer-form");
  pages.rent = await withForm(/^\/nl\/te-huur\/.+\/\d+\/$/, "rent-application-form");
  pages.project = await withForm(/^\/nl\/projecten\/[^/]+\/[^/]+\/\d+\/$/, "contact-construction-form");
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Every POST endpoint of the site, in its languages, and pages that take no POST at all. */
function postTargets(): string[] {
  return [
    "/nl/contact/",
    "/fr/contact/",
    "/en/contact/",
    "/de/kontakt/",
    "/nl/gratis-schatting/",
    "/fr/estimation-gratuite/",
    "/nl/onze-meerwaarde/",
    "/en/our-added-value/",
    pages.sale,
    pages.rent,
    pages.project,
    "/api/consent",
    "/nl/login/",
    "/de/login/",
    "/nl/login/wachtwoord/",
    "/fr/login/mot-de-passe/",
    "/nl/login/wachtwoord/Zm9yZ2VkLXRva2VuLXRoYXQtaXMtbm90LXJlYWw",
    "/nl/eigenaar/",
    "/en/owner/",
    // A visit's confirmation (decision 018), with a link never made here.
    "/nl/bezoek-bevestigen/Zm9yZ2VkLWhvbGQtdG9rZW4tbm90LXJlYWw/",
    "/de/besichtigung-bestaetigen/Zm9yZ2VkLWhvbGQtdG9rZW4tbm90LXJlYWw/",
    // Its calendar file takes no POST: a 405.
    "/nl/bezoek-bevestigen/Zm9yZ2VkLWhvbGQtdG9rZW4tbm90LXJlYWw/visit.ics",
    // The search alert (decision 026): its form, and its confirmation and signed manage links
    // (which also take RFC 8058's one-click POST) with tokens never made here.
    "/nl/hou-mij-op-de-hoogte/",
    "/fr/tenez-moi-informe/",
    "/nl/hou-mij-op-de-hoogte/bevestigen/Zm9yZ2VkLWFsZXJ0LXRva2VuLW5vdC1y/",
    "/en/keep-me-informed/manage/1-Zm9yZ2VkLXNpZ25hdHVyZS1ub3QtcmVhbC0zMmJ5dGU/",
    "/de/auf-dem-laufenden-bleiben/verwalten/1-x/",
    // No action at all: a POST is a 405.
    "/",
    "/nl/",
    "/healthz",
    "/readyz",
    "/sitemap.xml",
    "/robots.txt",
    "/api/suggestions",
    "/nl/te-koop/",
  ];
}

/** Every POST endpoint but the owner page, which redirects a signed-out visitor to the login. */
function isLeadOrAccountPage(path: string): boolean {
  return !/\/(eigenaar|owner)\/$/.test(path);
}

/** The answers a hostile POST may get: a 4xx, or for the owner page (sign-out) the login page. */
function acceptable(path: string, answer: RawAnswer): boolean {
  if (answer.status >= 400 && answer.status < 500) return true;
  const signOut = /\/(eigenaar|owner)\/$/.test(path);
  return signOut && (answer.status === 302 || answer.status === 303) && /^\/[a-z]{2}\/login\/$/.test(location(answer));
}

describe("a fuzz over field names, nesting, values, encodings and headers on every POST endpoint", () => {
  const reserved = ["__intent__", "__state__", "__INTENT__", "__proto__", "constructor", "prototype", "toString"];
  const known = [
    "form",
    "title",
    "firstName",
    "lastName",
    "email",
    "phone",
    "message",
    "slots",
    "moment",
    "cv",
    "amount",
    "rating",
    "choice",
    "returnTo",
    "analytical",
    "password",
    "confirm",
    "current",
    "intent",
    "website",
    "captchaToken",
    "captchaText",
    "captchaNonce",
    "altcha",
    "goal",
    "types",
    "zips",
    "minPrice",
    "maxPrice",
    "bedrooms",
    "name",
    "language",
    "frequency",
    "List-Unsubscribe",
  ];
  const name = fc.oneof(
    fc.constantFrom(...known, ...reserved, ""),
    fc
      .tuple(fc.constantFrom(...known, ...reserved), fc.oneof(fc.nat(), fc.constant(999_999_999), fc.constant(2 ** 53)))
      .map(([base, index]) => `${base}[${index}]`),
    fc
      .tuple(
        fc.constantFrom(...known, "a"),
        fc.integer({ min: 2, max: 3_000 }),
        fc.constantFrom("[0]", ".a", "[a]", "[]"),
      )
      .map(([base, depth, step]) => base + step.repeat(depth)),
    fc.constantFrom(...reserved).map((prefix) => `${prefix}[polluted]`),
    fc.constant("constructor[prototype][polluted]"),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom("\u0000", "a\u0000b", "\u0007\u001b[31m\u007f", "%", "%zz", "%E0%A4%A", "%00", "\uFFFD", "\uD800"),
    fc.integer({ min: 10_001, max: 400_000 }).map((length) => "x".repeat(length)),
    fc.constantFrom('{"type":"validate"}', '{"type":"reset"}', "{", "[]", "null"),
    // What a forged captcha answer looks like: base64 of any JSON, or of an ALTCHA payload
    // with hostile parameters (a huge cost, a wrong signature, deep nesting).
    fc.jsonValue({ maxDepth: 4 }).map((json) => Buffer.from(JSON.stringify(json)).toString("base64")),
    fc
      .record({
        cost: fc.oneof(fc.constant(1e12), fc.constant(-1), fc.constant(1.5), fc.nat()),
        counter: fc.oneof(fc.constant(2 ** 53), fc.constant(-1), fc.nat()),
        nesting: fc.nat({ max: 2_000 }),
      })
      .map(({ cost, counter, nesting }) =>
        Buffer.from(
          JSON.stringify({
            challenge: {
              parameters: {
                algorithm: "PBKDF2/SHA-256",
                nonce: "ab",
                salt: "cd",
                cost,
                keyLength: 32,
                keyPrefix: "00",
                keySignature: "ef",
                expiresAt: 4_102_444_800,
              },
              signature: "00".repeat(32),
            },
            solution: {
              counter,
              derivedKey: "11".repeat(32),
              deep: JSON.parse(`${"[".repeat(nesting + 1)}${"]".repeat(nesting + 1)}`),
            },
          }),
        ).toString("base64"),
      ),
  );
  const fields = fc.array(fc.tuple(name, value), { minLength: 0, maxLength: 12 });
  const encoding = fc.constantFrom("urlencoded", "raw-urlencoded", "multipart", "json", "text", "none", "odd-type");
  const extraHeaders = fc.array(
    fc.oneof(
      fc.constantFrom<[string, string]>(
        ["Origin", "null"],
        ["Origin", "https://evil.example"],
        ["Sec-Fetch-Site", "cross-site"],
        ["Sec-Fetch-Site", "same-origin"],
        ["Cookie", "consent=%E0%A4%A; owner_session=%%%; lang=%ff"],
        ["Cookie", `owner_session=${"A".repeat(4_000)}`],
        ["Cookie", "__proto__=1; constructor=2"],
        ["X-Forwarded-Host", "evil.example"],
        ["X-Forwarded-Proto", "gopher"],
        ["X-Forwarded-For", "not-an-address, ::::, 999.1.1.1"],
        ["Accept-Language", "*;q=abc, xx-YY"],
        ["Accept-Encoding", "gzip;q=2, br, identity;q=-1"],
        ["Content-Encoding", "gzip"],
        ["Content-Type", "multipart/form-data; boundary="],
      ),
      fc
        .tuple(fc.constantFrom("Referer", "User-Agent", "X-Requested-With"), fc.string({ maxLength: 200 }))
        .map(([header, text]) => [header, text.replace(/[\r\n\0]/g, "")] as [string, string]),
    ),
    { maxLength: 3 },
  );

  function encode(kind: string, entries: [string, string][]): { type: string | null; body: Buffer } {
    switch (kind) {
      case "urlencoded":
        return {
          type: "application/x-www-form-urlencoded",
          body: Buffer.from(new URLSearchParams(entries).toString()),
        };
      case "raw-urlencoded":
        // Names and values as they are: invalid percent-encoding and invalid UTF-8 bytes included.
        return {
          type: "application/x-www-form-urlencoded; charset=utf-8",
          body: Buffer.concat(
            entries.map(([key, text], index) =>
              Buffer.concat([
                Buffer.from(`${index ? "&" : ""}${key}=`, "latin1"),
                Buffer.from(text, "latin1"),
                index % 3 === 0 ? Buffer.from([0xff, 0xfe, 0xc3]) : Buffer.alloc(0),
              ]),
            ),
          ),
        };
      case "multipart": {
        const boundary = ["x", "----a'b\"c", "-".repeat(70), "é"].at(entries.length % 4) ?? "x";
        const parts = entries.map(([key, text], index) => {
          const file =
            index % 2 === 1 ? `; filename="${["../../etc/passwd", "a\u0000.pdf", "ünï.pdf", ""][index % 4]}"` : "";
          return Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"${file}\r\n\r\n`, "utf8"),
            Buffer.from(text, "utf8"),
            Buffer.from("\r\n"),
          ]);
        });
        const closing = entries.length % 3 === 0 ? "" : `--${boundary}--\r\n`;
        return {
          type: `multipart/form-data; boundary=${boundary}`,
          body: Buffer.concat([...parts, Buffer.from(closing)]),
        };
      }
      case "json":
        return { type: "application/json", body: Buffer.from(JSON.stringify(Object.fromEntries(entries))) };
      case "text":
        return { type: "text/plain", body: Buffer.from(entries.map(([key, text]) => `${key}=${text}`).join("\r\n")) };
      case "odd-type":
        return { type: "application/x-www-form-urlencoded, multipart/form-data", body: Buffer.from("a=b") };
      default:
        return { type: null, body: Buffer.from(entries.map(([key, text]) => `${key}=${text}`).join("&")) };
    }
  }

  /** A generated submission never is a complete, valid one: no choice a consent could save. */
  function harmless(entries: [string, string][]): [string, string][] {
    return entries.map(([key, text]) =>
      key === "choice" && ["all", "none", "some"].includes(text.trim()) ? [key, `${text}!`] : [key, text],
    );
  }

  /** Runs `runs` hostile POSTs at `target`, each a 4xx within a second while /healthz answers. */
  async function fuzz(target: TestSite, runs: number) {
    const targets = postTargets();
    const failures: string[] = [];
    let done = 0;
    await fc
      .assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fields,
          encoding,
          extraHeaders,
          async (path, entries, kind, headers) => {
            done += 1;
            const { type, body } = encode(kind, harmless(entries));
            const request = post(
              path,
              [
                ...(type ? ([["Content-Type", type]] as [string, string][]) : []),
                ["X-Forwarded-For", visitor()],
                ...headers,
              ],
              body,
            );
            const attempt = () => Promise.all([rawRequest(target.port, request, 5_000), healthWithinASecond(target)]);
            let [answer, health] = await attempt();
            // A slow answer is sent again once: an input that is slow to handle is slow twice,
            // while a pause of the machine's (other test files share its two cores) is not.
            // In CI one trivial form to the alert page once took 1,263 ms.
            if (acceptable(path, answer) && health.status === 200 && (answer.ms > 1_000 || health.ms > 1_000)) {
              [answer, health] = await attempt();
            }
            const problem =
              !acceptable(path, answer) || answer.ms > 1_000
                ? `${path} ${kind} ${JSON.stringify(entries).slice(0, 300)} ${JSON.stringify(headers)} → ${answer.status} in ${Math.round(answer.ms)} ms`
                : health.status !== 200 || health.ms > 1_000
                  ? `/healthz answered ${health.status} in ${Math.round(health.ms)} ms meanwhile`
                  : null;
            if (problem) failures.push(problem);
            return problem === null;
          },
        ),
        {
          numRuns: runs,
          interruptAfterTimeLimit: 120_000,
          seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
        },
      )
      .catch((error: unknown) => {
        throw new Error(`${String(error).slice(0, 3_000)}\nAll failures:\n${failures.slice(0, 10).join("\n")}`);
      });
    expect(done).toBeGreaterThanOrEqual(Math.min(runs, 100));
    expect(target.running()).toBe(true);
  }

  it("answers every hostile POST with a 4xx within a second, while /healthz answers within a second", async () => {
    await fuzz(site, 600);
  }, 240_000);

  describe("with the captcha on, as the site is configured", () => {
    let guarded: TestSite;
    beforeAll(async () => {
      guarded = await startSite();
    }, 120_000);
    afterAll(async () => {
      await guarded?.close();
    });

    it("hostile captcha answers and every other hostile POST get a 4xx within a second, and nothing is stored", async () => {
      await fuzz(guarded, 300);
      await guarded.stop();
      const counts = await guarded.counts();
      for (const table of [
        "leads",
        "outbox",
        "consent_log",
        "owner_password_resets",
        "owner_sessions",
        "search_alerts",
      ]) {
        if (table in counts) expect(counts[table], table).toBe(0);
      }
      expect(guarded.serverErrors()).toEqual([]);
    }, 240_000);
  });
});

describe("each class of bad input gets a clear 4xx, never a 5xx", () => {
  it("the 45-byte POST with a huge array index: a 4xx at once, on every form, and the server lives", async () => {
    const body = "form=site-contact&firstName[999999999]=xxxxxx";
    expect(body.length).toBe(45);
    const before = site.rssKb();
    for (const path of ["/nl/contact/", "/nl/gratis-schatting/", "/nl/onze-meerwaarde/", pages.sale, pages.rent]) {
      for (const field of ["firstName", "email", "slots", "message", "cv"]) {
        const payload = `${field}[999999999]=x&${field}[0][999999999]=y&form=site-contact`;
        const answer = await rawRequest(site.port, post(path, formHeaders(), payload), 3_000);
        expect(answer.status, `${path} ${field}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} ${field}`).toBeLessThan(500);
        expect(answer.ms).toBeLessThan(1_000);
      }
      const answer = await rawRequest(site.port, post(path, formHeaders(), body), 3_000);
      expect(answer.status).toBe(400);
      expect(answer.ms).toBeLessThan(1_000);
      // The error page never names the unknown field: it echoes only what the form knows.
      expect(answer.body.toString()).not.toContain("999999999");
    }
    expect((await healthWithinASecond()).status).toBe(200);
    expect(site.rssKb() - before).toBeLessThan(150_000);
  });

  it("the form library's reserved names (__intent__, __state__) are a 400 with the form's message", async () => {
    for (const intent of [
      '{"type":"reset"}',
      '{"type":"validate","payload":{"name":"email"}}',
      "{",
      "null",
      "x".repeat(9_000),
    ]) {
      for (const reserved of ["__intent__", "__state__", "__INTENT__"]) {
        const body = `form=site-contact&${reserved}=${encodeURIComponent(intent)}&firstName=Lotte`;
        const answer = await rawRequest(site.port, post("/nl/contact/", formHeaders(), body), 3_000);
        expect(answer.status, `${reserved}=${intent.slice(0, 40)}`).toBe(400);
        expect(answer.ms).toBeLessThan(1_000);
        // The page says what is wrong, in Dutch: the required fields that are missing.
        expect(answer.body.toString()).toMatch(/verplicht|Gelieve|Vul /i);
      }
    }
  });

  it("deeply nested and dotted names are a 400 within a second", async () => {
    for (const name of [
      `firstName${"[0]".repeat(10_000)}`,
      `a${".b".repeat(10_000)}`,
      `email${"[a]".repeat(5_000)}[__proto__]`,
      `slots${"[]".repeat(10_000)}`,
      "__proto__[polluted]",
      "constructor[prototype][polluted]",
    ]) {
      const body = `form=site-contact&${name}=x`;
      const answer = await rawRequest(site.port, post("/nl/contact/", formHeaders(), body), 3_000);
      expect(answer.status, name.slice(0, 30)).toBe(400);
      expect(answer.ms).toBeLessThan(1_000);
    }
    // A prototype that was polluted would show on a page that lists plain objects' keys.
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  });

  it("malformed cookies: bad percent-encoding and huge values on a page and on a POST are never a 5xx", async () => {
    const cookies = [
      "consent=%E0%A4%A; owner_session=%%%; lang=%ff",
      "consent=v1%3Aanalytical%3Dtrue%3B%3B%3B%3B; lang=xx",
      `consent=${"%41".repeat(3_000)}`,
      `owner_session=${"A".repeat(7_000)}; lang=${"n".repeat(1_000)}`,
      "=; ; ;=;==; owner_session",
      "__proto__=x; constructor=y; owner_session=__proto__",
      "\u0001consent=\u0002",
    ];
    for (const cookie of cookies) {
      for (const path of ["/nl/", "/nl/contact/", pages.sale, "/nl/login/", "/nl/eigenaar/"]) {
        const answer = await rawRequest(
          site.port,
          head(`GET ${path} HTTP/1.1`, [
            ["Host", "127.0.0.1"],
            ["Connection", "close"],
            ["Cookie", cookie],
          ]),
          3_000,
        );
        expect(answer.status, `GET ${path} with ${cookie.slice(0, 40)}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `GET ${path} with ${cookie.slice(0, 40)}`).toBeLessThan(500);
      }
      for (const path of ["/nl/contact/", "/api/consent", "/nl/login/", "/nl/eigenaar/"]) {
        const answer = await rawRequest(
          site.port,
          post(path, [...formHeaders(), ["Cookie", cookie]], "form=site-contact&choice=maybe&email=x"),
          3_000,
        );
        expect(answer.status, `POST ${path} with ${cookie.slice(0, 40)}`).toBeGreaterThanOrEqual(300);
        expect(answer.status, `POST ${path} with ${cookie.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    // A header block over Node's limit (16 KB) is a 431, never a crash.
    const huge = await rawRequest(
      site.port,
      head("GET /nl/ HTTP/1.1", [
        ["Host", "127.0.0.1"],
        ["Connection", "close"],
        ["Cookie", `consent=${"a".repeat(40_000)}`],
      ]),
      3_000,
    );
    expect(huge.status).toBe(431);
    expect((await healthWithinASecond()).status).toBe(200);
  });

  it("an Accept-Encoding with a 15 KB q-value, eight at once: every page answered, plain, within a second", async () => {
    // Read with a regular expression, each such header held the server's one thread for half a
    // second, on every page, from the cache or not: eight at once from one stranger kept every
    // visitor waiting four seconds.
    const slowToRead = `gzip;q=0.${"1".repeat(15_000)}x`;
    for (const path of ["/nl/", pages.sale]) {
      await getPath(path);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          rawRequest(
            site.port,
            head(`GET ${path} HTTP/1.1`, [
              ["Host", "127.0.0.1"],
              ["Connection", "close"],
              ["Accept-Encoding", slowToRead],
            ]),
            10_000,
          ),
        ),
      );
      expect(performance.now() - started, path).toBeLessThan(1_000);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        // An unreadable weight takes nothing: the page comes uncompressed.
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.body.toString("utf8")).toContain("</html>");
      }
    }
  });

  it("paths of 15 KB shaped to make patterns backtrack, eight at once each: answered, never a 5xx, within a second", async () => {
    // Dots, dashes, slashes and spaces in runs: what a regular expression over the path could
    // spend quadratic time on. "/.../" held the server's thread 0.2 s a request before a page's
    // path was told from a file's by its last part.
    const shapes = [
      `/${".".repeat(15_000)}/`,
      `/nl/${"-".repeat(15_000)}a/`,
      `/nl/te-koop/${"a/".repeat(7_500)}`,
      `/nl/${"%20".repeat(5_000)}x/`,
      `/images/${".".repeat(15_000)}/640.webp`,
      `/${"./".repeat(7_500)}x`,
    ];
    for (const path of shapes) {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 8 }, () => getPath(path)));
      expect(performance.now() - started, path.slice(0, 40)).toBeLessThan(1_000);
      for (const answer of answers) {
        expect(answer.status, path.slice(0, 40)).toBeGreaterThanOrEqual(300);
        expect(answer.status, path.slice(0, 40)).toBeLessThan(500);
      }
    }
  });

  it("a POST where the site takes none, and a GET where it takes only posts, are told so in words", async () => {
    // React Router's own answer read {"message":"Unexpected Server Error"}: a 4xx that looked like a fault.
    for (const path of [
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/api/suggestions?language=nl&q=ant",
      "/api/captcha-challenge",
    ]) {
      const answer = await rawRequest(site.port, post(path, formHeaders(), "a=b"), 3_000);
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow?.[0], path).toBe("GET, HEAD");
      expect(answer.body.toString(), path).toBe("Method not allowed\n");
    }
    const get = await getPath("/api/consent");
    expect(get.status).toBe(400);
    expect(get.body.toString()).toBe("Bad request\n");
  });

  it("TRACE, PUT, DELETE, PATCH, OPTIONS, CONNECT and made-up methods get 405 or 400, never a 5xx", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "PURGE", "LINK"]) {
      for (const path of ["/nl/", "/nl/contact/", "/api/consent", "/healthz"]) {
        const answer = await rawRequest(
          site.port,
          head(`${method} ${path} HTTP/1.1`, [
            ["Host", "127.0.0.1"],
            ["Connection", "close"],
            ["Content-Length", "0"],
          ]),
          3_000,
        );
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow?.[0]).toBe("GET, HEAD, POST");
        // A TRACE never echoes the request back (cross-site tracing).
        expect(answer.body.toString()).not.toContain("Connection: close");
      }
    }
    for (const request of [
      "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
      "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "get / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "G\u0000T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "GET\r\n\r\n",
      "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
      "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
      "GET /nl/ HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
      "POST /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 50\r\n\r\nhello",
      "POST /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      "POST /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
      "POST /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
      "GET /nl/ HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n",
      "GET /nl/%zz%00/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ]) {
      const answer = await rawRequest(site.port, Buffer.from(request, "latin1"), 3_000);
      const label = JSON.stringify(request.slice(0, 60));
      // Node's parser refuses most before any route (400 and closing); none is ever a 5xx.
      expect(answer.status, label).toBeLessThan(500);
      if (request.startsWith("CONNECT")) expect(answer.status, label).toBe(405);
      else if (request.includes("Host: evil.example")) {
        // Node takes the first of two Host headers; the page names the site, never the other.
        expect([200, 400], label).toContain(answer.status);
        expect(answer.raw.toString("latin1"), label).not.toContain("evil.example");
      } else if (answer.status !== 0) expect(answer.status, label).toBeGreaterThanOrEqual(400);
    }
    expect((await healthWithinASecond()).status).toBe(200);
  });

  it("NUL and control characters in a lead's text are stripped, and the lead is stored with the rest of its words", async () => {
    const marker = `NUL-${Date.now()}`;
    const body = contactLead({
      firstName: "Lot\u0000te",
      message: `Goede\u0000dag, ik ben ge\u0007ïnteresseerd\u001b in ${marker}.\r\nTot\u007f ziens\u0008!`,
    });
    const mails = site.mailbox.messages.length;
    const answer = await rawRequest(site.port, post("/nl/contact/", formHeaders(), body), 5_000);
    expect(answer.status).toBe(303);
    expect(location(answer)).toMatch(/^\/nl\/bedankt\//);
    storedOnPurpose.push({ kind: "site-contact", marker });
    // Both mails go out: the agency's and the visitor's confirmation, with the words intact.
    const messages = await waitForMail(site.mailbox, mails + 2);
    const agency = messages.slice(mails).find((message) => message.includes(marker.slice(0, 8)));
    expect(agency).toBeDefined();
    expect(messages.slice(mails).join("")).not.toContain("\u0000");
    // The server's log never carries the lead's personal data.
    expect(site.output()).not.toContain("lotte.verhaegen@example.be");
    expect(site.output()).not.toContain(marker);
  });
});

describe("body limits are enforced on the stream", () => {
  it("a slow chunked body of 5 MB to a lead form gets a 413 long before it ends, and the server reads no more", async () => {
    const before = site.rssKb();
    const result = await chunkedPost(site.port, "/nl/contact/", formHeaders(), 5 * 1024 * 1024);
    expect(result.answer.status).toBe(413);
    expect(result.sentAtAnswer).toBeGreaterThanOrEqual(0);
    expect(result.sentAtAnswer).toBeLessThan(1024 * 1024);
    expect(result.answerMs).toBeLessThan(1_000);
    // The server closed the connection instead of reading the rest of the body.
    expect(result.sent).toBeLessThan(5 * 1024 * 1024);
    expect(site.rssKb() - before).toBeLessThan(100_000);
  });

  it("a chunked body over the limit gets a 413 on every kind of POST endpoint", async () => {
    for (const path of ["/api/consent", "/nl/login/", "/nl/login/wachtwoord/", "/nl/eigenaar/", pages.sale]) {
      const result = await chunkedPost(site.port, path, formHeaders(), 2 * 1024 * 1024, {
        chunkBytes: 16 * 1024,
        everyMs: 5,
      });
      // Signed out, the owner page's loader sends the visitor to the login whatever the post was.
      expect(acceptable(path, result.answer), `${path}: ${result.answer.status}`).toBe(true);
      if (isLeadOrAccountPage(path)) expect(result.answer.status, path).toBe(413);
      expect(result.sent, path).toBeLessThan(2 * 1024 * 1024);
    }
  });

  it("a declared Content-Length over the limit gets a 413 at once, without waiting for the body", async () => {
    for (const [path, length] of [
      ["/nl/contact/", 200_000],
      ["/api/consent", 100_000],
      ["/nl/login/", 100_000],
      [pages.rent, 12 * 1024 * 1024],
      ["/nl/", 500 * 1024 * 1024],
    ] as const) {
      const answer = await rawRequest(
        site.port,
        head(`POST ${path} HTTP/1.1`, [
          ["Host", "127.0.0.1"],
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Content-Length", String(length)],
        ]),
        3_000,
      );
      expect(answer.status, path).toBe(413);
      expect(answer.ms, path).toBeLessThan(1_000);
    }
  });

  /** A rent application with every field right, and `cv` as its file. */
  function rentApplication(cv: Buffer, marker: string): { type: string; body: Buffer } {
    const boundary = `----hostile${Date.now()}`;
    const fields: Record<string, string> = {
      form: "rent-application",
      title: "MR",
      firstName: "Pieter",
      lastName: "Claes",
      email: "pieter.claes@example.be",
      phone: "0471 23 45 67",
      street: "Kerkstraat",
      houseNumber: "12",
      zip: "2650",
      city: "Edegem",
      adults: "2",
      children: "1",
      income: "3800",
      employer: "Stad Antwerpen",
      message: marker,
    };
    const parts = Object.entries(fields).map(
      ([key, text]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`,
    );
    return {
      type: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(parts.join("")),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        cv,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  }

  function pdf(bytes: number): Buffer {
    const file = Buffer.alloc(bytes, " ");
    file.write("%PDF-1.7\n%âãÏÓ\n", 0, "latin1");
    file.write("\n%%EOF\n", bytes - 7, "latin1");
    return file;
  }

  /**
   * The longest another visitor waits for /healthz, asked for one after another on connections of
   * their own, until `busy` settles: how long the server's one thread was held.
   */
  async function longestWaitWhile(busy: Promise<unknown>): Promise<number> {
    let settled = false;
    void busy.finally(() => (settled = true)).catch(() => {});
    let longestMs = 0;
    while (!settled) {
      const answer = await health(site, 30_000);
      expect(answer.status).toBe(200);
      longestMs = Math.max(longestMs, answer.ms);
    }
    return longestMs;
  }

  it("a CV keeps its 10 MB limit: 10 MB + 1 byte is refused, a 9 MB PDF is taken", async () => {
    const tooBig = rentApplication(pdf(10 * 1024 * 1024 + 1), `too-big-${Date.now()}`);
    const refused = await rawRequest(
      site.port,
      post(
        pages.rent,
        [
          ["Content-Type", tooBig.type],
          ["X-Forwarded-For", visitor()],
        ],
        tooBig.body,
      ),
      10_000,
    );
    expect([400, 413]).toContain(refused.status);

    const marker = `cv-${Date.now()}`;
    const cv = pdf(9 * 1024 * 1024);
    const fits = rentApplication(cv, marker);
    const mails = site.mailbox.messages.length;
    const sending = rawRequest(
      site.port,
      post(
        pages.rent,
        [
          ["Content-Type", fits.type],
          ["X-Forwarded-For", visitor()],
        ],
        fits.body,
      ),
      10_000,
    );
    // Meanwhile the site answers everyone else: storing the CV once held the embedded database,
    // and with it every visitor, for 9-14 s (decision 058), then 0.6-0.7 s as one insert (1.5-1.9
    // s beside other test files); in pieces (decision 066) 0.15-0.18 s, and with the form read and
    // the mails made in steps (decision 067) 0.05-0.07 s, this test alone on a 2-core machine.
    const othersWaited = await longestWaitWhile(sending);
    const taken = await sending;
    expect(taken.status).toBe(303);
    expect(othersWaited).toBeLessThan(1_500);
    expect(location(taken)).toMatch(/^\/nl\/bedankt\//);
    storedOnPurpose.push({ kind: "rent-application", marker });
    // And while its mail goes out with the CV: 0.07-0.16 s with the 9 MB encoded in one go, 0.03 s
    // in pieces of 256 KB (decision 067). The agency gets the CV whole.
    const othersWaitedForTheMail = await longestWaitWhile(waitForMail(site.mailbox, mails + 2, 30_000));
    expect(othersWaitedForTheMail).toBeLessThan(1_500);
    const withCv =
      site.mailbox.messages
        .slice(mails)
        .find((message) => message.includes(marker) && /^Content-Disposition: attachment/im.test(message)) ?? "";
    const attachment = withCv.split(/\r?\n--/).find((part) => /^Content-Disposition: attachment/im.test(part)) ?? "";
    const attached = Buffer.from(
      attachment
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join("")
        .replace(/\s/g, ""),
      "base64",
    );
    expect(attached.equals(cv)).toBe(true);
  });

  it.each([
    ["with their length", false],
    ["chunked", true],
  ])("forty CVs posted at once (%s): those past the budget get a 429, saying to try again", async (_, chunked) => {
    // One visitor's forty rent applications, each with a 9 MB CV and without a last name (so that
    // none is stored). Read all at once, each copied a few times over, eighty of them grew the
    // server by 570-740 MB and 150 took it to 3 GB; now the large bodies being read hold at most
    // 48 MB, and one whose next bytes would pass it is refused there (decision 068). Chunked CVs,
    // which declare no length, went uncounted until this test sent them: 150 took it to 2.9 GB.
    const application = rentApplication(pdf(9 * 1024 * 1024), `flood-${Date.now()}`);
    const unnamed = Buffer.from(
      application.body.toString("latin1").replace(/name="lastName"/, 'name="nickname"'),
      "latin1",
    );
    const request = post(
      pages.rent,
      [
        ["Content-Type", application.type],
        ["X-Forwarded-For", visitor()],
      ],
      unnamed,
      { chunked },
    );
    const answers = await Promise.all(Array.from({ length: 40 }, () => rawRequest(site.port, request, 60_000)));

    // Read and found wanting (400), past the visitor's five in ten minutes (429, "tooMany"), or
    // not read whole (429, "unavailable": the rent application says to try again in a moment, in
    // Dutch). Those refused give their bytes back and let others on: 5-31 of the forty were
    // refused in runs of this file, the others read whole; none at all when chunked ones went
    // uncounted.
    expect(answers.filter((answer) => ![400, 429].includes(answer.status))).toEqual([]);
    const busy = answers.filter((answer) =>
      answer.body.toString("utf8").includes("Uw bericht kon op dit moment niet bewaard worden"),
    );
    expect(busy.length).toBeGreaterThan(0);
    expect((await health()).status).toBe(200);
  });

  it("ten uploads that declare a CV and then stall do not keep an applicant's CV out", async () => {
    // A stranger's cheap way to shut the rent application: headers saying 10 MB, a few bytes,
    // then nothing for the two minutes a request may take. They hold only the bytes they sent.
    const stalled = await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(site.port, "127.0.0.1", () => {
              socket.write(
                `POST ${pages.rent} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${visitor()}\r\n` +
                  `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n` +
                  `--x\r\nContent-Disposition: form-data; name="form"\r\n\r\nrent-application\r\n`,
                () => resolve(socket),
              );
            });
            socket.on("error", reject);
          }),
      ),
    );
    try {
      const application = rentApplication(pdf(9 * 1024 * 1024), `beside-stalled-${Date.now()}`);
      const unnamed = Buffer.from(
        application.body.toString("latin1").replace(/name="lastName"/, 'name="nickname"'),
        "latin1",
      );
      const answer = await rawRequest(
        site.port,
        post(
          pages.rent,
          [
            ["Content-Type", application.type],
            ["X-Forwarded-For", visitor()],
          ],
          unnamed,
        ),
        10_000,
      );
      // Read and found wanting for its missing name: not turned away as one too many.
      expect(answer.status).toBe(400);
      expect(answer.body.toString("utf8")).not.toContain("Uw bericht kon op dit moment niet bewaard worden");
    } finally {
      for (const socket of stalled) socket.destroy();
    }
    expect((await health()).status).toBe(200);
  });

  it("a multipart body over 64 KB is a 413 on a page whose forms take no file, and read on the rent page", async () => {
    // Megabytes of empty parts cost the parser half a second each: only the page with the rent
    // application (its CV) reads more than a form needs.
    const part = '--x\r\nContent-Disposition: form-data; name=""\r\n\r\n\r\n';
    const body = `--x\r\nContent-Disposition: form-data; name="form"\r\n\r\nsite-contact\r\n${part.repeat(20_000)}--x--\r\n`;
    const send = (path: string) =>
      rawRequest(
        site.port,
        post(
          path,
          [
            ["Content-Type", "multipart/form-data; boundary=x"],
            ["X-Forwarded-For", visitor()],
          ],
          body,
        ),
        5_000,
      );
    for (const path of ["/nl/contact/", pages.sale, pages.project]) expect((await send(path)).status, path).toBe(413);
    // On the rent page it is read, and refused for its thousands of parts.
    expect((await send(pages.rent)).status).toBe(400);
  });

  it("a multipart body over the upload limit, sent chunked, gets a 413 before it ends", async () => {
    const result = await chunkedPost(
      site.port,
      pages.rent,
      [
        ["Content-Type", "multipart/form-data; boundary=x"],
        ["X-Forwarded-For", visitor()],
      ],
      40 * 1024 * 1024,
      { chunkBytes: 256 * 1024, everyMs: 5 },
    );
    expect(result.answer.status).toBe(413);
    // Cut off at the 10.5 MB limit: far from the 40 MB on their way, whatever the kernel's buffers held.
    expect(result.sent).toBeLessThan(40 * 1024 * 1024);
  });

  it("a client still sending after the 413 reads it whole, and the connection ends without a reset", async () => {
    // A browser uploading a CV goes on sending a while after the answer. Closed at once with
    // its bytes unread, the connection is reset, and a reset can throw the answer away unread.
    // Over the limit as it streams in, or declared over it up front.
    for (const [path, length, declared] of [
      [pages.rent, 40 * 1024 * 1024, false],
      ["/nl/contact/", 2 * 1024 * 1024, false],
      [pages.rent, 12 * 1024 * 1024, true],
    ] as const) {
      const result = await chunkedPost(site.port, path, formHeaders(), length, {
        chunkBytes: 64 * 1024,
        everyMs: 5,
        sendAfterAnswerMs: 300,
        declared,
      });
      const which = `${path}, ${declared ? "declared" : "chunked"}`;
      expect(result.answer.status, which).toBe(413);
      expect(result.answer.body.toString(), which).not.toBe("");
      expect(result.reset, which).toBe(false);
    }
  });
});

describe("redirects stay on this site", () => {
  it("/api/consent's returnTo never sends the visitor to another host", async () => {
    for (const returnTo of [
      "//evil.example",
      "//evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "https:evil.example",
      "https://evil.example/",
      "/.//evil.example",
      "/..//evil.example/x",
      "/%2F%2Fevil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      " //evil.example",
    ]) {
      const body = new URLSearchParams({ choice: "none", returnTo }).toString();
      const answer = await rawRequest(
        site.port,
        post("/api/consent", [...formHeaders(), ["Origin", site.siteUrl]], body),
        3_000,
      );
      expect(answer.status, returnTo).toBe(303);
      const target = location(answer);
      expect(target, returnTo).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, site.siteUrl).origin, returnTo).toBe(site.siteUrl);
    }
  });

  it("a visit's calendar file with a token never made here, of any shape, is a 404 within a second", async () => {
    for (const token of [
      "Zm9yZ2VkLWhvbGQtdG9rZW4tbm90LXJlYWw",
      "x",
      "A".repeat(4_000),
      "%00%01",
      "..%2F..%2Fetc%2Fpasswd",
      "%27%3B%20DROP%20TABLE%20visit_bookings%3B--",
      "%E2%82%AC%F0%9F%8F%A0",
      "%ff%fe",
    ]) {
      for (const language of ["/nl/bezoek-bevestigen", "/fr/confirmer-la-visite"]) {
        const path = `${language}/${token}/visit.ics`;
        const started = performance.now();
        const answer = await getPath(path);
        expect(answer.status, path.slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(answer.status, path.slice(0, 80)).toBeLessThan(500);
        expect(performance.now() - started, path.slice(0, 80)).toBeLessThan(1_000);
      }
    }
    expect((await healthWithinASecond()).status).toBe(200);
  });

  it("a path with dot segments, plain or encoded, leads to the one page it stands for", async () => {
    for (const [path, page] of [
      ["/nl/te-koop/%2e%2e/", "/nl/"],
      ["/nl/te-koop/%2E%2E/?type=1", "/nl/?type=1"],
      ["/nl/./contact/", "/nl/contact/"],
      ["/nl/te-koop\\..\\", "/nl/"],
    ] as const) {
      const answer = await getPath(path);
      expect(answer.status, path).toBe(301);
      expect(location(answer), path).toBe(page);
    }
  });

  it("no page redirects a path to another host", async () => {
    for (const path of [
      "//evil.example/",
      "///evil.example/%2e%2e",
      "/\\evil.example/",
      "/%2F%2Fevil.example/",
      "/.//evil.example/",
      "/nl/%2e%2e//evil.example/",
      "/nl/..//evil.example/",
      "/nl//evil.example",
      "/for-sale//evil.example/",
      "/contact/?x=//evil.example",
      "/property/4104213/?next=//evil.example",
    ]) {
      const answer = await getPath(path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.status >= 300 && answer.status < 400) {
        const target = location(answer);
        expect(target, path).not.toMatch(/^[/\\]{2}/);
        expect(new URL(target, site.siteUrl).origin, path).toBe(site.siteUrl);
      }
    }
  });
});

describe("the search in a list URL", () => {
  it("typed text, towns and types in any number and any shape: an answer on this site, never a 5xx, within a second", async () => {
    const many = (name: string, value: (index: number) => string, count: number) =>
      Array.from({ length: count }, (_, index) => `${name}=${encodeURIComponent(value(index))}`).join("&");
    for (const query of [
      many("q", (index) => `edegem ${index}`, 300),
      `q=${"appartement+".repeat(600)}`,
      many("zip", (index) => String(1000 + index), 1000),
      many("type", (index) => String(index), 1000),
      many("city", (index) => `Edegem|${index}|x`, 500),
      // Longer than a request line may be: the server's own 431, not ours.
      many("q", (index) => `mortsel ${index}`, 3000),
      "q=%00%ff&zip=2650&km=99999999999999999999&type=-1&type=1e400",
      "q=//evil.example&city=//evil.example",
      `q=${encodeURIComponent("\u0000'\"<script>")}`,
    ]) {
      const started = Date.now();
      const answer = await rawRequest(
        site.port,
        head(`GET /nl/te-koop/?${query} HTTP/1.1`, [
          ["Host", "127.0.0.1"],
          ["Connection", "close"],
        ]),
        5_000,
      );
      const shown = query.slice(0, 60);
      expect(answer.status, shown).toBeLessThan(500);
      if (query.length < 15_000) expect(answer.status, shown).toBeLessThan(400);
      expect(Date.now() - started, shown).toBeLessThan(1_000);
      if (answer.status >= 300) expect(new URL(location(answer), site.siteUrl).origin, shown).toBe(site.siteUrl);
    }
  });
});

describe("one visitor asking for page after page that is not in the cache", () => {
  /** A GET from `from` (through the proxy on this machine), on its own connection. */
  const getFrom = (from: string, path: string) =>
    rawRequest(
      site.port,
      head(`GET ${path} HTTP/1.1`, [
        ["Host", "127.0.0.1"],
        ["X-Forwarded-For", from],
        ["Connection", "close"],
      ]),
      5_000,
    );

  it("gets its first hundred renders, then a 429 in its language at once, while the cache and other visitors still serve it", async () => {
    const flooder = visitor();
    // A page in the cache, as any visitor would have found it before.
    expect((await getFrom(visitor(), "/fr/a-vendre/")).status).toBe(200);
    const answers: RawAnswer[] = [];
    for (let batch = 0; batch < 15; batch++) {
      const paths = Array.from({ length: 8 }, (_, index) => `/fr/a-vendre/?ref=flood-${batch}-${index}`);
      answers.push(...(await Promise.all(paths.map((path) => getFrom(flooder, path)))));
    }
    const refused = answers.filter((answer) => answer.status === 429);
    // A window of 10 s: the hundred renders take less on this machine, and a slower one may
    // begin a second window within the 120 requests.
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    for (const answer of refused) {
      expect(answer.ms).toBeLessThan(1_000);
      expect(Number(answer.headers["retry-after"]?.[0])).toBeGreaterThanOrEqual(1);
      expect(answer.headers["cache-control"]).toEqual(["no-store"]);
      expect(answer.body.toString()).toContain("Trop de pages à la suite");
    }
    // Refused renders, not pages: the cached one is still the flooder's, another visitor's render is made.
    const cached = await getFrom(flooder, "/fr/a-vendre/");
    expect([cached.status, cached.headers["x-cache"]?.[0]]).toEqual([200, "hit"]);
    expect((await getFrom(flooder, "/nl/te-koop/?ref=one-more")).status).toBe(429);
    expect((await getFrom(visitor(), "/nl/te-koop/?ref=one-more")).status).toBe(200);
  });
});

describe("afterwards", () => {
  it("the server is still up, answered no 5xx, and holds nothing but what was sent on purpose", async () => {
    expect(site.running()).toBe(true);
    expect((await healthWithinASecond()).status).toBe(200);
    // The access log has a line per request: none of them was a 5xx.
    expect(site.serverErrors()).toEqual([]);

    // Stopped, the server takes its image worker with it.
    const children = site.children();
    expect(children.length).toBeGreaterThan(0);
    await site.stop();
    const alive = (pid: number) => {
      try {
        return !/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, "utf8"));
      } catch {
        return false;
      }
    };
    // (An encoding under way at the lowest priority may hold it a few seconds on a busy machine.)
    await expect.poll(() => children.filter(alive), { timeout: 30_000 }).toEqual([]);
    const counts = await site.counts();
    // The two leads made on purpose, each with its two mails; nothing from the hostile requests.
    expect(counts.leads).toBe(storedOnPurpose.length);
    expect(counts.outbox).toBe(2 * storedOnPurpose.length);
    for (const table of [
      "visit_bookings",
      "document_requests",
      "testimonials",
      "owner_password_resets",
      "owner_sessions",
    ]) {
      if (table in counts) expect(counts[table], table).toBe(0);
    }
    expect(counts.uploads ?? 0).toBe(1);
    expect(counts.consent_log).toBe(12);
    // The lead with control characters kept every word, without the characters.
    const rows = await site.query<{ kind: string; fields: Record<string, string> | string }>(
      "SELECT kind, fields FROM leads ORDER BY id",
    );
    const contact = rows.find((row) => row.kind === "site-contact");
    const fields = typeof contact?.fields === "string" ? JSON.parse(contact.fields) : contact?.fields;
    const marker = storedOnPurpose.find((lead) => lead.kind === "site-contact")?.marker;
    expect(fields?.firstName).toBe("Lotte");
    expect(fields?.message).toBe(`Goededag, ik ben geïnteresseerd in ${marker}.\nTot ziens!`);
  });
});
