import { devices, type Page } from "@playwright/test";
import { awaitScripts, expect, test } from "./support/test";
import { pageType } from "../quality/pages";
import { nl } from "../../app/i18n/locales/nl";

// Issue 15, point 4: a page rendered on the server shows everything without its scripts, so its
// scripts are asked for only once the first photo is painted (app/ui/scripts.tsx, decision 042):
// on a slow phone line the stylesheet, the font and the photo have the line to themselves.

test("the detail page asks for its scripts only once its first photo is there, and then comes alive", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "phone", "what a phone on a slow line gets");
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  const requests = new Map<string, { path: string; type: string; priority: string; sent: number; done?: number }>();
  client.on("Network.requestWillBeSent", (event) => {
    const path = new URL(event.request.url, "http://site").pathname;
    if (![...requests.values()].some((request) => request.path === path))
      requests.set(event.requestId, {
        path,
        type: event.type ?? "",
        priority: event.request.initialPriority,
        sent: event.timestamp,
      });
  });
  client.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    if (request) request.done = event.timestamp;
  });
  await page.goto(pageType("property").paths.nl);
  await page.waitForLoadState("networkidle");
  const of = (type: string) => [...requests.values()].filter((request) => request.type === type);
  const firstPhoto = of("Image").find((request) => request.path.startsWith("/images/"));
  expect(firstPhoto?.priority).toBe("High");
  // The stylesheet is within the document (decision 054): no request for it.
  expect(of("Stylesheet")).toEqual([]);
  // The headings' face alone, asked for from the head (app/app.css, decision 042); the wordmark's
  // semibold "Immo" and the favicon are within the page and cost no request (decision 051).
  expect(
    of("Font").map((request) => [request.path.replace(/^(\/assets\/fraunces-\d+)-.+$/, "$1"), request.priority]),
  ).toEqual([["/assets/fraunces-400", "High"]]);
  expect([...requests.values()].filter((request) => /icon|\.svg$/.test(request.path))).toEqual([]);
  // It is drawn: the page's policy lets it in, and the file holds what the page sets in it.
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family === "Fraunces").map((face) => [face.weight, face.status]);
    }),
  ).toEqual([["400", "loaded"]]);
  // The drawn word is read as the agency's name.
  await expect(page.getByRole("banner").getByRole("link", { name: "Immo Zuidrand", exact: true })).toBeVisible();
  // "Immo" is drawn from the outline the document holds once (decision 055): its ink spans the box.
  const [outlines, inked] = await page.evaluate(() => {
    const drawn = document.querySelector<SVGGraphicsElement>("header svg use");
    const box = drawn?.closest("svg")?.viewBox.baseVal.width ?? 1;
    return [document.querySelectorAll("#wordmark-immo").length, (drawn?.getBBox().width ?? 0) / box];
  });
  expect(outlines).toBe(1);
  expect(inked).toBeGreaterThan(0.95);
  const scripts = of("Script").filter((request) => request.path.startsWith("/assets/"));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script.sent, script.path).toBeGreaterThan(firstPhoto?.done ?? Infinity);

  // And then the page comes alive: the heart that keeps a favourite appears, and the menu's links
  // move within the same document.
  await expect(page.getByRole("main").locator("button[aria-pressed]").first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await followToRent(page);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

/** Opens the header's menu and follows "Te huur", as a visitor on a phone does. */
async function followToRent(page: Page) {
  await page.getByRole("banner").locator("summary").click();
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("link", { name: "Te huur" })
    .click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
}

for (const type of ["for sale", "home"] as const) {
  test(`${type}: the photo a phone shows first comes ahead, the slides and cards once it is painted`, async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "phone", "what a phone on a slow line gets");
    const client = await page.context().newCDPSession(page);
    await client.send("Network.enable");
    const photos = new Map<string, { path: string; priority: string; sent: number; done?: number }>();
    client.on("Network.requestWillBeSent", (event) => {
      const path = new URL(event.request.url).pathname;
      if (event.type === "Image" && path.startsWith("/images/"))
        photos.set(event.requestId, { path, priority: event.request.initialPriority, sent: event.timestamp });
    });
    client.on("Network.loadingFinished", (event) => {
      const photo = photos.get(event.requestId);
      if (photo) photo.done = event.timestamp;
    });
    await page.goto(pageType(type).paths.nl);
    await page.waitForLoadState("networkidle");
    // The first card's photo on a list, the banner's first slide on home: the page's largest paint
    // on a phone (decision 053). The banner's other slides and the cards' photos near the screen
    // are asked for once it is painted, not beside it (a photo laid out on its own, as home's
    // article beside its text, may come as the browser sees fit).
    const [first] = photos.values();
    expect(first?.priority).toBe("High");
    const shown = (selector: string) =>
      page.locator(selector).evaluateAll((images) =>
        images
          .map((image) => (image as HTMLImageElement).currentSrc)
          .filter(Boolean)
          .map((source) => new URL(source).pathname),
      );
    // A file a photo that waits shares with one that does not (home's article shows a slide's
    // photo too) is left out: its request may be the other's.
    const free = new Set(await shown("img:not([data-after-paint])"));
    const waiting = new Set((await shown("img[data-after-paint]")).filter((path) => !free.has(path)));
    const others = [...photos.values()].filter((photo) => waiting.has(photo.path));
    expect(others.length).toBeGreaterThan(1);
    for (const photo of others) expect(photo.sent, photo.path).toBeGreaterThan(first?.done ?? Infinity);
    // And they are there: every photo on the first screen is drawn.
    const drawn = await page
      .locator("main img")
      .evaluateAll((images) =>
        images
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .map((image) => (image as HTMLImageElement).naturalWidth > 0),
      );
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(Boolean)).toBe(true);
  });
}

test("the router is made before React hydrates the page, and the page then comes alive", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "what a phone's main thread does");
  // Made in hydration's first render, React Router's router held the main thread for 12–19 ms
  // together with that render (docs/PERFORMANCE.md); prepareHydratedRouter makes it before
  // (patches/react-router+8.4.0.patch). React marks the document as its root when it begins.
  await page.addInitScript(() => {
    let router: unknown;
    Object.defineProperty(window, "__reactRouterDataRouter", {
      configurable: true,
      get: () => router,
      set(made: unknown) {
        router = made;
        const rooted = Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
        Object.assign(window, { routerMadeWhileHydrating: rooted });
      },
    });
  });
  await page.goto(pageType("property").paths.nl);
  await expect(page.getByRole("main").locator("button[aria-pressed]").first()).toBeVisible();
  expect(await page.evaluate(() => (window as { routerMadeWhileHydrating?: boolean }).routerMadeWhileHydrating)).toBe(
    false,
  );
  await followToRent(page);
});

test("a video banner shows its poster first, and its video comes and plays once the page is painted", async ({
  browser,
}) => {
  test.skip(test.info().project.name !== "phone", "what a phone on a slow line gets");
  // Until the image worker has made the poster's variant, the original stands in behind a
  // redirect: a first visit after an import (in a fresh checkout the worker is still making the
  // variants when the journeys start). That visit has the poster made next (decision 076); the
  // measured loads are the visits after it. The wait has 150 s, the two loads after it up to a
  // minute: the worker runs at the lowest priority, beside three journeys on two cores.
  test.setTimeout(240_000);
  const warm = await browser.newContext({ ...devices["Pixel 7"], reducedMotion: "reduce" });
  const first = await warm.newPage();
  await first.goto(pageType("projects").paths.nl);
  const variant = await first
    .locator("section img")
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect
    .poll(async () => (await first.request.get(variant, { maxRedirects: 0 })).status(), { timeout: 150_000 })
    .toBe(200);
  await warm.close();
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const context = await browser.newContext({ ...devices["Pixel 7"], reducedMotion });
    const page = awaitScripts(await context.newPage());
    const asked: { path: string; type: string; priority: string; sent: number; done?: number }[] = [];
    const client = await context.newCDPSession(page);
    await client.send("Network.enable");
    const byId = new Map<string, (typeof asked)[number]>();
    client.on("Network.requestWillBeSent", (event) => {
      const request = {
        path: new URL(event.request.url).pathname,
        type: event.type ?? "",
        priority: event.request.initialPriority,
        sent: event.timestamp,
      };
      byId.set(event.requestId, request);
      asked.push(request);
    });
    client.on("Network.loadingFinished", (event) => {
      const request = byId.get(event.requestId);
      if (request) request.done = event.timestamp;
    });
    await page.goto(pageType("projects").paths.nl);
    // The poster is the page's largest paint: the first photo, asked for at once and in front.
    const poster = asked.find((request) => request.type === "Image" && request.path.startsWith("/images/"));
    expect(poster?.priority).toBe("High");
    const video = page.locator("section video");
    if (reducedMotion === "reduce") {
      // It stands still on its poster, and its file is never asked for.
      await page.waitForLoadState("networkidle");
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      expect(asked.filter((request) => request.type === "Media")).toEqual([]);
    } else {
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
      // A phone gets the banner's lighter video, asked for once the poster is there.
      const media = asked.filter((request) => request.type === "Media");
      expect(media.map((request) => request.path)).toContain("/media/site/banner/projects-mobile.mp4");
      for (const request of media) expect(request.sent, request.path).toBeGreaterThan(poster?.done ?? Infinity);
    }
    await context.close();
  }
});

test.describe("on a first visit", () => {
  test.use({ storageState: { cookies: [], origins: [] }, scripted: false });

  test("a box the parser has not finished is not drawn: the cookie dialog, home's search block", async ({
    page,
    request,
  }) => {
    // The document as a slow phone may paint it: cut off within the box, which then misses its
    // end marker (WholeEnd, app/app.css [data-whole]). The box waits; what came before it shows.
    const html = await (await request.get(pageType("home").paths.nl)).text();
    const dialog = page.getByRole("dialog", { name: nl.consent.title });
    const search = page.getByRole("heading", { level: 1 });
    const cutAfter = async (text: string) => {
      const at = html.indexOf(text);
      expect(at).toBeGreaterThan(0);
      await page.route("**/nl/", (route) =>
        route.fulfill({ body: html.slice(0, at + text.length), contentType: "text/html" }),
      );
      await page.goto(pageType("home").paths.nl);
      await page.unroute("**/nl/");
    };
    await cutAfter(`id="cookie-consent-title"`);
    await expect(page.getByRole("link", { name: nl.site.skipToContent })).toBeAttached();
    await expect(dialog).toBeHidden();
    await cutAfter(`data-whole="" class="mx-auto w-full max-w-7xl px-4 pb-12 pt-36`);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(search).toBeHidden();
    // Whole, both are drawn.
    await page.goto(pageType("home").paths.nl);
    await expect(dialog).toBeVisible();
    await expect(search).toBeVisible();
  });
});

test.describe(() => {
  // The journey holds the page's paint report back itself, and with it the scripts.
  test.use({ scripted: false });

  test("a page without a photo asks for its scripts only once the browser reports it painted", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "what a phone on a slow line gets");
    // The browser's report of the first contentful paint reaches the page only when the journey
    // lets it: until then, as far as the page knows, nothing is painted yet.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      const Observer = window.PerformanceObserver;
      Object.assign(window, { reportPaint: () => held.splice(0).forEach((report) => report()) });
      window.PerformanceObserver = class extends Observer {
        constructor(callback: PerformanceObserverCallback) {
          super((list, observer) => {
            if (list.getEntries().some((entry) => entry.entryType === "paint"))
              held.push(() => callback(list, observer));
            else callback(list, observer);
          });
        }
      };
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.+\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto(pageType("owner login").paths.nl);
    await expect(page.locator("img[fetchpriority=high]")).toHaveCount(0);
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    await page.evaluate(() => (window as unknown as { reportPaint: () => void }).reportPaint());
    await expect(page.locator("html")).toHaveAttribute("data-scripted", "");
    expect(scripts.length).toBeGreaterThan(3);
  });
});

test("a page brings the words any page may show, and the follow-up pages' words come only with those pages", async ({
  page,
}) => {
  // Decision 045: the catalogue's second file holds the words of the thank-you, visit, alert and
  // owners' pages; a list, like every page without them, goes without.
  const words: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/(nl-[a-z-]+)-[\w-]+\.js$/.exec(request.url());
    if (file?.[1]) words.push(file[1]);
  });
  await page.goto("/nl/te-huur/?city=Edegem%7C2650");
  expect(words).toEqual(["nl-common"]);
  // Within the same document, the alert form's page asks for them, and shows them.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: nl.list.saveSearch }).first().click();
  await expect(page.getByRole("heading", { name: nl.alerts.formTitle })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(words).toEqual(["nl-common", "nl-follow-up"]);

  // Opened as a page of its own, the owners' login asks for both with its scripts, and its words
  // stay after it has come alive (the console journeys check it hydrates without a mismatch).
  words.length = 0;
  await page.goto(pageType("owner login").paths.nl);
  expect(words.sort()).toEqual(["nl-common", "nl-follow-up"]);
  await expect(page.getByRole("heading", { name: nl.owner.loginTitle })).toBeVisible();
});

test("a list, a property and a project carry the stylesheet within; home and contact ask for the file, the same text", async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== "phone", "the same document on every screen");
  // Decision 054: a document that takes two round trips anyway carries the stylesheet in the
  // second; one that fits the first asks for the file, which the browser keeps.
  const styles = async (path: string) => {
    const asked: string[] = [];
    const listen = (request: { url: () => string; resourceType: () => string }) => {
      if (request.resourceType() === "stylesheet") asked.push(new URL(request.url()).pathname);
    };
    page.on("request", listen);
    await page.goto(path);
    page.off("request", listen);
    const within = await page
      .locator("style[data-stylesheet]")
      .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    return { asked: asked.filter((file) => file.startsWith("/assets/app-")), within };
  };
  const files = new Set<string>();
  for (const type of ["home", "contact"] as const) {
    const { asked, within } = await styles(pageType(type).paths.fr);
    expect(within, type).toEqual([]);
    expect(asked, type).toHaveLength(1);
    files.add(asked[0] ?? "");
  }
  expect(files.size).toBe(1);
  const file = await (await request.get([...files][0] ?? "")).text();
  for (const type of ["for sale", "property", "project"] as const) {
    const { asked, within } = await styles(pageType(type).paths.fr);
    expect(asked, type).toEqual([]);
    expect(
      within.map((text) => text?.trim()),
      type,
    ).toEqual([file.trim()]);
    // Styled: the page's title in the headings' face.
    await expect(page.locator("h1").first()).toHaveCSS("font-family", /Fraunces/);
  }
  // A link within the site from a page with it within to home keeps it: nothing unstyled between.
  await page.goto(pageType("property").paths.nl);
  await expect(page.locator("html")).toHaveAttribute("data-scripted", "");
  await page.getByRole("banner").getByRole("link", { name: "Immo Zuidrand", exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/$/);
  expect(await page.locator("style[data-stylesheet]").count()).toBe(1);
  await expect(page.locator("h1").first()).toHaveCSS("font-family", /Fraunces/);
});
