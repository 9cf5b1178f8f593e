// npm run bench:lighthouse -- [--rounds N] NAME=ORIGIN... -- PATH...: Lighthouse's mobile
// performance (score, simulated first contentful paint and LCP) of each path on each running
// site, in turn, N rounds (default 2), so that two builds are measured in the same minutes.
// Start each build's server first (`node server/index.js` with its own DATA_DIR and PORT), e.g.
//   npm run bench:lighthouse -- before=http://127.0.0.1:3481 after=http://127.0.0.1:3480 -- /nl/
// Prints one line per run and a table row per path and site. `npm run audit` is the check with
// budgets; this is for telling two builds apart.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../lib/system.mjs";

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt === -1 ? 2 : Number(args.splice(roundsAt, 2)[1]);
const split = args.indexOf("--");
const sites = args.slice(0, split).map((arg) => arg.split("=") as [string, string]);
const paths = args.slice(split + 1);
if (split === -1 || sites.length === 0 || paths.length === 0 || !(rounds > 0)) {
  console.error("Usage: npm run bench:lighthouse -- [--rounds N] NAME=ORIGIN... -- PATH...");
  process.exit(2);
}

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const cells = new Map<string, string[]>();
try {
  for (let round = 1; round <= rounds; round++)
    for (const page of paths)
      for (const [name, origin] of sites) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${origin}${page}`);
        const { audits, categories } = result.lhr;
        const seconds = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
        const score = Math.round((categories.performance?.score ?? 0) * 100);
        const cell = `${score} / ${seconds("first-contentful-paint")} / ${seconds("largest-contentful-paint")}`;
        console.log(`round ${round}, ${name} ${page}: ${cell}`);
        cells.set(`${page} | ${name}`, [...(cells.get(`${page} | ${name}`) ?? []), cell]);
      }
} finally {
  await chrome.kill();
}
console.log("\n| page | site | performance / FCP / LCP, one per round |\n|---|---|---|");
for (const [row, values] of cells) console.log(`| ${row} | ${values.join(" · ")} |`);
