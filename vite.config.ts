import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin, UserConfig } from "vite";
import { defineConfig } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The browser's scripts and styles, compressed once when they are built, at the best brotli
 * and gzip give: `name.js.br` and `name.js.gz` beside `name.js`, which the server sends to a
 * browser that takes them (server/index.js). On the fly it could only afford a quick level;
 * once, the slowest is free, and React's chunk is 15% smaller (decision 043). After the
 * server's build, as React Router writes the browser's route manifest only then.
 */
function precompressed(): Plugin {
  let root = "";
  return {
    name: "precompressed",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const dir = path.join(root, "build/client/assets");
        const files = (await readdir(dir)).filter((name) => /\.(js|css)$/.test(name));
        await Promise.all(
          files.map(async (name) => {
            const bytes = await readFile(path.join(dir, name));
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(bytes, { level: 9 }),
            ]);
            await Promise.all([
              writeFile(path.join(dir, `${name}.br`), br),
              writeFile(path.join(dir, `${name}.gz`), gz),
            ]);
          }),
        );
      },
    },
  };
}

// The browser's own modules, and three sets of them kept out of the file every page loads:
const appModule = /[\\/]app[\\/]/;
/** the alert pages' form, and each language's words; */
const ownFiles = /[\\/]app[\\/](alerts|i18n[\\/]locales)[\\/]/;
/**
 * what only the content pages (the home page's blocks, a site page, an article), the projects'
 * and the owners' pages share, which a property's page, the one most visitors land on, does
 * without;
 */
const contentOnly =
  /[\\/]app[\\/](content[\\/]|owners[\\/]|ui[\\/]breadcrumb\.tsx$|catalog[\\/]components[\\/]project-card\.tsx$)/;
/** the captcha, which comes with the forms that show it: the lead forms, the owners' login, the alert form. */
const captcha = /[\\/]app[\\/]leads[\\/](components[\\/])?captcha\.tsx?$/;

const config: UserConfig = {
  plugins: [tailwindcss(), reactRouter(), precompressed()],
  resolve: { tsconfigPaths: true },
  build: {
    // A font stays a file of its own, however small, in the browser's build and the server's
    // (which writes its preload link): the page's policy takes fonts from the site alone
    // (font-src 'self', no data: URLs), and the head asks for them early.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  ssr: {
    // PGlite loads its WASM from its own package folder, so it stays outside the bundle.
    external: ["@electric-sql/pglite", "postgres"],
    // Drizzle's 446 modules and React Email's 20 packages (Prism's grammars among them, for a
    // code block no mail has) are bundled, and shaken down to what the site uses: Node spends
    // about 0.5 ms on each module it loads from node_modules, 0.9 s of the 5.5 s a start after
    // a crash took (decision 059).
    noExternal: ["drizzle-orm", /^@react-email\//],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page's scripts in a few files rather than twenty: over HTTP/1.1 a browser opens
            // six connections per host, and each small file waits its turn (decision 013).
            advancedChunks: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 20,
                },
                // The forms' library (Zod, Conform) comes only with the pages and the code that
                // hold forms: the lead forms, loaded when a visitor turns to one, and the alert pages.
                {
                  name: "forms-library",
                  test: /node_modules[\\/](zod|@conform-to)[\\/]/,
                  priority: 15,
                },
                // Shared by several pages; the alert pages' form stays with them, as it needs
                // the forms' library that other pages go without, and each language's words are
                // files of their own (app/i18n/context.tsx).
                {
                  name: "shared",
                  test: (id) => appModule.test(id) && ![ownFiles, contentOnly, captcha].some((group) => group.test(id)),
                  minShareCount: 2,
                  priority: 10,
                },
                { name: "content", test: contentOnly, minShareCount: 2, priority: 10 },
                { name: "captcha", test: captcha, minShareCount: 2, priority: 9 },
              ],
            },
          },
        },
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always the one visitors get: React's production code, whatever NODE_ENV the
  // caller runs under. The test runner sets NODE_ENV=test, and a build started from a test
  // (tests/integration/support/server.ts) would otherwise send React's development code to the
  // browser: a framework chunk of 553 KB instead of 345 KB.
  if (command === "build") process.env.NODE_ENV = "production";
  return config;
});
