import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type * as LayoutModule from "./layout.server";
import type * as PagesModule from "./pages.server";

// Pages follow their configuration: redirect, showBreadCrumb, showPageBanner, and only
// Published modules and menu entries show.

interface Entry {
  id: string;
  status: string;
  params?: { redirect?: boolean; redirectUrl?: string; showBreadCrumb?: boolean; showPageBanner?: boolean; modules: { status: string; view: string }[] };
}

// Property-list modules read the catalog; here it is a made-up one, not the app's database.
vi.mock("~/catalog/catalog.server", () => ({
  getCatalog: async () => buildCatalog({ version: 1, properties: syntheticProperties(40), projects: [], types: syntheticTypes }),
}));

// No database in a unit test: the testimonials module sees it away and stays out, as it does
// on a site whose database is down.
vi.mock("~/db/database.server", () => ({
  getDatabase: () => Promise.reject(new Error("no database in the page-configuration unit test")),
}));

describe("configured pages", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-pages-"));
  // Whatever the page modules open (the testimonials' database, secrets) goes to a folder of
  // the test's own, never the project's data/.
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-pages-data-"));
  let pages: typeof PagesModule;
  let layout: typeof LayoutModule;

  beforeAll(async () => {
    cpSync("content/site", dir, { recursive: true });
    const file = path.join(dir, "menu.json");
    const menu = JSON.parse(readFileSync(file, "utf8")) as { entries: Entry[] };
    const entry = (id: string) => {
      const found = menu.entries.find((candidate) => candidate.id === id);
      if (!found?.params) throw new Error(`no page ${id}`);
      return found as Entry & { params: NonNullable<Entry["params"]> };
    };
    Object.assign(entry("contact").params, { redirect: true, redirectUrl: "page:team" });
    Object.assign(entry("team").params, { showBreadCrumb: false, showPageBanner: false });
    entry("added-value").params.modules.forEach((module) => {
      if (module.view === "single-view") module.status = "Draft";
    });
    entry("letting").status = "Draft";
    writeFileSync(file, JSON.stringify(menu));
    vi.stubEnv("CONTENT_DIR", dir);
    vi.stubEnv("DATA_DIR", dataDir);
    vi.resetModules();
    pages = await import("./pages.server");
    layout = await import("./layout.server");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends a page with redirect on to its target, in the page language", async () => {
    expect((await pages.sitePage("contact", "fr"))?.redirect).toBe("/fr/notre-equipe/");
  });

  it("leaves out the breadcrumb and the banner when the flags say so", async () => {
    const team = await pages.sitePage("team", "nl");
    expect(team?.breadcrumb).toBeNull();
    expect(team?.banner).toBeNull();
    expect((await pages.sitePage("selling", "nl"))?.breadcrumb?.map((crumb) => crumb.label)).toEqual(["Home", "Verkopen"]);
  });

  it("shows only Published modules and menu entries", async () => {
    const addedValue = await pages.sitePage("addedValue", "nl");
    expect(addedValue?.modules.map((module) => module.view)).toEqual(["collapse-view"]);
    expect(await pages.sitePage("letting", "nl")).toBeNull();
    const menu = layout.layoutFor("nl", 2026).menu.map((item) => item.label);
    expect(menu).not.toContain("Verhuren");
    expect(menu).toContain("Verkopen");
  });
});
