import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
