import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../../scripts/node-version.mjs";

const engines = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } })
  .engines.node;

describe("npm scripts on an old Node", () => {
  it("say which Node they need instead of failing on the TypeScript", () => {
    expect(nodeVersionProblem("v20.20.2", engines)).toMatch(
      /^Groundtruth needs Node\.js 22\.22 or newer \(you have 20\.20\.2\); see README\./,
    );
    expect(nodeVersionProblem("22.21.0", engines)).not.toBeNull();
    expect(nodeVersionProblem("22.22.0", engines)).toBeNull();
    expect(nodeVersionProblem("24.1.0", engines)).toBeNull();
  });

  it("run the entry point with its arguments on this Node", () => {
    const run = spawnSync(
      process.execPath,
      ["scripts/run.mjs", "tests/support/print-argv.ts", "--flag", "value"],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(["--flag", "value"]);
  });
});
