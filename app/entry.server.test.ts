import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// patches/react-dom+19.3.1.patch changes how React's Node renderer writes a page (decision 047):
// a short string goes into its 4 KB buffer through Buffer#write, and a segment's bytes are not
// counted when a page is not cut into progressive chunks. A visitor must get the bytes React's
// string renderer gives, wherever a character falls against a buffer's edge. The patch is in
// React's production build, which only a process started with NODE_ENV=production loads.
const check = String.raw`
import { PassThrough } from "node:stream";
import { createElement as h, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

// Texts of one, two, three and four bytes per character, and lone halves of a surrogate pair.
const texts = ["Edegem", "€ 615.000", "één werkdag", "Grüße aus Köln", "🏡 tuin", "half \ud83c pair", "end \udfe1"];
const page = (shift) =>
  h("div", null,
    h("p", null, "x".repeat(shift)),
    Array.from({ length: 400 }, (_, row) =>
      h("p", { key: row, title: texts[(row + 3) % texts.length], className: "row-" + row },
        texts[row % texts.length], row % 5 === 0 ? "é".repeat(row * 7) : null)),
    h(Suspense, { fallback: h("p", null, "wachten") }, h("section", null, "Aanbod ".repeat(200))));

// As entry.server.tsx renders a page.
const streamed = (element) => new Promise((resolve, reject) => {
  const { pipe } = renderToPipeableStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onAllReady() {
      const chunks = [];
      const body = new PassThrough();
      body.on("data", (chunk) => chunks.push(chunk));
      body.on("end", () => resolve(Buffer.concat(chunks)));
      pipe(body);
    },
    onShellError: reject,
  });
});

const results = [];
for (const shift of [0, 1, 2, 3, 1000, 4093, 4094, 4095]) {
  const bytes = await streamed(page(shift));
  const expected = Buffer.from(renderToString(page(shift)));
  results.push({ shift, length: bytes.length, same: bytes.equals(expected), html: shift === 0 ? bytes.toString() : "" });
}
console.log(JSON.stringify(results));
`;

function render(): { shift: number; length: number; same: boolean; html: string }[] {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", check], {
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("the server's HTML writer (React's production build)", () => {
  const results = render();

  it("sends the same bytes as React's string renderer, whatever falls on a buffer's edge", () => {
    expect(results).toHaveLength(8);
    for (const { shift, length, same } of results) {
      expect(length, `shifted by ${shift}`).toBeGreaterThan(3 * 4096);
      expect(same, `shifted by ${shift}`).toBe(true);
    }
  });

  it("sends a large finished Suspense boundary in place, not hidden behind a script", () => {
    const html = results[0]?.html ?? "";
    expect(html).toContain(`<!--$--><section>${"Aanbod ".repeat(200)}</section><!--/$-->`);
    expect(html).not.toContain("wachten");
    expect(html).not.toContain("<template");
  });
});
