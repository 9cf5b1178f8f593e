import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPackage, chromiumPath, ensureDebianPackages } from "./lib/system.mjs";

// npm run screenshots -- [base URL] [path …]: full-page PNGs of pages at phone and desktop
// widths under tmp/screenshots/, to look at what visitors see.

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0 ? paths : ["/nl/", "/nl/te-koop/", "/fr/a-louer/", "/nl/projecten/", "/en/no-such-page/"];
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

ensureDebianPackages("npm run screenshots", [chromiumPackage]);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
mkdirSync("tmp/screenshots", { recursive: true });
for (const [device, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const target of targets) {
    await page.goto(new URL(target, base).href, { waitUntil: "networkidle" });
    const file = `tmp/screenshots/${device}${target.replace(/[^a-z0-9]+/gi, "-")}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
