// @ts-check
import path from "node:path";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (README "Architecture", docs/decisions/0002-runtime-layout-and-boundaries.md).
 * Every relative import is resolved against the importing file's path, so the check does not
 * depend on how deep a file sits; package imports (`react-dom/server`, `hono`) are never layers.
 */
const root = import.meta.dirname;
/** Which layers each layer may import; "engine-entry" is src/engine/index.ts alone. */
const allowedLayers = {
  contract: ["contract"],
  db: ["db", "contract"],
  engine: ["engine", "engine-entry", "contract"],
  server: ["server", "engine-entry", "db", "contract"],
  web: ["web", "contract"],
};

/** Classifies a repo-relative path: its layer and, inside web, its part (a feature's name, lib, ...). */
function elementOf(file) {
  if (/^src\/engine(\/index(\.[jt]s)?)?$/.test(file)) return { layer: "engine-entry" };
  const match = /^src\/([^/]+)\/(.*)$/.exec(file);
  if (!match) return undefined;
  const [, layer, rest] = match;
  if (layer !== "web") return { layer };
  const feature = /^features\/([^/]+)\//.exec(rest);
  if (feature) return { layer, part: "feature", feature: feature[1] };
  const part = /^(lib|components|routes)\//.exec(rest);
  return { layer, part: part ? part[1] : "root" };
}

const boundariesRule = {
  meta: {
    type: "problem",
    docs: { description: "Enforce the one-way import graph between src/ layers and web features." },
    schema: [],
    messages: {
      layer: "src/{{from}} must not import {{target}}: it may import only {{allowed}}.",
      engineInternal:
        "src/server may use the engine only through src/engine/index.ts; export {{target}} from there.",
      feature:
        "Feature '{{from}}' must not import feature '{{to}}': move shared code to src/web/components or src/web/lib.",
      sharedToFeature:
        "src/web/{{from}} is shared by features and must not import a feature ({{target}}).",
      unknownLayer:
        "src/{{from}} has no import boundary: add it to allowedLayers in eslint.config.js.",
    },
  },
  create(context) {
    const relative = (absolute) => path.relative(root, absolute).split(path.sep).join("/");
    const importer = elementOf(relative(context.filename));
    if (!importer) return {};
    const layer = importer.layer === "engine-entry" ? "engine" : importer.layer;
    const allowed = allowedLayers[layer];
    const allowedText = allowed
      ?.filter((l) => l !== "engine-entry" || !allowed.includes("engine"))
      .map((l) => (l === "engine-entry" ? "src/engine/index.ts" : `src/${l}`))
      .join(", ");

    function check(source) {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const target = relative(
        path.resolve(path.dirname(context.filename), source.value.split("?")[0]),
      );
      const to = elementOf(target);
      if (!to) return;
      if (!allowed.includes(to.layer)) {
        const internal = layer === "server" && to.layer === "engine";
        context.report({
          node: source,
          messageId: internal ? "engineInternal" : "layer",
          data: { from: layer, target, allowed: allowedText },
        });
      } else if (layer === "web" && to.part === "feature") {
        if (importer.part === "feature" && importer.feature !== to.feature) {
          context.report({
            node: source,
            messageId: "feature",
            data: { from: importer.feature, to: to.feature },
          });
        } else if (importer.part === "lib" || importer.part === "components") {
          context.report({
            node: source,
            messageId: "sharedToFeature",
            data: { from: importer.part, target },
          });
        }
      }
    }

    return {
      Program(node) {
        if (!allowed) context.report({ node, messageId: "unknownLayer", data: { from: layer } });
      },
      ImportDeclaration: (node) => allowed && check(node.source),
      ExportNamedDeclaration: (node) => allowed && check(node.source),
      ExportAllDeclaration: (node) => allowed && check(node.source),
      ImportExpression: (node) => allowed && check(node.source),
      TSImportType: (node) => allowed && check(node.source),
    };
  },
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
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { groundtruth: { rules: { boundaries: boundariesRule } } },
    rules: { "groundtruth/boundaries": "error" },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**", "src/server/main.ts"],
    rules: { "no-console": "off" },
  },
);
