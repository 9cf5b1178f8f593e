import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { RenderJob } from "../app/http/render-threads.server.ts";
import { startRenderThreads } from "./render-threads";

// The render threads' pool (decision 064), with a stand-in thread that renders a page's URL,
// fails, hangs or stops on demand: whatever a thread does, the page is answered, by the thread
// or (null) by the main thread, in time.

const thread = () =>
  new Worker(
    `const { parentPort } = require("node:worker_threads");
     parentPort.on("message", ({ id, job }) => {
       if (job.url === "hang") return;
       if (job.url === "exit") process.exit(1);
       if (job.url === "fail") return parentPort.postMessage({ id, error: "the shell failed" });
       const html = new TextEncoder().encode("<p>" + job.url + " " + job.state.loaderData.n + "</p>");
       parentPort.postMessage({ id, html, failed: false }, [html.buffer]);
     });
     parentPort.postMessage({ ready: true });`,
    { eval: true },
  );

const job = (url: string, loaderData: Record<string, unknown> = { n: 1 }) =>
  ({ url, nonce: "n", state: { loaderData, matches: [] } }) as unknown as RenderJob;

const text = (rendered: { html: Uint8Array } | null) => (rendered ? new TextDecoder().decode(rendered.html) : null);

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
});

/** Threads whose first page has been rendered on one of them. */
async function started(count: number, jobTimeoutMs = 5_000) {
  const threads = startRenderThreads(count, { jobTimeoutMs, newThread: thread });
  stop = () => threads.stop();
  await expect.poll(async () => text(await threads.render(job("/warm"))), { timeout: 10_000 }).toBe("<p>/warm 1</p>");
  return threads;
}

describe("render threads", () => {
  it("answer null until a thread has started, so that the main thread renders the page", async () => {
    const threads = startRenderThreads(1, { jobTimeoutMs: 5_000, newThread: thread });
    stop = () => threads.stop();
    expect(await threads.render(job("/nl/"))).toBeNull();
  });

  it("render pages on the threads, many at a time", async () => {
    const threads = await started(2);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, n) => threads.render(job(`/p/${n}`, { n }))));
    expect(pages.map(text)).toEqual(Array.from({ length: 20 }, (_, n) => `<p>/p/${n} ${n}</p>`));
  });

  it("leave to the main thread a page whose data cannot cross threads, and go on", async () => {
    const threads = await started(1);
    expect(await threads.render(job("/nl/", { n: () => 1 }))).toBeNull();
    expect(text(await threads.render(job("/nl/")))).toBe("<p>/nl/ 1</p>");
  });

  it("leave to the main thread a page the thread could not render", async () => {
    const threads = await started(1);
    expect(await threads.render(job("fail"))).toBeNull();
    expect(text(await threads.render(job("/fr/")))).toBe("<p>/fr/ 1</p>");
  });

  it("answer null for a thread that stops, and start it again", async () => {
    const threads = await started(1);
    expect(await threads.render(job("exit"))).toBeNull();
    await expect.poll(async () => text(await threads.render(job("/en/"))), { timeout: 10_000 }).toBe("<p>/en/ 1</p>");
  });

  it("stop a thread that does not answer in time, and start it again", async () => {
    const threads = await started(1, 300);
    const began = Date.now();
    expect(await threads.render(job("hang"))).toBeNull();
    expect(Date.now() - began).toBeLessThan(3_000);
    await expect.poll(async () => text(await threads.render(job("/de/"))), { timeout: 10_000 }).toBe("<p>/de/ 1</p>");
  });

  it("render nothing once stopped", async () => {
    const threads = await started(1);
    await threads.stop();
    expect(await threads.render(job("/nl/"))).toBeNull();
  });
});
