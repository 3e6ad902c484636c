import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { appUrlOf, DEFAULTS } from "../src/contract/site.ts";

/** What a web build depends on: its sources and the values baked into prerendered pages. */
export const ROOT = path.resolve(import.meta.dirname, "..");
const INPUTS = [
  "src/web",
  "src/contract",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

function* files(target: string): Generator<string> {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target).sort()) yield* files(path.join(target, entry));
}

export function buildFingerprint(env: Record<string, string | undefined> = process.env): string {
  const hash = createHash("sha256");
  hash.update(`APP_URL=${appUrlOf(env)}\n`);
  hash.update(`CONTACT_EMAIL=${env.CONTACT_EMAIL || DEFAULTS.contactEmail}\n`);
  for (const input of INPUTS) {
    for (const file of files(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export const BUILD_INFO_FILE = path.join(ROOT, "build", "build-info.json");
