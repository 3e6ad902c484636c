import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.mjs";

const scripts = (
  JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the server's Node flags", () => {
  it("are the ones npm start and npm run demo pass, so tests and benchmarks run the server as deployed", () => {
    for (const script of ["start", "demo"]) {
      expect(scripts[script]).toBe(
        `node ${SERVER_NODE_FLAGS.join(" ")} scripts/run.mjs scripts/${script}.ts`,
      );
    }
  });
});
