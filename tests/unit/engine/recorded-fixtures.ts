import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Real recorded responses live outside the repository (licences vary); they are read, never copied. */
export const RECORDED_DIR = path.resolve(
  import.meta.dirname,
  "../../../../shared/fixtures/recorded",
);
export const hasRecordedFixtures = existsSync(RECORDED_DIR);
if (!hasRecordedFixtures) {
  console.warn(
    `Recorded fixtures not found at ${RECORDED_DIR}: tests against real recorded responses are skipped.`,
  );
}

export function readRecorded(relativePath: string): unknown {
  return JSON.parse(readFileSync(path.join(RECORDED_DIR, relativePath), "utf8"));
}
