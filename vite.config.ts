import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // PGlite loads its WASM from its own package folder, so it stays outside the bundle.
    external: ["@electric-sql/pglite", "postgres"],
  },
});
