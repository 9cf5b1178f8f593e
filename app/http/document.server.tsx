// A page's HTML, rendered from what React Router's handler made of the request (its loaders'
// data, the matched routes, the state for the browser): here, or on a render thread (decision
// 064). The request's own work (the loaders, the headers, the HTML cache) stays on the main
// thread; React's render of a page is most of a page's CPU, and a thread beside it can take it.
// React sends a large Suspense boundary after the rest of the page, hidden, and shows it with an
// inline script; without JavaScript it would stay hidden. The lead forms sit in such a boundary
// (app/leads/components/deferred-forms.tsx) and must work without JavaScript, so nothing is sent
// that way.
import { Transform } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, ServerBuild } from "react-router";
import { ServerRouter } from "react-router";
import { log } from "~/platform/log.server";
import { bodyOf, chunksOf } from "./body.server";
import type { RenderedDocument, RenderJob, RenderOptions } from "./render-threads.server";
import { renderThreads } from "./render-threads.server";
import { NonceProvider } from "~/ui/nonce";
import { StylesheetProvider } from "~/ui/stylesheet";

/**
 * The page for React Router's context: on a render thread when one takes it, else here. A
 * shell that fails to render rejects, as React's does: React Router then renders its error page.
 */
export async function renderDocument(context: EntryContext, url: string, nonce: string, options: RenderOptions) {
  const threads = renderThreads();
  if (!threads || !context.serverHandoffStream) return renderHere(context, url, nonce, options);
  const handoff = await chunksOf(context.serverHandoffStream);
  const { basename, location, matches, loaderData, actionData, errors, statusCode, _deepestRenderedBoundaryId } =
    context.staticHandlerContext;
  const job: RenderJob = {
    url,
    nonce,
    isSpaMode: context.isSpaMode,
    criticalCss: context.criticalCss,
    serverHandoffString: context.serverHandoffString,
    handoff,
    state: {
      basename,
      location,
      loaderData,
      actionData,
      errors,
      statusCode,
      _deepestRenderedBoundaryId,
      matches: matches.map((match) => ({
        params: match.params,
        pathname: match.pathname,
        pathnameBase: match.pathnameBase,
        routeId: match.route.id,
      })),
    },
  };
  const rendered = await threads.render(job);
  if (rendered) return rendered;
  return renderHere({ ...context, serverHandoffStream: bodyOf(...handoff) }, url, nonce, options);
}

const routeModulesOf = new WeakMap<ServerBuild, EntryContext["routeModules"]>();

/**
 * On a render thread: the job's page, with the routes and modules of the thread's own copy of
 * the build. The matches carry their route's id only: React Router's static router takes each
 * route from the build by it. Its `_match` (router.match(), for prefetched links and a page
 * without matches, neither of which the site renders) is left out: a thread that met one would
 * fail the page, and the main thread would render it.
 */
export function renderJob(job: RenderJob, build: ServerBuild, options: RenderOptions): Promise<RenderedDocument> {
  let routeModules = routeModulesOf.get(build);
  if (!routeModules) {
    routeModules = Object.fromEntries(
      Object.entries(build.routes).flatMap(([id, route]) => (route ? [[id, route.module]] : [])),
    ) as EntryContext["routeModules"];
    routeModulesOf.set(build, routeModules);
  }
  const { matches, ...state } = job.state;
  const context: EntryContext = {
    manifest: build.assets,
    routeModules,
    staticHandlerContext: {
      ...state,
      matches: matches.map(({ routeId, ...match }) => ({ ...match, route: { id: routeId } })),
      loaderHeaders: {},
      actionHeaders: {},
    } as unknown as EntryContext["staticHandlerContext"],
    criticalCss: job.criticalCss,
    serverHandoffString: job.serverHandoffString,
    serverHandoffStream: bodyOf(...job.handoff),
    renderMeta: {},
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: job.isSpaMode,
    // Only the data's errors use it, encoded on the main thread already.
    serializeError: () => ({ message: "Unexpected Server Error" }),
    branches: [],
  };
  return renderHere(context, job.url, job.nonce, options);
}

function renderHere(
  context: EntryContext,
  url: string,
  nonce: string,
  { stylesheet, streamTimeout }: RenderOptions,
): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const page = (
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet}>
          <ServerRouter context={context} url={url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Never a boundary sent later; React's patched build then skips counting bytes (decision 047).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Everyone gets the page in one piece, as written once everything in it is ready: its
      // data is loaded before the render, so nothing waits on it, and a boundary written
      // inline needs none of React's script that moves late ones into place (about 1 KB and
      // three more nonces a page; decision 053).
      onAllReady() {
        shellRendered = true;
        pipe(
          gathered((html) => {
            clearTimeout(timeout);
            resolve({ html, failed });
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        // Errors before the shell are logged by React Router.
        if (shellRendered) log.error({ err: error, path: new URL(url).pathname }, "render failed");
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** React's output, gathered whole: a page is sent whole anyway (decisions 053, 056). */
function gathered(onEnd: (html: Uint8Array<ArrayBuffer>) => void): Transform {
  const parts: Buffer<ArrayBuffer>[] = [];
  return new Transform({
    transform(chunk: Buffer<ArrayBuffer>, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
    flush(callback) {
      onEnd(parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts));
      callback();
    },
  });
}
