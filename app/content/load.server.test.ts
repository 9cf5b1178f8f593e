import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSiteContent } from "./load.server";

// The site configuration is checked at start-up: the shipped files pass, and a broken one is
// refused with a message that names the file and the field.

describe("site configuration", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "site-content-"));
    cpSync("content/site", dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function edit(file: string, change: (json: Record<string, unknown>) => void) {
    const target = path.join(dir, file);
    const json = JSON.parse(readFileSync(target, "utf8")) as Record<string, unknown>;
    change(json);
    writeFileSync(target, JSON.stringify(json));
  }

  it("accepts the shipped files, with every menu page and article in four languages", () => {
    const content = loadSiteContent("content/site");
    expect(content.menu.entries.length).toBeGreaterThan(8);
    expect(content.articles.size).toBeGreaterThan(30);
  });

  it("translates every article: no summary or body is the same in two languages", () => {
    const untranslated: string[] = [];
    for (const article of loadSiteContent("content/site").articles.values()) {
      for (const field of ["summary", "body"] as const) {
        const texts = Object.values(article[field]);
        if (new Set(texts).size !== texts.length) untranslated.push(`${article.id}.${field}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it("names the file and the field of a wrong value", () => {
    edit("settings.json", (json) => ((json.theme as Record<string, unknown>).accent = "gold"));
    expect(() => loadSiteContent(dir)).toThrow(/settings\.json is not valid:\n\s+theme\.accent: expected a colour like #1a363d/);
  });

  it("names a missing translation", () => {
    edit("footer.json", (json) => {
      const columns = json.columns as { title: Record<string, unknown> }[];
      if (columns[0]) delete columns[0].title.de;
    });
    expect(() => loadSiteContent(dir)).toThrow(/footer\.json is not valid:\n\s+columns\.0\.title\.de: /);
  });

  it("names a module that points at an article that does not exist", () => {
    edit("menu.json", (json) => {
      const entries = json.entries as { params?: { modules: { relations: { type: string; id: string }[] }[] } }[];
      const relation = entries.flatMap((entry) => entry.params?.modules ?? []).flatMap((module) => module.relations).find((item) => item.type === "article");
      if (relation) relation.id = "no-such-article";
    });
    expect(() => loadSiteContent(dir)).toThrow(/menu\.json: entries\.\d+\.params\.modules\.\d+\.relations\.0\.id: unknown article "no-such-article"/);
  });

  it("names a file that is not JSON", () => {
    writeFileSync(path.join(dir, "topbar.json"), "{ not json");
    expect(() => loadSiteContent(dir)).toThrow(/topbar\.json: /);
  });
});
