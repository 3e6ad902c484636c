// `node scripts/run.mjs <entry.ts> [args]`: every npm script starts here, so an old Node says
// which version it needs instead of failing with ERR_UNKNOWN_FILE_EXTENSION.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { nodeVersionProblem } from "./node-version.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { engines } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const problem = nodeVersionProblem(process.versions.node, engines?.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const [entry] = process.argv.splice(2, 1);
if (!entry) {
  console.error("Usage: node scripts/run.mjs <entry.ts> [args]");
  process.exit(2);
}
await import(pathToFileURL(path.resolve(entry)).href);
