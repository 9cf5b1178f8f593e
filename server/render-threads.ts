// The render threads (decision 064): worker threads that each hold the server's build and
// render the pages the main thread hands them, so that a page's render runs beside the next
// request's loaders, its compression and the HTML cache's hits instead of after them. A thread
// that cannot take a page (starting, restarting, or data that does not copy across threads)
// answers null, and the main thread renders the page itself: a page never waits on a thread
// that is not there.
import { Worker } from "node:worker_threads";
import { log } from "../app/platform/log.server.ts";
import type { RenderedDocument, RenderJob, RenderThreads } from "../app/http/render-threads.server.ts";

interface Thread {
  worker: Worker;
  ready: boolean;
  pending: Map<number, { resolve: (rendered: RenderedDocument | null) => void; timer: NodeJS.Timeout }>;
}

interface Reply {
  id?: number;
  ready?: true;
  html?: Uint8Array<ArrayBuffer>;
  failed?: boolean;
  error?: string;
}

const renderThread = () => new Worker(new URL("./render-thread.ts", import.meta.url));

/** `count` threads, each started again a second after it stops; `stop()` ends them. */
export function startRenderThreads(
  count: number,
  { jobTimeoutMs, newThread = renderThread }: { jobTimeoutMs: number; newThread?: () => Worker },
) {
  const threads: Thread[] = [];
  let nextId = 0;
  let stopped = false;

  function start(slot: number) {
    const worker = newThread();
    const thread: Thread = { worker, ready: false, pending: new Map() };
    threads[slot] = thread;
    worker.on("message", (reply: Reply) => {
      if (reply.ready) {
        thread.ready = true;
        return;
      }
      const job = reply.id === undefined ? undefined : thread.pending.get(reply.id);
      if (!job || reply.id === undefined) return;
      thread.pending.delete(reply.id);
      clearTimeout(job.timer);
      if (reply.error !== undefined || !reply.html) {
        log.warn({ error: reply.error }, "a render thread could not render a page: rendered on the main thread");
        job.resolve(null);
      } else job.resolve({ html: reply.html, failed: reply.failed === true });
    });
    worker.on("error", (error) => log.error({ err: error }, "a render thread stopped"));
    worker.on("exit", () => {
      thread.ready = false;
      for (const job of thread.pending.values()) {
        clearTimeout(job.timer);
        job.resolve(null);
      }
      thread.pending.clear();
      if (!stopped) setTimeout(() => !stopped && start(slot), 1000).unref();
    });
  }
  for (let slot = 0; slot < count; slot++) start(slot);

  const threadsApi: RenderThreads & { stop(): Promise<void> } = {
    count,
    ready: () => threads.filter((thread) => thread.ready).length,
    render(job: RenderJob) {
      // The thread with the fewest pages in hand.
      let thread: Thread | undefined;
      for (const one of threads) {
        if (one.ready && (!thread || one.pending.size < thread.pending.size)) thread = one;
      }
      if (!thread) return Promise.resolve(null);
      const chosen = thread;
      const id = nextId++;
      return new Promise((resolve) => {
        // A thread that does not answer in time is stopped (and started again); its pages are
        // rendered on the main thread.
        const timer = setTimeout(() => {
          log.error({}, "a render thread did not answer in time: started again");
          chosen.ready = false;
          void chosen.worker.terminate();
        }, jobTimeoutMs);
        chosen.pending.set(id, { resolve, timer });
        try {
          chosen.worker.postMessage({ id, job });
        } catch (error) {
          // Data that does not copy across threads (a function, a URL object). A class instance
          // copies as a plain object: a page that needs its methods fails on the thread instead.
          chosen.pending.delete(id);
          clearTimeout(timer);
          log.warn({ err: error }, "a page's data could not go to a render thread: rendered on the main thread");
          resolve(null);
        }
      });
    },
    async stop() {
      stopped = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
  return threadsApi;
}
