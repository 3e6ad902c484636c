import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { reportSchema, stageNameSchema } from "../../../src/contract/report.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
const IDEA = "a habit tracker for remote teams";

/** `npm run analyze` as a user runs it offline; AI_PROVIDER is cleared so a developer's own setting cannot leak in. */
function analyze(...args: string[]) {
  return run(process.execPath, ["scripts/analyze.ts", ...args, IDEA], {
    cwd: ROOT,
    env: { ...process.env, AI_PROVIDER: "" },
    timeout: 60_000,
  });
}

const SECTIONS = [
  "## Market summary",
  "## Competitors",
  "## What users say",
  "## Insights",
  "## Sentiment by platform",
  "## Sources",
  "## Run details",
];

describe("npm run analyze -- --fakes", () => {
  it("prints a full evidence-only report as Markdown, with progress on stderr", async () => {
    const { stdout, stderr } = await analyze("--fakes");
    expect(stdout).toContain(`# Idea research: ${IDEA}`);
    expect(stdout).toContain("Mode: **evidence-only**");
    for (const heading of SECTIONS) expect(stdout).toContain(heading);
    expect(stderr).toMatch(/reddit: \d+ items/);
    expect(stdout).not.toMatch(/reddit: \d+ items/);
  });

  it("--ai uses the fake model, and --json prints a valid report", async () => {
    const { stdout } = await analyze("--fakes", "--ai", "--json");
    const report = reportSchema.parse(JSON.parse(stdout));
    expect(report.mode).toBe("ai");
    expect(new Set(report.usage.calls.map((call) => call.stage))).toEqual(
      // Every stage asks a model except gathering (searches) and assembling (code).
      new Set(
        stageNameSchema.options.filter((stage) => !["gathering", "assembling"].includes(stage)),
      ),
    );
    expect(report.competitors.length).toBeGreaterThan(0);
  });

  it("--keyless searches only what needs no key, and still draws on four sources or more", async () => {
    const { stdout, stderr } = await analyze("--fakes", "--keyless", "--json");
    const report = reportSchema.parse(JSON.parse(stdout));
    expect(report.mode).toBe("evidence-only");
    const drawnOn = new Set(report.sources.map((source) => source.platform));
    for (const keyed of ["reddit", "youtube", "twitter", "producthunt", "bluesky"])
      expect(drawnOn).not.toContain(keyed);
    expect(drawnOn.size).toBeGreaterThanOrEqual(4);
    // The person at the terminal is told which keys would add the rest.
    expect(stderr).toContain("REDDIT_CLIENT_ID");
  });

  it("--preview runs on the preview budget", async () => {
    const { stdout } = await analyze("--fakes", "--preview", "--json");
    const report = reportSchema.parse(JSON.parse(stdout));
    expect(report.preview).toBe(true);
    expect(report.timings.budgetMs).toBe(25_000);
  });

  it("refuses an unknown flag instead of ignoring it", async () => {
    await expect(analyze("--fakes", "--jsno")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option --jsno"),
    });
  });
});
