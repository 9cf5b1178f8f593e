import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
                // the forms' library that other pages go without.
                { name: "shared", test: /[\\/]app[\\/](?!alerts[\\/])/, minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
