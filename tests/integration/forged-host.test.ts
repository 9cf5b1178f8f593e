import { randomInt } from "node:crypto";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawAnswer } from "./support/raw-http";
import { head, post, rawRequest } from "./support/raw-http";
import type { TestSite } from "./support/server";
import { pageWithForm, startSite, waitForMail } from "./support/server";

// One configured public origin (issue 11, point 4): whatever Host, X-Forwarded-Host or
// X-Forwarded-Proto a request carries, pages, sitemaps, robots.txt, redirects and mails name
// SITE_URL only. Against the real server, over real sockets; the mails read from a real SMTP
// server.

let site: TestSite;
const owner = {
  email: "els.peeters@example.be",
  name: "Els Peeters",
  password: "zonnebloem-2650",
  properties: [4104213],
};
const evil = "evil.example";
/** Every header a forger can set to name another host. */
const forged: [string, string][] = [
  ["Host", evil],
  ["X-Forwarded-Host", evil],
  ["X-Forwarded-Proto", "http"],
  ["X-Forwarded-Port", "8443"],
  ["X-Forwarded-Server", evil],
  ["X-Original-Host", evil],
  ["X-Host", evil],
  ["Forwarded", `for=198.51.100.7;host=${evil};proto=http`],
];
let pages = { sale: "", documents: "", project: "", visit: "" };

function visitor(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

function get(path: string): Promise<RawAnswer> {
  return rawRequest(
    site.port,
    head(`GET ${path} HTTP/1.1`, [...forged, ["Connection", "close"], ["X-Forwarded-For", visitor()]]),
    5_000,
  );
}

/** No header and no byte of the body names the forged host. */
function expectNoForgedHost(answer: RawAnswer, label: string) {
  expect(answer.raw.toString("latin1").toLowerCase(), label).not.toContain(evil);
}

/** Every absolute URL on the site itself starts with SITE_URL. */
function absoluteUrls(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>)\\]+/g)].map((match) => match[0]);
}

beforeAll(async () => {
  site = await startSite({ captcha: false, owners: [owner] });
  const withForm = (pattern: RegExp, formId: string) => pageWithForm(site, pattern, formId);
  pages = {
    sale: await withForm(/^\/nl\/te-koop\/.+\/\d+\/$/, "contact-me-form"),
    documents: await withForm(/^\/nl\/te-(koop|huur)\/.+\/\d+\/$/, "request-documents-form"),
    project: await withForm(/^\/nl\/projecten\/[^/]+\/[^/]+\/\d+\/$/, "contact-construction-form"),
    visit: await withForm(/^\/nl\/te-(koop|huur)\/.+\/\d+\/$/, "contact-appointment-form"),
  };
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe("a forged Host or X-Forwarded-Host changes nothing a page or a sitemap says", () => {
  it("pages name SITE_URL in their canonical, hreflang and og:url, and never the forged host", async () => {
    for (const path of [
      "/nl/",
      "/fr/",
      "/en/contact/",
      "/de/zu-verkaufen/",
      "/nl/te-koop/?page=2",
      pages.sale,
      pages.project,
      "/nl/login/",
      "/nl/bestaat-niet/",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBeLessThan(500);
      expectNoForgedHost(answer, path);
      const html = answer.body.toString("utf8");
      if (answer.status !== 200) continue;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical) expect(canonical, path).toMatch(new RegExp(`^${site.siteUrl.replace(/\./g, "\\.")}/`));
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map(
        (match) => match[1] ?? "",
      );
      for (const alternate of alternates) expect(alternate.startsWith(`${site.siteUrl}/`), path).toBe(true);
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
      if (ogUrl) expect(ogUrl.startsWith(`${site.siteUrl}/`), path).toBe(true);
      if (path === pages.sale) {
        // A property page has all three, and its JSON-LD names the site too.
        expect(canonical).toBeDefined();
        expect(alternates.length).toBeGreaterThanOrEqual(4);
        expect(ogUrl).toBeDefined();
      }
    }
  });

  it("the sitemap index, each language's sitemap and robots.txt list SITE_URL only", async () => {
    for (const path of ["/sitemap.xml", "/sitemap/nl.xml", "/sitemap/fr.xml", "/sitemap/en.xml", "/sitemap/de.xml"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expectNoForgedHost(answer, path);
      const locations = [...answer.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations.length, path).toBeGreaterThan(0);
      for (const location of locations) expect(location?.startsWith(`${site.siteUrl}/`), location).toBe(true);
    }
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expectNoForgedHost(robots, "robots.txt");
    expect(robots.body.toString()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  it("redirects stay relative or on SITE_URL", async () => {
    for (const path of ["/", "/for-sale/", "/property/4104213/", "/contact/"]) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(400);
      expectNoForgedHost(answer, path);
      const target = answer.headers.location?.[0] ?? "";
      expect(new URL(target, site.siteUrl).origin, path).toBe(site.siteUrl);
    }
  });
});

describe("a forged host changes nothing a mail says", () => {
  async function mailsFrom(start: number, count: number) {
    const messages = (await waitForMail(site.mailbox, start + count, 20_000)).slice(start);
    return Promise.all(messages.map((message) => PostalMime.parse(message)));
  }

  it("a password-reset request with a forged Host mails a link to SITE_URL", async () => {
    const before = site.mailbox.messages.length;
    const answer = await rawRequest(
      site.port,
      post(
        "/nl/login/wachtwoord/",
        [...forged, ["Content-Type", "application/x-www-form-urlencoded"], ["X-Forwarded-For", visitor()]],
        new URLSearchParams({ email: owner.email }).toString(),
      ),
      5_000,
    );
    expect(answer.status).toBeLessThan(400);
    expectNoForgedHost(answer, "password page");
    const [mail] = await mailsFrom(before, 1);
    expect(mail?.to?.[0]?.address).toBe(owner.email);
    const text = `${mail?.text ?? ""}\n${mail?.html ?? ""}`;
    expect(site.mailbox.messages.slice(before).join("").toLowerCase()).not.toContain(evil);
    expect(text.toLowerCase()).not.toContain(evil);
    const links = absoluteUrls(text).filter((url) => url.includes("/wachtwoord/"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link).toMatch(new RegExp(`^${site.siteUrl.replace(/\./g, "\\.")}/nl/login/wachtwoord/[\\w-]+`));
    // The link works on the real site: it opens the page to choose a new password.
    const page = await fetch(`${site.origin}${new URL(links[0] ?? "").pathname}`);
    expect(page.status).toBe(200);
  });

  it("a lead's mails (the agency's and the confirmation) name SITE_URL only, links included", async () => {
    const person = {
      title: "MR",
      firstName: "Wout",
      lastName: "Van Dyck",
      email: `wout.${Date.now()}@example.be`,
      phone: "0472 11 22 33",
    };
    for (const [path, form, count] of [
      [pages.sale, "contact-me", 2],
      [pages.documents, "request-documents", 2],
    ] as const) {
      const before = site.mailbox.messages.length;
      const answer = await rawRequest(
        site.port,
        post(
          path,
          [...forged, ["Content-Type", "application/x-www-form-urlencoded"], ["X-Forwarded-For", visitor()]],
          new URLSearchParams({ form, ...person, message: "Is het pand nog vrij?" }).toString(),
        ),
        5_000,
      );
      expect(answer.status, form).toBe(303);
      expectNoForgedHost(answer, form);
      const mails = await mailsFrom(before, count);
      expect(site.mailbox.messages.slice(before).join("").toLowerCase(), form).not.toContain(evil);
      const urls = mails.flatMap((mail) => absoluteUrls(`${mail.text ?? ""}\n${mail.html ?? ""}`));
      // The mails link to the property (and to the documents) on the site itself.
      const own = urls.filter((url) => url.startsWith(`${site.siteUrl}/`));
      expect(own.length, form).toBeGreaterThan(0);
      for (const url of urls) {
        const host = new URL(url).hostname;
        expect(host, url).not.toContain("evil");
        if (host === new URL(site.siteUrl).hostname) expect(url.startsWith(`${site.siteUrl}/`), url).toBe(true);
      }
      if (form === "request-documents") {
        expect(
          urls.some((url) => url.startsWith(`${site.siteUrl}/documents/`)),
          "a document link",
        ).toBe(true);
      }
    }
  });

  it("a search alert's confirmation mail names SITE_URL only, its link included", async () => {
    const before = site.mailbox.messages.length;
    const answer = await rawRequest(
      site.port,
      post(
        "/nl/hou-mij-op-de-hoogte/",
        [...forged, ["Content-Type", "application/x-www-form-urlencoded"], ["X-Forwarded-For", visitor()]],
        new URLSearchParams({
          goal: "sale",
          types: "2",
          zips: "2650",
          name: "Lien Claes",
          email: `lien.${Date.now()}@example.be`,
          language: "nl",
          frequency: "instant",
        }).toString(),
      ),
      5_000,
    );
    expect(answer.status).toBe(303);
    expectNoForgedHost(answer, "search alert");
    const [mail] = await mailsFrom(before, 1);
    const urls = absoluteUrls(`${mail?.text ?? ""}\n${mail?.html ?? ""}`);
    expect(urls.some((url) => url.startsWith(`${site.siteUrl}/nl/hou-mij-op-de-hoogte/bevestigen/`))).toBe(true);
    for (const url of urls) expect(new URL(url).hostname, url).not.toContain("evil");
  });

  it("a visit's confirmation mail and its calendar file name SITE_URL only", async () => {
    const html = await (await fetch(`${site.origin}${pages.visit}`)).text();
    const moment = [...html.matchAll(/<input[^>]*name="moment"[^>]*>/g)]
      .map((match) => match[0])
      .find((input) => !input.includes("disabled"))
      ?.match(/value="(\d+)"/)?.[1];
    expect(moment).toBeTruthy();
    const send = (path: string, body: Record<string, string>) =>
      rawRequest(
        site.port,
        post(
          path,
          [...forged, ["Content-Type", "application/x-www-form-urlencoded"], ["X-Forwarded-For", visitor()]],
          new URLSearchParams(body).toString(),
        ),
        5_000,
      );
    const before = site.mailbox.messages.length;
    const email = `sien.${Date.now()}@example.be`;
    const booked = await send(pages.visit, {
      form: "contact-appointment",
      moment: moment ?? "",
      title: "MS",
      firstName: "Sien",
      lastName: "Wouters",
      email,
      phone: "0472 44 55 66",
    });
    expect(booked.status).toBe(303);
    // The visitor's mail, whose link confirms the visit on SITE_URL.
    const held = await mailsFrom(before, 1);
    const confirmLink = held
      .flatMap((mail) => absoluteUrls(mail.text ?? ""))
      .find((url) => url.includes("/nl/bezoek-bevestigen/"));
    expect(confirmLink).toMatch(new RegExp(`^${site.siteUrl.replace(/\./g, "\\.")}/nl/bezoek-bevestigen/[\\w-]+/$`));
    const path = new URL(confirmLink ?? "").pathname;
    const confirmed = await send(path, { confirm: "yes" });
    expect(confirmed.status).toBeLessThan(400);
    expectNoForgedHost(confirmed, "the confirmation");
    // The visitor's confirmation and the agency's mail.
    const mails = await mailsFrom(before + 1, 2);
    const mail = mails.find((each) => each.to?.[0]?.address === email);
    expect(site.mailbox.messages.slice(before).join("").toLowerCase()).not.toContain(evil);
    const urls = absoluteUrls(`${mail?.text ?? ""}\n${mail?.html ?? ""}`);
    for (const url of urls) expect(new URL(url).hostname, url).not.toContain("evil");
    expect(mail?.attachments.map((file) => file.filename)).toEqual(["bezoek.ics"]);
    // The file from the confirmation page, asked for with forged headers.
    const file = await get(`${path}visit.ics`);
    expect(file.status).toBe(200);
    expectNoForgedHost(file, "the calendar file");
    expect(file.body.toString("utf8")).toContain("BEGIN:VCALENDAR");
  });

  it("afterwards, the database holds those leads and that one password link, nothing more", async () => {
    await site.stop();
    const counts = await site.counts();
    expect(counts.leads).toBe(3);
    expect(counts.owner_password_resets).toBe(1);
    expect(counts.search_alerts).toBe(1);
  });
});
