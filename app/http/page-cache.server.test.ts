import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PageCacheOptions } from "./page-cache.server";
import { brotliQueueLength, PageCache, sharedCacheControl } from "./page-cache.server";
import { spliceBrotli } from "./spliced-brotli.server";
import { spliceGzip } from "./spliced-gzip.server";

// The HTML cache's rules (decision 034): what it keeps, for whom, and what each visitor gets
// new. tests/integration/page-cache.test.ts tries it on the built server.

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function cache(options: Partial<PageCacheOptions> = {}) {
  return new PageCache({
    maxBytes: 1024 * 1024,
    freshForMs: 60_000,
    variant: (cookies) => /cookie_consent=([^;]*)/.exec(cookies)?.[1] ?? "",
    personalCookies: ["owner_session"],
    ...options,
  });
}

/** What a served answer looked like. */
interface Served {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Serves `target` from the cache to a response that records what it got. The body is written out
 * at once ("finish"), unless `written` is false: then it is still being sent, and `sent` is it.
 */
function serve(
  pages: PageCache,
  target: string,
  headers: IncomingMessage["headers"] = {},
  written = true,
): (Served & { sent?: Buffer }) | null {
  const request = { method: "GET", headers: { "user-agent": browser, "accept-encoding": "gzip", ...headers } };
  const served: Served & { sent?: Buffer } = { status: 0, headers: {}, body: "" };
  let finished = () => {};
  const response = {
    once(event: string, listener: () => void) {
      if (event === "finish") finished = listener;
    },
    appendHeader: (name: string, value: string) => (served.headers[name.toLowerCase()] = value),
    setHeader: (name: string, value: string | number) => (served.headers[name.toLowerCase()] = String(value)),
    set statusCode(status: number) {
      served.status = status;
    },
    end(body?: Buffer) {
      const coding = served.headers["content-encoding"];
      const decoded = !body
        ? ""
        : coding === "gzip"
          ? gunzipSync(body)
          : coding === "br"
            ? brotliDecompressSync(body)
            : body;
      served.body = decoded.toString();
      served.sent = body;
      if (written) finished();
    },
  };
  const key = pages.key(request.method, target, request.headers);
  return pages.serve(key, request as unknown as IncomingMessage, response as unknown as ServerResponse) ? served : null;
}

let nonces = 0;
const nextNonce = () => `nonce-${String(++nonces).padStart(6, "0")}`;

/** Renders `target` as the app would and offers it to the cache. */
async function render(
  pages: PageCache,
  target: string,
  init: { headers?: Record<string, string>; page?: Response } = {},
) {
  const request = new Request(`https://www.example.be${target}`, {
    headers: { "User-Agent": browser, "X-Client-IP": "10.0.0.1", ...init.headers },
  });
  const nonce = nextNonce();
  pages.renewOnEveryServe(request, [{ value: nonce, renew: nextNonce }]);
  const page =
    init.page ??
    new Response(`<!DOCTYPE html><script nonce="${nonce}">1</script><p>${target}</p>`, {
      headers: { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
    });
  const key = pages.key("GET", target, Object.fromEntries(request.headers));
  return { request, response: await pages.keep(key, request, page) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the HTML cache", () => {
  it("serves the next visitor the kept page with a nonce of their own, in the body and the policy", async () => {
    const pages = cache();
    const { response } = await render(pages, "/nl/te-koop/");
    expect(response.headers.get("X-Cache")).toBe("miss");
    expect(response.headers.get("Cache-Control")).toBe(sharedCacheControl);
    const first = serve(pages, "/nl/te-koop/");
    const second = serve(pages, "/nl/te-koop/");
    const nonce = (served: Served | null) => /nonce="([^"]+)"/.exec(served?.body ?? "")?.[1];
    expect(first?.headers["x-cache"]).toBe("hit");
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first?.headers["content-security-policy"]).toBe(`script-src 'nonce-${nonce(first)}'`);
    expect(first?.body).toBe(`<!DOCTYPE html><script nonce="${nonce(first)}">1</script><p>/nl/te-koop/</p>`);
  });

  it("gives a browser that takes brotli the page in brotli, on the first visit and the next, each with its nonce", async () => {
    const pages = cache();
    const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };
    const { response } = await render(pages, "/nl/te-koop/", { headers: chromium });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    const rendered = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(rendered).toMatch(/^<!DOCTYPE html><script nonce="nonce-\d+">1<\/script><p>\/nl\/te-koop\/<\/p>$/);
    const [first, second] = [serve(pages, "/nl/te-koop/", chromium), serve(pages, "/nl/te-koop/", chromium)];
    const nonce = (served: Served | null) => /nonce="([^"]+)"/.exec(served?.body ?? "")?.[1];
    expect([first?.headers["content-encoding"], second?.headers["content-encoding"]]).toEqual(["br", "br"]);
    expect(new Set([nonce(first), nonce(second), /nonce="([^"]+)"/.exec(rendered)?.[1]]).size).toBe(3);
    expect(first?.body).toBe(`<!DOCTYPE html><script nonce="${nonce(first)}">1</script><p>/nl/te-koop/</p>`);
    expect(first?.headers["content-security-policy"]).toBe(`script-src 'nonce-${nonce(first)}'`);
    // One that takes gzip alone, or refuses brotli, gets gzip.
    expect(serve(pages, "/nl/te-koop/", { "accept-encoding": "br;q=0, gzip" })?.headers["content-encoding"]).toBe(
      "gzip",
    );
  });

  it("compresses one page in brotli at a time: pages kept meanwhile are served in gzip until their turn", async () => {
    const pages = cache();
    const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };
    const targets = Array.from({ length: brotliQueueLength + 8 }, (_, index) => `/nl/${index}/`);
    const kept = await Promise.all(targets.map((target) => render(pages, target, { headers: chromium })));
    // The first visitors get the bodies as kept, as the next ones will: the first page in brotli,
    // the others, kept while it was compressed, in gzip.
    const firstCodings = kept.map(({ response }) => response.headers.get("Content-Encoding"));
    expect(firstCodings.filter((coding) => coding === "br")).toHaveLength(1);
    // They wait their turn, as many as the queue holds; the pages after them stay in gzip.
    const inBrotli = () =>
      targets.filter((target) => serve(pages, target, chromium)?.headers["content-encoding"] === "br");
    await vi.waitFor(() => expect(inBrotli()).toHaveLength(brotliQueueLength), { timeout: 10_000 });
    // The queue is empty again: the next page is compressed at once, and no page waits any more.
    expect((await render(pages, "/nl/next/", { headers: chromium })).response.headers.get("Content-Encoding")).toBe(
      "br",
    );
    expect(inBrotli()).toEqual(targets.slice(0, brotliQueueLength));
  });

  it("fills a body written out for the next visitor, never one still being sent", async () => {
    const pages = cache();
    await render(pages, "/nl/te-koop/");
    const nonce = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
    const sending = serve(pages, "/nl/te-koop/", {}, false);
    const sendingBody = gunzipSync(sending?.sent ?? Buffer.alloc(0)).toString();
    const later = Array.from({ length: 6 }, () => serve(pages, "/nl/te-koop/"));
    // The body still being sent is unchanged by the visitors served after it.
    expect(gunzipSync(sending?.sent ?? Buffer.alloc(0)).toString()).toBe(sendingBody);
    expect(nonce(sendingBody)).toBe(nonce(sending?.body ?? ""));
    // Each later visitor got a page of their own, the bodies written out being filled again.
    const nonces = later.map((served) => nonce(served?.body ?? ""));
    expect(new Set([nonce(sendingBody), ...nonces]).size).toBe(7);
    expect(later[5]?.body).toBe(`<!DOCTYPE html><script nonce="${nonces[5]}">1</script><p>/nl/te-koop/</p>`);
    expect(later[4]?.sent).toBe(later[5]?.sent);
  });

  it("keeps nothing for a POST, an owner's session or an Authorization header", async () => {
    const pages = cache();
    expect(pages.key("POST", "/nl/contact/", {})).toBeNull();
    expect(pages.key("GET", "/nl/contact/", { cookie: "lang=nl; owner_session=abc" })).toBeNull();
    expect(pages.key("GET", "/nl/contact/", { cookie: "__Host-owner_session=abc" })).toBeNull();
    expect(pages.key("GET", "/nl/contact/", { authorization: "Basic YTpi" })).toBeNull();
    expect(cache({ maxBytes: 0 }).key("GET", "/nl/contact/", {})).toBeNull();
  });

  it("keeps a page per consent choice and per person or robot, and the query is part of the page", async () => {
    const pages = cache();
    await render(pages, "/nl/te-koop/?type=2");
    expect(serve(pages, "/nl/te-koop/?type=2")).not.toBeNull();
    expect(serve(pages, "/nl/te-koop/?type=3")).toBeNull();
    expect(serve(pages, "/nl/te-koop/?type=2", { cookie: "cookie_consent=2026-11|analytical" })).toBeNull();
    expect(serve(pages, "/nl/te-koop/?type=2", { "user-agent": "Googlebot/2.1" })).toBeNull();
    const { response } = await render(pages, "/nl/te-koop/?type=2", {
      headers: { Cookie: "cookie_consent=2026-11|analytical" },
    });
    // A page made for a choice is the visitor's own: never shared by a CDN.
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(serve(pages, "/nl/te-koop/?type=2", { cookie: "cookie_consent=2026-11|analytical" })).not.toBeNull();
  });

  it("never keeps an answer that sets a cookie, says how to keep it, is not a 200 or not HTML", async () => {
    const pages = cache();
    const html = { "Content-Type": "text/html" };
    const refused = {
      "/a": new Response("<p>a</p>", { headers: { ...html, "Set-Cookie": "lang=nl" } }),
      "/b": new Response("<p>b</p>", { headers: { ...html, "Cache-Control": "private, no-store" } }),
      "/c": new Response("<p>c</p>", { status: 404, headers: html }),
      "/d": new Response("{}", { headers: { "Content-Type": "application/json" } }),
    };
    for (const [target, page] of Object.entries(refused)) {
      const { response } = await render(pages, target, { page });
      expect(response).toBe(page);
      expect(serve(pages, target), target).toBeNull();
    }
  });

  it("drops every page when the content changes, and each page after its minute", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00Z") });
    const pages = cache();
    await render(pages, "/nl/");
    await render(pages, "/fr/");
    pages.clear();
    expect(serve(pages, "/nl/")).toBeNull();
    await render(pages, "/nl/");
    vi.advanceTimersByTime(59_000);
    expect(serve(pages, "/nl/")).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(serve(pages, "/nl/")).toBeNull();
  });

  it("answers a client that takes no brotli without waiting for it, and keeps the brotli body once it is made", async () => {
    const pages = cache();
    const long = `<p>${Array.from({ length: 5_000 }, (_, index) => `postcode ${1000 + index}`).join(", ")}</p>`;
    const page = () => new Response(long, { headers: { "Content-Type": "text/html" } });
    const chromium = { "accept-encoding": "gzip, deflate, br, zstd" };
    const { response } = await render(pages, "/nl/te-koop/?zip=1000", {
      headers: { "Accept-Encoding": "gzip" },
      page: page(),
    });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    // Answered before the brotli body was made: the next browser still gets gzip.
    expect(serve(pages, "/nl/te-koop/?zip=1000", chromium)?.headers["content-encoding"]).toBe("gzip");
    await vi.waitFor(
      () => expect(serve(pages, "/nl/te-koop/?zip=1000", chromium)?.headers["content-encoding"]).toBe("br"),
      { timeout: 10_000 },
    );
    expect(serve(pages, "/nl/te-koop/?zip=1000", chromium)?.body).toBe(long);
  });

  it("makes no brotli body of a page it does not keep for a client that takes none", async () => {
    // Too large to keep (over a quarter of the budget): its brotli body would be of no use to
    // anyone, and would hold up the brotli of the pages after it.
    const pages = cache({ maxBytes: 8 * 1024 });
    const long = `<p>${Array.from({ length: 20_000 }, (_, index) => `postcode ${1000 + index}`).join(", ")}</p>`;
    await render(pages, "/nl/te-koop/?zip=all", {
      headers: { "Accept-Encoding": "gzip" },
      page: new Response(long, { headers: { "Content-Type": "text/html" } }),
    });
    expect(serve(pages, "/nl/te-koop/?zip=all")).toBeNull();
    // The next page, right after, for a browser: its brotli is made at once.
    const { response } = await render(pages, "/nl/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
  });

  it("keeps within its budget, the least recently used page going first", async () => {
    const text = (target: string) =>
      `<p>${target}</p>${Array.from({ length: 3_000 }, (_, index) => `${target}${index * 7919}`).join()}`;
    const big = (target: string) => new Response(text(target), { headers: { "Content-Type": "text/html" } });
    // What a page takes: its gzip body and its brotli body.
    const sizes = ["/1", "/2", "/3", "/4", "/5"].map(async (target) => {
      const page = Buffer.from(text(target));
      return spliceGzip(page, []).bytes + ((await spliceBrotli(page, [], 10))?.bytes ?? 0);
    });
    const size = Math.max(...(await Promise.all(sizes)));
    // Room for four pages; one page may take a quarter at most.
    const pages = cache({ maxBytes: Math.floor(4.5 * size) });
    // Browsers, who wait for each page's brotli body.
    const headers = { "Accept-Encoding": "gzip, deflate, br" };
    for (const target of ["/1", "/2", "/3", "/4"]) await render(pages, target, { headers, page: big(target) });
    expect(serve(pages, "/1")).not.toBeNull();
    await render(pages, "/5", { headers, page: big("/5") });
    const kept = ["/1", "/2", "/3", "/4", "/5"].filter((target) => serve(pages, target) !== null);
    expect(kept).toEqual(["/1", "/3", "/4", "/5"]);
  });

  it("runs what a page does on each view for every visitor served, and a failing one stops nothing", async () => {
    const pages = cache();
    const seen: string[] = [];
    const request = new Request("https://www.example.be/nl/te-koop/edegem/huis/1/", {
      headers: { "User-Agent": browser, "X-Client-IP": "10.0.0.1" },
    });
    pages.onEveryServe(request, (visitor) => seen.push(visitor.ip));
    pages.onEveryServe(request, () => {
      throw new Error("the visit count failed");
    });
    const key = pages.key("GET", "/nl/te-koop/edegem/huis/1/", { "user-agent": browser });
    await pages.keep(key, request, new Response("<p>huis</p>", { headers: { "Content-Type": "text/html" } }));
    serve(pages, "/nl/te-koop/edegem/huis/1/", { "x-client-ip": "10.0.0.2" });
    serve(pages, "/nl/te-koop/edegem/huis/1/", { "x-client-ip": "10.0.0.3" });
    expect(seen).toEqual(["10.0.0.1", "10.0.0.2", "10.0.0.3"]);
  });

  it("renders the page again rather than fail when a renewed value does not fit its hole", async () => {
    const pages = cache();
    const request = new Request("https://www.example.be/nl/", { headers: { "User-Agent": browser } });
    pages.renewOnEveryServe(request, [{ value: "token-123", renew: () => "a-longer-token" }]);
    const key = pages.key("GET", "/nl/", { "user-agent": browser });
    await pages.keep(
      key,
      request,
      new Response(`<input value="token-123">`, { headers: { "Content-Type": "text/html" } }),
    );
    expect(serve(pages, "/nl/")).toBeNull();
  });
});
