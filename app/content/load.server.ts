import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { env } from "~/platform/env.server";
import { articles as articleSlugs } from "~/i18n/paths";
import { isPageFormKind, pageForms } from "~/leads/forms";
import type { Article, Category, Footer, MenuFile, Settings, TopBar } from "./schema";
import { articleFile, categoriesFile, footerFile, menuFile, settingsFile, topBarFile } from "./schema";

// Reads and checks the site configuration. A wrong file stops the start with a message that
// names the file and the field (issue: site shell), never a half-configured site.

export interface SiteContent {
  settings: Settings;
  menu: MenuFile;
  footer: Footer;
  topBar: TopBar;
  categories: Category[];
  articles: Map<string, Article>;
}

export class ContentError extends Error {
  override name = "ContentError";
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function parse<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(readJson(file));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new ContentError(`${file} is not valid:\n${problems.join("\n")}`);
}

/** References between files: every article, category and menu child must exist. */
function crossCheck(content: SiteContent, dir: string): string[] {
  const problems: string[] = [];
  const categories = new Set(content.categories.map((category) => category.id));
  for (const article of content.articles.values()) {
    if (!categories.has(article.category)) problems.push(`articles/${article.id}.json: category: unknown category "${article.category}"`);
    const page = article.page;
    if (page && "section" in page && !(page.key in articleSlugs[page.section])) {
      problems.push(`articles/${article.id}.json: page.key: "${page.key}" is not an article of ${page.section} in app/i18n/paths.ts`);
    }
  }
  const ids = new Set(content.menu.entries.map((entry) => entry.id));
  content.menu.entries.forEach((entry, index) => {
    const at = `menu.json: entries.${index}`;
    if (entry.parentId !== null && !ids.has(entry.parentId)) problems.push(`${at}.parentId: unknown entry "${entry.parentId}"`);
    if (!entry.path && !entry.article) problems.push(`${at}: needs a path or an article`);
    if (entry.article && !content.articles.has(entry.article)) problems.push(`${at}.article: unknown article "${entry.article}"`);
    if (entry.path && !entry.params) problems.push(`${at}.params: a page entry needs params`);
    entry.params?.modules.forEach((module, moduleIndex) => {
      module.relations.forEach((relation, relationIndex) => {
        const where = `${at}.params.modules.${moduleIndex}.relations.${relationIndex}.id`;
        if (relation.type === "article" && !content.articles.has(relation.id)) problems.push(`${where}: unknown article "${relation.id}"`);
        if (relation.type === "category" && !categories.has(relation.id)) problems.push(`${where}: unknown category "${relation.id}"`);
        if (relation.type === "form" && !isPageFormKind(relation.id)) {
          problems.push(`${where}: "${relation.id}" is not a page form (${pageForms.join(", ")})`);
        }
      });
    });
  });
  return problems.map((problem) => `${dir}/${problem}`);
}

export function loadSiteContent(dir = env().CONTENT_DIR): SiteContent {
  const articleDir = path.join(dir, "articles");
  const articles = new Map<string, Article>();
  for (const name of readdirSync(articleDir).filter((file) => file.endsWith(".json")).sort()) {
    const article = parse(path.join(articleDir, name), articleFile);
    if (`${article.id}.json` !== name) throw new ContentError(`${path.join(articleDir, name)}: id: expected "${name.replace(/\.json$/, "")}"`);
    articles.set(article.id, article);
  }
  const content: SiteContent = {
    settings: parse(path.join(dir, "settings.json"), settingsFile),
    menu: parse(path.join(dir, "menu.json"), menuFile),
    footer: parse(path.join(dir, "footer.json"), footerFile),
    topBar: parse(path.join(dir, "topbar.json"), topBarFile),
    categories: parse(path.join(dir, "categories.json"), categoriesFile),
    articles,
  };
  const problems = crossCheck(content, dir);
  if (problems.length > 0) throw new ContentError(`The site configuration is not consistent:\n  ${problems.join("\n  ")}`);
  return content;
}
