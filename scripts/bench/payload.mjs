// npm run bench:payload -- <base URL> [path …]: the HTML a page sends and how much of it is
// inline script (React Router's hydration data and its module bootstrap), per page.
// Without paths it measures home, the list for sale and the first property on it, in Dutch.
const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
let paths = process.argv.slice(3);

async function page(path) {
  const response = await fetch(base + path, { headers: { "user-agent": "payload-bench" } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

if (paths.length === 0) {
  const list = await page("/nl/te-koop/");
  const detail = list.match(/href="(\/nl\/te-koop\/[^"?]+\/\d+\/)[?"]/);
  if (!detail) throw new Error("no property link on /nl/te-koop/");
  paths = ["/nl/", "/nl/te-koop/", detail[1]];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("| page | HTML | inline script | of which hydration data |");
console.log("|---|--:|--:|--:|");
for (const path of paths) {
  const html = await page(path);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const scriptBytes = inline.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  const dataBytes = inline
    .filter((body) => body.includes("__reactRouterContext"))
    .reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  console.log(`| ${path} | ${kb(Buffer.byteLength(html))} | ${kb(scriptBytes)} | ${kb(dataBytes)} |`);
}
