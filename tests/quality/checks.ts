import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 level A and AA, as the European Accessibility Act asks. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeFinding = { rule: string; impact: string; targets: string[] };

/**
 * axe's violations of the WCAG 2.2 AA rules on the page as it stands, one line per rule with the
 * elements it names. In axe's one-page mode: its default opens a blank page for every run to put
 * frames' results together, which took 0.4–1.1 s of each run's 0.8–2.0 s here (a property page
 * and home, at a phone's size). A page holds no frame until a visitor plays its video or tour (a
 * link till then, app/catalog/components/media-embed.tsx), so the one-page mode misses nothing.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "",
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

export type VnuMessage = { file: string; line?: number; message: string };

const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * The site's stylesheet where a page carries it within (decision 054): the checker reads the
 * page's HTML, and the stylesheet is the same file other pages link, which it does not read. Its
 * CSS checker does not know what the stylesheet uses (`@property`, `margin-trim`).
 */
const stylesheetWithin = /(<style data-stylesheet=""[^>]*>)[\s\S]*?(<\/style>)/;

/**
 * The Nu HTML Checker's errors for each document, keyed as given. One Java start for all of
 * them: it is most of the cost.
 */
export async function vnuErrors(documents: Record<string, string>): Promise<Record<string, VnuMessage[]>> {
  const folder = await mkdtemp(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [key, html] of Object.entries(documents)) {
      const file = path.join(folder, `${index++}.html`);
      files.set(`file:${file}`, key);
      await writeFile(file, html.replace(stylesheetWithin, "$1$2"));
    }
    const output = await promisify(execFile)(
      "java",
      [
        // A short run: the quick compiler alone and one collector thread take half the CPU time
        // (six pages: 3.4–3.6 s against 6.9–8.2 s, the same report). With that compiler the
        // checker's schema needs a deeper stack than Java's default thread has.
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-Xss4m",
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).then(
      (done) => done.stdout,
      // vnu exits 1 when it found errors; its report is still on stdout.
      (failed: { stdout?: string }) => {
        if (!failed.stdout) throw failed;
        return failed.stdout;
      },
    );
    const report = JSON.parse(output) as {
      messages: { url: string; type: string; lastLine?: number; message: string }[];
    };
    const errors: Record<string, VnuMessage[]> = Object.fromEntries([...files.values()].map((key) => [key, []]));
    for (const message of report.messages) {
      if (message.type !== "error") continue;
      const key = files.get(message.url) ?? message.url;
      (errors[key] ??= []).push({ file: key, line: message.lastLine, message: message.message });
    }
    return errors;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
