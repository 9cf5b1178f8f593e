import { useContext, useMemo } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The page's scripts, asked for once the page and its first photo are painted (decision 042).
 * The HTML from the server is the whole page: it can be read, followed and submitted before they
 * run. So the stylesheet, the font and the first photo have the phone's connection to
 * themselves, and React hydrates after the largest paint instead of delaying it.
 *
 * What it writes is what React Router's `<Scripts>` writes, with two changes: no `modulepreload`
 * hints, and the modules imported by a script that first waits for the paint
 * (tests/e2e/loading-order.spec.ts checks the order, and that the page then hydrates). It
 * supports what this site uses: the whole route manifest with the page
 * (`routeDiscovery: "initial"`, react-router.config.ts) and no subresource integrity.
 * `extra` are modules fetched beside the others: the page's parts of the catalogue of words.
 */
export function Scripts(props: { nonce: string | undefined; extra: (string | null)[] }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const router = useContext(UNSAFE_DataRouterContext);
  const matches = useMatches();
  // Tells React Router's server to stream the loader data after the page (its StreamTransfer reads
  // this flag), as its own <Scripts> does during the render.
  // eslint-disable-next-line react-hooks/immutability -- the flag is how React Router asks for it
  if (framework?.renderMeta) framework.renderMeta.didRenderScripts = true;
  // Written once, by the server: hydration keeps its text (React Router does the same), and the
  // browser's build goes without the code that writes it.
  const [context, modules] = useMemo(() => {
    if (!import.meta.env.SSR || !framework || !router?.static) return [" ", " "];
    const { manifest } = framework;
    const routes = matches.map((match) => {
      const entry = manifest.routes[match.id];
      if (!entry) throw new Error(`Route ${match.id} is not in the manifest`);
      const chunks = [
        entry.clientActionModule,
        entry.clientLoaderModule,
        entry.clientMiddlewareModule,
        entry.hydrateFallbackModule,
        entry.module,
      ].filter((chunk) => chunk !== undefined);
      return { id: match.id, chunks };
    });
    return [contextScript(framework.serverHandoffString), bootstrapScript(manifest, routes, props.extra)];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written once, as React Router's own
  }, []);
  return (
    <>
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        type="module"
        async
        dangerouslySetInnerHTML={{ __html: modules }}
      />
    </>
  );
}

type Manifest = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];

/** The router's state for the browser and the stream its loader data arrives on. */
const contextScript = (handoff: string | undefined) =>
  `window.__reactRouterContext = ${handoff};` +
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){" +
  "window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/**
 * Waits for the paint (the first contentful paint, where the browser reports it, then the first
 * photo loaded or failed, then a frame; at most 2.5 s, as a tab in the background paints
 * nothing), then marks the page painted (the photos that wait for it are asked for,
 * ResponsiveImage's afterPaint) and imports every module of the page at once, so that none waits
 * for another to be discovered, and starts React Router's browser entry last. A page without a
 * photo would otherwise ask for its scripts at its first frame, which the browser may not paint
 * before they have run.
 */
function bootstrapScript(manifest: Manifest, routes: { id: string; chunks: string[] }[], extra: (string | null)[]) {
  const json = JSON.stringify;
  const eager = new Set([manifest.url, ...manifest.entry.imports, ...routes.flatMap((route) => route.chunks)]);
  for (const module of extra) if (module) eager.add(module);
  const order = [...eager];
  const moduleOf = (route: { chunks: string[] }) => {
    const names = route.chunks.map((chunk) => `m[${order.indexOf(chunk)}]`);
    return names.length === 1 ? names[0] : `{${names.map((name) => `...${name}`).join(",")}}`;
  };
  return [
    manifest.hmr?.runtime ? `import ${json(manifest.hmr.runtime)};` : "",
    "await new Promise((done) => {",
    "  setTimeout(done, 2500);",
    '  const photo = document.querySelector("img[fetchpriority=high]");',
    "  const painted = () => requestAnimationFrame(() => setTimeout(done));",
    "  const afterPhoto = () => {",
    "    if (photo && !photo.complete) {",
    '      photo.addEventListener("load", painted);',
    '      photo.addEventListener("error", painted);',
    "    } else painted();",
    "  };",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterPhoto();',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    afterPhoto();",
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    'document.documentElement.dataset.painted = "";',
    `const entry = Object.assign(document.createElement("link"), { rel: "modulepreload", href: ${json(manifest.entry.module)} });`,
    "document.head.append(entry);",
    `const m = await Promise.all(${json(order)}.map((href) => import(href)));`,
    `window.__reactRouterRouteModules = {${routes.map((route) => `${json(route.id)}:${moduleOf(route)}`).join(",")}};`,
    `import(${json(manifest.entry.module)});`,
  ].join("\n");
}
