import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./support/raw-http";
import type { TestSite } from "./support/server";
import { startSite } from "./support/server";

// The HTML cache for anonymous visitors (issue 15, decision 034), on the built server: the next
// visitor of a page gets it from memory, with a CSP nonce and a captcha picture of their own;
// a consent choice gets its own page, an owner's session none from the cache; and every view
// still counts for the owner.

let site: TestSite;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  site = await startSite({ captcha: true });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** The property paths of the Dutch sitemap. */
async function propertyPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.origin}/sitemap/nl.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/nl\/te-(?:koop|huur)\/[^<]+\/\d+\/)<\/loc>/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

/** A browser's request: it takes brotli, so a miss waits for the kept copy's brotli body (decision 052). */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${site.origin}${path}`, {
    headers: { "User-Agent": browser, "Accept-Encoding": "gzip, deflate, br", ...headers },
  });
}

const nonceOf = (response: Response) =>
  /'nonce-([\w-]+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const tokenOf = (html: string) => /name="captchaToken" value="([\w-]+)"/.exec(html)?.[1];

describe("the HTML cache", () => {
  it("serves the next visitor a property page from memory, with a nonce and a captcha picture of their own", async () => {
    const [path = ""] = await propertyPaths();
    const first = await get(path);
    const firstHtml = await first.text();
    const second = await get(path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const secondHtml = await second.text();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");
    // In brotli, which every browser takes (decision 052).
    expect(second.headers.get("content-encoding")).toBe("br");
    // What a CDN in front may do with it.
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(second.headers.get("x-frame-options")).toBe("DENY");

    const [nonce1, nonce2] = [nonceOf(first), nonceOf(second)];
    expect(nonce1).toMatch(/^[\w-]{20,}$/);
    expect(nonce2).toMatch(/^[\w-]{20,}$/);
    expect(nonce2).not.toBe(nonce1);
    const scriptNonces = [...secondHtml.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(1);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce2]));

    const [token1, token2] = [tokenOf(firstHtml), tokenOf(secondHtml)];
    expect(token1).toBeDefined();
    expect(token2).toBeDefined();
    expect(token2).not.toBe(token1);
    // The new picture token is a genuine one: its picture shows.
    const picture = await get(`/api/captcha/${token2}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");

    // Apart from those, the same page.
    const same = (html: string, nonce = "", token = "") => html.replaceAll(nonce, "NONCE").replaceAll(token, "TOKEN");
    expect(same(secondHtml, nonce2, token2)).toBe(same(firstHtml, nonce1, token1));
  });

  it("serves the site's own files beside the pages: the favicon and the scripts a page names", async () => {
    const favicon = await get("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    const page = await (await get("/nl/")).text();
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(page)?.[1];
    expect(script).toBeDefined();
    const file = await get(script ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg/")).status).toBe(404);
  });

  it("sends every script and style of a page as the build compressed it: brotli to a browser that takes it, else gzip", async () => {
    const page = await (await get("/nl/")).text();
    const files = [...new Set(page.match(/\/assets\/[\w.-]+\.(?:js|css)/g))];
    // React's chunk, the route manifest (written after the browser's build) and the stylesheet among them.
    expect(files).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/framework-/), expect.stringMatching(/\/manifest-/)]),
    );
    expect(files.some((file) => file.endsWith(".css"))).toBe(true);
    for (const file of files) {
      const ask = (encoding: string) =>
        rawRequest(
          site.port,
          `GET ${file} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
        );
      // Chromium's header names gzip first; brotli wins all the same.
      const [br, gz, plain] = await Promise.all([
        ask("gzip, deflate, br, zstd"),
        ask("gzip, deflate"),
        ask("identity"),
      ]);
      expect([
        file,
        br.headers["content-encoding"],
        gz.headers["content-encoding"],
        plain.headers["content-encoding"],
      ]).toEqual([file, ["br"], ["gzip"], undefined]);
      for (const answer of [br, gz, plain]) {
        expect(answer.status, file).toBe(200);
        expect(answer.headers["content-type"]?.[0], file).toMatch(
          file.endsWith(".js") ? /^text\/javascript/ : /^text\/css/,
        );
        expect(answer.headers.vary?.join(), file).toMatch(/Accept-Encoding/i);
        expect(answer.headers["cache-control"], file).toEqual(["public, max-age=31536000, immutable"]);
      }
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      expect(gunzipSync(gz.body).equals(plain.body), file).toBe(true);
      // Brotli at its best, not at the quick level that compressing on the fly can afford.
      const quick = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      if (plain.body.length > 20_000) expect(br.body.length, file).toBeLessThan(quick.length * 0.95);
      // A post to a file is refused, in an answer that says what it is and reads as it says.
      const posted = await rawRequest(
        site.port,
        `POST ${file} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, deflate, br\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=1`,
      );
      expect(posted.status, file).toBe(405);
      expect(posted.headers["content-type"], file).toEqual([expect.stringMatching(/^text\/html/)]);
      const postedCoding = posted.headers["content-encoding"]?.[0];
      const postedBody =
        postedCoding === "br"
          ? brotliDecompressSync(posted.body)
          : postedCoding === "gzip"
            ? gunzipSync(posted.body)
            : posted.body;
      expect(postedBody.toString("utf8"), file).toMatch(/^<!DOCTYPE html>/);
    }
  });

  it("answers a visitor's typing in one piece with its length, and compresses only JSON over 1 KB", async () => {
    const raw = (path: string) =>
      rawRequest(
        site.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${browser}\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n`,
      );
    const suggestions = await raw("/api/suggestions?language=nl&q=ran");
    expect(suggestions.status).toBe(200);
    expect(suggestions.headers["content-encoding"]).toBeUndefined();
    expect(suggestions.headers["transfer-encoding"]).toBeUndefined();
    expect(suggestions.headers["content-length"]).toEqual([String(suggestions.body.byteLength)]);
    expect(suggestions.body.byteLength).toBeLessThan(1024);
    expect(JSON.parse(suggestions.body.toString()).cities).toEqual([expect.objectContaining({ name: "Ranst" })]);

    // The favourites' cards of twenty properties are more than a kilobyte: compressed, as before.
    const ids = (await propertyPaths()).slice(0, 20).map((path) => /(\d+)\/$/.exec(path)?.[1]);
    const cards = await raw(`/api/properties?language=nl&ids=${ids.join(",")}`);
    expect(cards.status).toBe(200);
    expect(cards.headers["content-encoding"]).toEqual(["br"]);
    expect(JSON.parse(brotliDecompressSync(cards.body).toString())).toHaveLength(20);
  });

  it("answers any Accept-Encoding from the entry, fast, in a coding the client took, and stays up", async () => {
    const paths = await propertyPaths();
    const path = paths.at(-1) ?? "";
    await (await get(path)).arrayBuffer();
    // What the client said, and the codings it may get: brotli or gzip where named (or *)
    // without q=0, else the page as it is.
    const cases: [string, string[]][] = [
      ["gzip, deflate, br, zstd", ["br"]],
      ["BR;Q=1", ["br"]],
      ["br;q=0, gzip", ["gzip"]],
      ["br;q=0, gzip;q=0", ["identity"]],
      ["*", ["br"]],
      ["*;q=0", ["identity"]],
      ["identity", ["identity"]],
      ["gzip;q=0.001, br;q=0.0", ["gzip"]],
      ["br;q=abc, gzip;q=-1", ["identity"]],
      [`${",".repeat(4000)}br`, ["br"]],
      [`${" ".repeat(6000)}gzip${" ".repeat(6000)}`, ["gzip"]],
      ["x".repeat(12_000), ["identity"]],
      [";q=1,".repeat(2000), ["identity"]],
    ];
    for (const [acceptEncoding, codings] of cases) {
      const answer = await rawRequest(
        site.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${browser}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      );
      const said = acceptEncoding.slice(0, 40);
      expect(answer.status, said).toBe(200);
      expect(answer.headers["x-cache"], said).toEqual(["hit"]);
      expect(answer.ms, said).toBeLessThan(1000);
      const coding = answer.headers["content-encoding"]?.[0] ?? "identity";
      expect(codings, said).toContain(coding);
      const body =
        coding === "br" ? brotliDecompressSync(answer.body) : coding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(body.toString(), said).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
      expect(answer.headers.vary?.join(), said).toBe("Cookie, Accept-Encoding");
    }
    // Two Accept-Encoding lines are read as one list.
    const twice = await rawRequest(
      site.port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${browser}\r\nAccept-Encoding: identity\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`,
    );
    expect(twice.headers["content-encoding"]).toEqual(["br"]);
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  });

  it("sends a page that is not kept (an owner's session) in gzip, whole, its stylesheet within, to whoever takes gzip", async () => {
    const path = (await propertyPaths())[3] ?? "";
    // What the client said, and the coding it gets: gzip where it takes it, brotli where it takes
    // only that (express's compression), else the page as it is.
    const cases: [string, string][] = [
      ["gzip, deflate, br, zstd", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "gzip"],
      ["br", "br"],
      ["identity", "identity"],
      ["gzip;q=0", "identity"],
    ];
    for (const [acceptEncoding, wanted] of cases) {
      const answer = await rawRequest(
        site.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${browser}\r\nCookie: owner_session=${"b".repeat(43)}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, acceptEncoding).toBe(200);
      expect(answer.headers["x-cache"], acceptEncoding).toBeUndefined();
      const coding = answer.headers["content-encoding"]?.[0] ?? "identity";
      expect(coding, acceptEncoding).toBe(wanted);
      const body =
        coding === "br" ? brotliDecompressSync(answer.body) : coding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(body.toString(), acceptEncoding).toMatch(/^<!DOCTYPE html>[\s\S]*<style data-stylesheet[\s\S]*<\/html>$/);
      if (coding === "gzip")
        expect(answer.headers["content-length"], acceptEncoding).toEqual([String(answer.body.length)]);
      expect(answer.headers.vary?.join(), acceptEncoding).toMatch(/Accept-Encoding/);
    }
  });

  it("answers a client without gzip, and a HEAD, from the same entry", async () => {
    const paths = await propertyPaths();
    const path = paths[1] ?? "";
    await (await get(path)).arrayBuffer();
    const plain = await rawRequest(
      site.port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${browser}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
    );
    expect(plain.status).toBe(200);
    expect(plain.headers["x-cache"]).toEqual(["hit"]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    // A forged Host changes nothing: the same page, from the same entry, naming only SITE_URL.
    const forged = await rawRequest(
      site.port,
      `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nUser-Agent: ${browser}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
    );
    expect(forged.headers["x-cache"]).toEqual(["hit"]);
    expect(forged.body.toString()).not.toContain("evil.example");
    expect(forged.body.toString()).toContain(site.siteUrl);
    const head = await fetch(`${site.origin}${path}`, { method: "HEAD", headers: { "User-Agent": browser } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("keeps a page per consent choice, private to it; an owner's session never gets a page from the cache", async () => {
    const consent = `cookie_consent=${encodeURIComponent("2026-11-01|analytical")}`;
    const asked = await (await get("/nl/contact/")).text();
    const first = await get("/nl/contact/", { Cookie: consent });
    const firstHtml = await first.text();
    const second = await get("/nl/contact/", { Cookie: consent });
    await second.arrayBuffer();
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    // The dialog asks the visitor without a choice, not the one who made it.
    expect(asked).toContain('role="dialog"');
    expect(firstHtml).not.toContain('role="dialog"');
    // Refusing every category is a choice as well: the page comes without the dialog.
    for (let view = 0; view < 2; view++) {
      const refused = await get("/nl/contact/", { Cookie: `cookie_consent=${encodeURIComponent("2026-11-01|")}` });
      expect(await refused.text()).not.toContain('role="dialog"');
    }
    const owner = await get("/nl/contact/", { Cookie: `${consent}; owner_session=${"a".repeat(43)}` });
    await owner.arrayBuffer();
    expect(owner.status).toBe(200);
    expect(owner.headers.get("x-cache")).toBeNull();
  });

  it("counts every person's view for the owner, from the cache too, and no robot's", async () => {
    const paths = await propertyPaths();
    const path = paths[2] ?? "";
    const id = Number(/\/(\d+)\/$/.exec(path)?.[1]);
    const views = [];
    for (const address of ["10.7.0.1", "10.7.0.2", "10.7.0.3", "10.7.0.1", "10.7.0.2", "10.7.0.3"]) {
      views.push(await get(path, { "X-Forwarded-For": address }));
    }
    views.push(await get(path, { "X-Forwarded-For": "10.7.0.4", "User-Agent": "Googlebot/2.1" }));
    for (const view of views) await view.arrayBuffer();
    expect(views.map((view) => view.headers.get("x-cache"))).toEqual([
      "miss",
      "hit",
      "hit",
      "hit",
      "hit",
      "hit",
      "miss",
    ]);
    // The writes do not hold the page up; they are done well within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await site.stop();
    const [row] = await site.query<{ visits: number }>(
      `select count(*)::int as visits from property_visits where property_id = ${id}`,
    );
    expect(row?.visits).toBe(3);
  }, 60_000);
});
