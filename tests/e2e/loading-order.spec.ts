import { expect, test } from "@playwright/test";
import { pageType } from "../quality/pages";

// Issue 15, point 4: a page rendered on the server shows everything without its scripts, so the
// browser fetches the stylesheet and the first photo first and the scripts at low priority
// (app/root.tsx, PageModules). Before, the scripts were asked for at high priority and a slow
// phone line carried them before the first paint (Lighthouse's first contentful paint on the
// detail page went from 2.2 s to 0.9 s, docs/PERFORMANCE.md).

test("the detail page asks for its stylesheet and first photo before its scripts, which wait at low priority", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "phone", "what a phone on a slow line gets");
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  const priorities = new Map<string, { type: string; priority: string }>();
  client.on("Network.requestWillBeSent", (event) => {
    const path = new URL(event.request.url, "http://site").pathname;
    if (!priorities.has(path))
      priorities.set(path, { type: event.type ?? "", priority: event.request.initialPriority });
  });
  await page.goto(pageType("property").paths.nl);
  await page.waitForLoadState("networkidle");
  const of = (type: string) => [...priorities.entries()].filter(([, request]) => request.type === type);
  const scripts = of("Script").filter(([path]) => path.startsWith("/assets/"));
  expect(scripts.length).toBeGreaterThan(3);
  // Every script of the first load; the lead forms' code comes later, when a visitor needs it.
  for (const [path, { priority }] of scripts) expect({ path, priority }).toEqual({ path, priority: "Low" });
  expect(of("Stylesheet").map(([, request]) => request.priority)).toContain("VeryHigh");
  const firstPhoto = of("Image").find(([path]) => path.startsWith("/images/"));
  expect(firstPhoto?.[1].priority).toBe("High");
});
