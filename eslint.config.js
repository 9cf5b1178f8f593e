import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "tmp/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Issue 11: a request body is read only by app/http/form.server.ts, bounded and keeping
    // only the names a form knows. Any other endpoint, now or later, goes through it.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/http/form.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(formData|text|json|arrayBuffer|blob|bytes)$/]",
          message:
            "Read a request body with readForm or tryReadForm from app/http/form.server.ts (bounded, known names only).",
        },
        {
          selector: "MemberExpression[object.name=/^(request|req)$/][property.name='body']",
          message:
            "Read a request body with readForm or tryReadForm from app/http/form.server.ts (bounded, known names only).",
        },
      ],
    },
  },
  {
    // Issue 12: the architecture of docs/ARCHITECTURE.md, enforced. Routes call features;
    // features own their UI, data access and rules; the frame (app/ui), translations, images and
    // the HTTP helpers are shared by all and know no feature; domain rules and the database know
    // nothing above them. The composition root (root.tsx, routes.ts, entry.server.tsx,
    // background.server.ts, csp.server.ts) and tests and scripts may reach anything.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      // import-x reads the files an import leads to, to follow cycles: with the TypeScript parser.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/elements": [
        { type: "route", partialMatch: false, pattern: "app/routes/**" },
        {
          type: "feature",
          partialMatch: false,
          pattern: "app/(catalog|leads|owners|content|consent|seo|mail|alerts)/**",
          capture: ["feature"],
        },
        { type: "shared", partialMatch: false, pattern: "app/(ui|i18n|media|http)/**" },
        { type: "db", partialMatch: false, pattern: "app/db/**" },
        { type: "domain", partialMatch: false, pattern: "app/domain/**" },
        { type: "platform", partialMatch: false, pattern: "app/platform/**" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.type}} may not import {{to.type}} (docs/ARCHITECTURE.md, Rules)",
          policies: [
            {
              from: { element: { type: "route" } },
              allow: { to: { element: { types: { anyOf: ["feature", "shared", "domain", "platform"] } } } },
            },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { types: { anyOf: ["feature", "shared", "db", "domain", "platform"] } } } },
            },
            {
              from: { element: { type: "shared" } },
              allow: { to: { element: { types: { anyOf: ["shared", "domain", "platform"] } } } },
            },
            {
              from: { element: { type: "db" } },
              allow: { to: { element: { types: { anyOf: ["db", "domain", "platform"] } } } },
            },
            { from: { element: { type: "domain" } }, allow: { to: { element: { type: "domain" } } } },
            { from: { element: { type: "platform" } }, allow: { to: { element: { type: "platform" } } } },
          ],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Code that reaches the browser never imports a *.server module, not even for a type: what
    // a component needs is declared where the component (or a shared, non-server module) is.
    files: ["app/**/*.{ts,tsx}"],
    // The image worker is a child process of the server (app/media/images.server.ts), never bundled.
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/routes/**",
      "app/root.tsx",
      "app/**/*.test.{ts,tsx}",
      "app/media/image-worker.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$",
              message: "Client code may not import a *.server module; move what it needs to a shared module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
