import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * A fresh data folder holding a copy of the site's content (content/site), so that a test can
 * change a setting without touching the real one: `captcha: false` switches the forms' captcha off.
 */
export function siteContent(
  prefix: string,
  options: { captcha?: boolean } = {},
): { dataDir: string; contentDir: string } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const contentDir = path.join(dataDir, "content");
  cpSync(path.join(root, "content/site"), contentDir, { recursive: true });
  if (options.captcha === false) {
    const file = path.join(contentDir, "settings.json");
    const settings = JSON.parse(readFileSync(file, "utf8"));
    if (typeof settings.forms?.captcha !== "boolean")
      throw new Error("settings.json has no forms.captcha to switch off");
    settings.forms.captcha = false;
    writeFileSync(file, JSON.stringify(settings, null, 2));
  }
  return { dataDir, contentDir };
}
