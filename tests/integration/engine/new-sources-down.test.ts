import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAnalysis } from "../../../src/engine/index.ts";
import { CONFIGURATION_VARIABLE } from "../../../src/contract/plain-report-text.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { dogGroomingMarket } from "../../fakes/markets/dog-grooming.ts";
import { optionsFor } from "./helpers.ts";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());
beforeEach(() => fakes.control.reset());

const IDEA = dogGroomingMarket.idea;

describe("the keyless and cheap sources, when they are down or refuse", () => {
  it("still delivers the report, saying in plain words what was not searched", async () => {
    const report = await runAnalysis(
      IDEA,
      optionsFor(
        fakes,
        { http: { timeoutMs: 2_000, retries: 0, maxBackoffMs: 100 } },
        {
          BLUESKY_API_URL: "http://127.0.0.1:9",
          STACKEXCHANGE_API_URL: "http://127.0.0.1:9",
        },
      ),
    );
    expect(report.competitors.length).toBeGreaterThan(0);
    expect(report.platformFeedback.reddit.length).toBeGreaterThan(0);
    for (const source of ["bluesky", "stackexchange"]) {
      const warning = report.warnings.find(
        (entry) => entry.source === source && entry.code === "failed",
      );
      expect(warning?.message, source).toMatch(/failed \(network error/);
      expect(warning?.message).not.toMatch(CONFIGURATION_VARIABLE);
    }
    expect(report.platformFeedback.bluesky).toEqual([]);
  });

  it("reads Apple's 403 as a rate limit, and GitHub's spent search window too", async () => {
    fakes.control.set("appstore", { failure: "403" });
    fakes.control.github.searchesRemaining = 0;
    fakes.control.github.resetInSeconds = 600;
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const warningOf = (source: string) =>
      report.warnings.find((entry) => entry.source === source && entry.code !== "no-evidence");
    expect(warningOf("appstore")).toMatchObject({ code: "rate-limited" });
    expect(warningOf("appstore")?.message).toMatch(
      /^App Store limited our requests \(the store refused more requests for now \(HTTP 403\)\)/,
    );
    expect(warningOf("githubissues")).toMatchObject({ code: "rate-limited" });
    expect(warningOf("github")).toMatchObject({ code: "rate-limited" });
    expect(report.platformFeedback.reddit.length).toBeGreaterThan(0);
  });
});
