// @ts-check
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (DEVELOPERS.md): web -> contract; server -> engine, db, contract;
 * engine -> contract. A pattern list per layer keeps the graph one-way.
 */
const layer = (name) => ({
  group: [`**/${name}/**`, `**/${name}`],
  message: `This layer must not import from src/${name}.`,
});
const boundaries = {
  "src/engine/**": [layer("server"), layer("db"), layer("web")],
  "src/contract/**": [layer("server"), layer("db"), layer("web"), layer("engine")],
  "src/db/**": [layer("server"), layer("web"), layer("engine")],
  "src/web/**": [layer("server"), layer("db"), layer("engine")],
  "src/server/**": [layer("web")],
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      // Git-ignored scratch space and demo data, as in .gitignore.
      "tmp/**",
      "data-demo/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...Object.entries(boundaries).map(([files, patterns]) => ({
    files: [files],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
  {
    // Features never import each other: shared code lives in components/ or lib/.
    files: ["src/web/features/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer("server"),
            layer("db"),
            layer("engine"),
            {
              group: ["../../*/**", "!../../../**"],
              message: "Features must not import each other.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**", "src/server/main.ts", "src/engine/cli.ts"],
    rules: { "no-console": "off" },
  },
);
