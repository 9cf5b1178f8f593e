import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

// An operator breaks a content file on purpose: the server does not start, and says which
// file and which field are wrong.
test("the server refuses to start on a broken site configuration and names the field", ({ isMobile }) => {
  test.skip(isMobile, "no browser involved");
  const dir = mkdtempSync(path.join(tmpdir(), "broken-site-"));
  try {
    cpSync("content/site", dir, { recursive: true });
    const menuFile = path.join(dir, "menu.json");
    const menu = JSON.parse(readFileSync(menuFile, "utf8")) as { entries: { status: string }[] };
    if (menu.entries[2]) menu.entries[2].status = "Online";
    writeFileSync(menuFile, JSON.stringify(menu));
    const result = spawnSync("node_modules/.bin/node", ["server/index.js"], {
      env: { ...process.env, CONTENT_DIR: dir, PORT: "0", DATA_DIR: path.join(dir, "data") },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${menuFile} is not valid:`);
    expect(result.stderr).toMatch(/entries\.2\.status: Invalid option: expected one of "Published"\|"Draft"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// An operator mistypes a variable: the server says which one and does not start, rather than
// announcing "ready" and answering 500s.
test("the server refuses to start on a wrong environment variable and names it", ({ isMobile }) => {
  test.skip(isMobile, "no browser involved");
  const cases: [Record<string, string>, RegExp][] = [
    [{ SITE_URL: "ftp://www.example.be" }, /SITE_URL: must be an http\(s\) address/],
    [{ SITE_URL: "https://www.example.be/site/" }, /SITE_URL: must be an origin only/],
    [{ PORT: "eighty" }, /PORT: /],
    [{ SMTP_URL: "mail.example.be" }, /SMTP_URL: /],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL: /],
  ];
  for (const [variables, message] of cases) {
    const result = spawnSync("node_modules/.bin/node", ["server/index.js"], {
      env: { ...process.env, PORT: "0", ...variables },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status, JSON.stringify(variables)).toBe(1);
    expect(result.stderr).toMatch(/^The server cannot start\. Invalid environment: /);
    expect(result.stderr).toMatch(message);
  }
});
