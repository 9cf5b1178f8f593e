// Where pages are rendered (decision 064): the render threads server/index.js starts, and what
// goes to them. The render itself is app/http/document.server.tsx.
import type { EntryContext } from "react-router";

/** The HTML, and whether a part of the page failed after its shell was written (a 500 then). */
export interface RenderedDocument {
  html: Uint8Array<ArrayBuffer>;
  failed: boolean;
}

/**
 * What a render thread needs for a page, all of it copied across threads (the structured
 * clone): the loaders' data and the matched routes by id, and the state for the browser as the
 * main thread encoded it (`serverHandoffStream`, read into its chunks).
 */
export interface RenderJob {
  url: string;
  nonce: string;
  isSpaMode: boolean;
  criticalCss: EntryContext["criticalCss"];
  serverHandoffString: string | undefined;
  handoff: Uint8Array[];
  state: Pick<
    EntryContext["staticHandlerContext"],
    "basename" | "location" | "loaderData" | "actionData" | "errors" | "statusCode" | "_deepestRenderedBoundaryId"
  > & {
    matches: { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; routeId: string }[];
  };
}

/** What every page of a build is rendered with: its stylesheet's text, and how long a render may take. */
export interface RenderOptions {
  stylesheet: string;
  streamTimeout: number;
}

/** Where pages are rendered when threads are on: server/render-threads.ts. */
export interface RenderThreads {
  /**
   * The page, or null when no thread rendered it: none started yet or one starting again, data
   * that did not copy, a page the thread failed.
   */
  render(job: RenderJob): Promise<RenderedDocument | null>;
  /** How many threads there are, and how many have their build loaded and take pages. */
  readonly count: number;
  ready(): number;
}

let threads: RenderThreads | null = null;

/** Called by server/index.js once: pages go to these threads from then on. */
export function renderOn(renderThreads: RenderThreads | null): void {
  threads = renderThreads;
}

/** The render threads, when server/index.js started them. */
export function renderThreads(): RenderThreads | null {
  return threads;
}

/** For /readyz: "render threads 1 of 1" (started of configured), or null when pages render on the main thread. */
export function renderThreadsState(): string | null {
  return threads ? `render threads ${threads.ready()} of ${threads.count}` : null;
}
