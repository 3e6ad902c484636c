import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repo's own eslint.config.js, run on planted code at virtual paths: nothing is written into src.
const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });
const RULE = "groundtruth/boundaries";

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const filePath = path.join(root, file);
  // An "allowed" case must not pass merely because the path is ignored or the rule is off there.
  const config = (await eslint.calculateConfigForFile(filePath)) as
    { rules?: Record<string, unknown> } | undefined;
  expect(config?.rules?.[RULE]).toEqual([2]);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === RULE && m.severity === 2)
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    [
      "a feature-root file importing another feature",
      "src/web/features/analysis/planted.ts",
      "../chat/components/chat-messages.tsx",
    ],
    [
      "a file in a feature's components/report/ importing another feature",
      "src/web/features/analysis/components/report/planted.tsx",
      "../../../chat/components/chat-messages.tsx",
    ],
    [
      "src/web/lib importing a feature",
      "src/web/lib/planted.ts",
      "../features/analysis/hooks/use-analysis.ts",
    ],
    [
      "src/web/components importing a feature",
      "src/web/components/ui/planted.tsx",
      "../../features/auth/components/x.tsx",
    ],
    [
      "server importing an engine internal",
      "src/server/modules/analyses/planted.ts",
      "../../../engine/stages/plan.ts",
    ],
    ["server config importing an engine internal", "src/server/config.ts", "../engine/types.ts"],
    ["engine importing the server", "src/engine/stages/planted.ts", "../../server/config.ts"],
    ["engine importing the database", "src/engine/planted.ts", "../db/client.ts"],
    ["db importing the server", "src/db/tables/planted.ts", "../../server/config.ts"],
    ["db importing the engine", "src/db/planted.ts", "../engine/index.ts"],
    [
      "web importing the server",
      "src/web/features/analysis/hooks/planted.ts",
      "../../../../server/app.ts",
    ],
    ["a web route importing the database", "src/web/routes/planted.tsx", "../../db/schema.ts"],
    ["contract importing the database", "src/contract/planted.ts", "../db/schema.ts"],
  ])("rejects %s", async (_case, file, specifier) => {
    const errors = await boundaryErrors(file, `export { x } from "${specifier}";\n`);
    expect(errors).toHaveLength(1);
  });

  it("sees every import form: static, type-only, re-export, dynamic and import types", async () => {
    const code = [
      `import { a } from "../../server/app.ts";`,
      `import type { B } from "../../server/app.ts";`,
      `export * from "../../server/app.ts";`,
      `export const c = () => import("../../server/app.ts");`,
      `export type D = typeof import("../../server/app.ts");`,
      `export { a, type B };`,
    ].join("\n");
    expect(await boundaryErrors("src/engine/stages/planted.ts", code)).toHaveLength(5);
  });

  it("names the engine's public entry when the server reaches past it", async () => {
    const [message] = await boundaryErrors(
      "src/server/planted.ts",
      `export { x } from "../engine/pipeline.ts";\n`,
    );
    expect(message).toContain("src/engine/index.ts");
  });

  it("asks for a boundary when a new top-level folder appears under src", async () => {
    const [message] = await boundaryErrors("src/newlayer/planted.ts", `export const x = 1;\n`);
    expect(message).toContain("eslint.config.js");
  });

  it.each([
    [
      "a route importing a feature",
      "src/web/routes/planted.tsx",
      "../features/analysis/components/report/report-view.tsx",
    ],
    ["the web root importing a feature", "src/web/root.tsx", "./features/auth/x.tsx"],
    [
      "a feature importing its own files from any depth",
      "src/web/features/analysis/components/report/planted.tsx",
      "../../hooks/x.ts",
    ],
    [
      "a feature importing shared web code",
      "src/web/features/chat/planted.tsx",
      "../../components/ui/button.tsx",
    ],
    [
      "web importing the contract",
      "src/web/features/analysis/components/report/planted.tsx",
      "../../../../../contract/report.ts",
    ],
    [
      "server importing the engine's entry",
      "src/server/modules/analyses/planted.ts",
      "../../../engine/index.ts",
    ],
    ["server importing db and contract", "src/server/planted.ts", "../db/client.ts"],
    ["db importing the contract", "src/db/tables/planted.ts", "../../contract/analysis.ts"],
    [
      "engine importing its own internals and the contract",
      "src/engine/stages/planted.ts",
      "../../contract/report.ts",
    ],
    ["server code importing react-dom/server", "src/server/planted.ts", "react-dom/server"],
    [
      "web code importing react-dom/server",
      "src/web/features/analysis/planted.tsx",
      "react-dom/server",
    ],
    ["a package whose name ends in /server", "src/web/lib/planted.ts", "@hono/node-server"],
  ])("allows %s", async (_case, file, specifier) => {
    expect(await boundaryErrors(file, `export { x } from "${specifier}";\n`)).toEqual([]);
  });
});
