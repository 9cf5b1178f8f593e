// One render thread (server/render-threads.ts, decision 064): the server's build, imported
// once, renders the pages the main thread sends, and sends their HTML back.
import path from "node:path";
import { parentPort } from "node:worker_threads";

const root = path.resolve(import.meta.dirname, "..");
const build = await import(path.join(root, "build/server/index.js"));
const port = parentPort;
if (!port) throw new Error("server/render-thread.ts runs as a worker thread of server/index.js");

port.on("message", async ({ id, job }) => {
  try {
    const { html, failed } = await build.entry.module.renderOnThread(job, build);
    // Handed over, not copied, when the bytes fill their own buffer.
    const own = html.byteOffset === 0 && html.byteLength === html.buffer.byteLength;
    const bytes = own ? html : new Uint8Array(html);
    port.postMessage({ id, html: bytes, failed }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
