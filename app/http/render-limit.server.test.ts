import { describe, expect, it } from "vitest";
import { RenderLimit, refusalPage } from "./render-limit.server";

function limitOf(renders: number) {
  const limit = new RenderLimit();
  limit.configure({ renders, windowMs: 10_000, language: "nl" });
  return limit;
}

/** How many of `count` renders the visitor at `ip` is refused. */
async function refusedOf(limit: RenderLimit, ip: string, count: number) {
  let refused = 0;
  for (let i = 0; i < count; i++) if (await limit.refuse(ip, `/nl/te-koop/?page=${i}`)) refused++;
  return refused;
}

describe("the render limit", () => {
  it("renders a visitor's first pages of the window and refuses the next with a 429 that says when to come back", async () => {
    const limit = limitOf(3);
    expect(await refusedOf(limit, "198.51.100.7", 3)).toBe(0);
    const refusal = await limit.refuse("198.51.100.7", "/fr/a-vendre/?page=4");
    expect(refusal?.status).toBe(429);
    const wait = Number(refusal?.headers["Retry-After"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(refusal?.headers["Cache-Control"]).toBe("no-store");
    expect(refusal?.body).toContain('<html lang="fr">');
    // Another visitor is not touched.
    expect(await limit.refuse("198.51.100.8", "/nl/")).toBeNull();
  });

  it("counts an IPv6 visitor by its /64, and never the machine itself", async () => {
    const limit = limitOf(2);
    expect(await limit.refuse("2001:db8:7:8::1", "/nl/")).toBeNull();
    expect(await limit.refuse("2001:db8:7:8::2", "/nl/")).toBeNull();
    expect(await limit.refuse("2001:db8:7:8:ffff::3", "/nl/")).not.toBeNull();
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(await refusedOf(limit, ip, 10)).toBe(0);
  });

  it("never counts the photos, which a page asks for by the dozen", async () => {
    const limit = limitOf(1);
    for (let i = 0; i < 30; i++)
      expect(await limit.refuse("198.51.100.10", `/images/0157d5d143f831/${i}.avif`)).toBeNull();
    expect(await limit.refuse("198.51.100.10", "/nl/te-koop/")).toBeNull();
    expect(await limit.refuse("198.51.100.10", "/nl/te-huur/")).not.toBeNull();
  });

  it("refuses nothing when it is off", async () => {
    expect(await refusedOf(limitOf(0), "198.51.100.9", 50)).toBe(0);
  });
});

describe("the page past the render limit", () => {
  it("says what happened in the path's language, the site's own language elsewhere", () => {
    expect(refusalPage("/nl/te-koop/", "fr")).toContain("Te veel pagina&#39;s na elkaar");
    expect(refusalPage("/fr/a-vendre/", "nl")).toContain("Trop de pages à la suite");
    expect(refusalPage("/en/for-sale/", "nl")).toContain("Too many pages in a row");
    expect(refusalPage("/de/zu-verkaufen/", "nl")).toContain("Zu viele Seiten nacheinander");
    expect(refusalPage("/sitemap.xml", "nl")).toContain('<html lang="nl">');
    expect(refusalPage("/api/suggestions?q=x", "fr")).toContain('<html lang="fr">');
  });

  it("links back to the page asked for, escaped", () => {
    const page = refusalPage('/nl/te-koop/?q="><script>alert(1)</script>', "nl");
    expect(page).not.toContain("<script>");
    expect(page).toContain('href="/nl/te-koop/?q=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});
