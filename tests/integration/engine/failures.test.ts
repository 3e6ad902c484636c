import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAnalysis } from "../../../src/engine/index.ts";
import type { ProgressEvent } from "../../../src/contract/report.ts";
import { startFakes } from "../../fakes/start-fakes.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";
import { expectFeedbackIsVerbatim, optionsFor } from "./helpers.ts";
import { quotableItems } from "../../fakes/markets/answer-key.ts";
import { MARKETS, redditComments, redditThreads } from "../../fakes/markets/corpus.ts";

const IDEA = "a habit tracker for remote teams";
let fakes: Fakes;

beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());
beforeEach(() => {
  fakes.control.reset();
});

describe("one source never sinks the report", () => {
  it("cuts off a hanging source at the deadline, names it, and still delivers on time", async () => {
    fakes.control.set("youtube", { failure: "hang" });
    const events: ProgressEvent[] = [];
    const started = performance.now();
    const report = await runAnalysis(
      IDEA,
      optionsFor(fakes, { budgetMs: 1_500, http: { timeoutMs: 10_000, retries: 0 } }),
      { onProgress: (event) => events.push(event) },
    );
    const elapsed = performance.now() - started;
    // Without the deadline the run would wait out the source's 10 s HTTP timeout. The margin is
    // wide on purpose: a loaded CI machine may be slow, but never 6 s slow.
    expect(elapsed).toBeLessThan(8_000);
    const warning = report.warnings.find(
      (entry) => entry.source === "youtube" && entry.code === "timeout",
    );
    expect(warning?.message).toMatch(/YouTube did not answer in time/);
    expect(report.platformFeedback.youtube).toEqual([]);
    expect(report.platformFeedback.reddit.length).toBeGreaterThan(0);
    expect(events).toContainEqual(
      expect.objectContaining({ type: "source-failed", source: "youtube", code: "timeout" }),
    );
  });

  it("turns malformed upstream JSON into a warning", async () => {
    fakes.control.set("hackernews", { failure: "malformed" });
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ source: "hackernews", code: "malformed-response" }),
    );
    // Only web search's copies of HN pages remain; nothing from the broken API.
    expect(report.sources.filter((source) => source.source === "hackernews")).toEqual([]);
    expect(report.competitors.length).toBeGreaterThan(0);
  });

  it("retries a 429 after Retry-After and keeps the source", async () => {
    fakes.control.set("x", { failure: "429", failCount: 1, retryAfterSeconds: 1 });
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(report.platformFeedback.twitter.length).toBeGreaterThan(0);
    expect(report.warnings.some((warning) => warning.source === "x")).toBe(false);
    // The refused request was asked again once; the second wave (learned terms) asks its own.
    const asked = fakes.control.services.x.requests.map((request) => request.query.get("query"));
    expect(asked.filter((query) => query === asked[0])).toHaveLength(2);
    expect(new Set(asked).size).toBe(asked.length - 1);
  });

  it("reports a source that keeps failing with 500", async () => {
    fakes.control.set("github", { failure: "500" });
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ source: "github", code: "failed" }),
    );
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(0);
  });

  it("stops when the caller cancels", async () => {
    fakes.control.set("reddit", { latencyMs: 30_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("cancelled by test")), 200);
    const started = performance.now();
    await expect(
      runAnalysis(IDEA, optionsFor(fakes), { signal: controller.signal }),
    ).rejects.toThrow("cancelled by test");
    // Far below Reddit's 30 s: the run stopped at the cancel, not when the slow source answered.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe("deep Reddit replies", () => {
  it("expands the 'more' stubs a thread is cut into, so replies below the cut are read", async () => {
    const shallow = await startFakes({ aiProvider: "none", redditDepthCap: 2 });
    try {
      const report = await runAnalysis(IDEA, optionsFor(shallow));
      expect(
        shallow.control.services.reddit.requests.some(
          (request) => request.path === "/api/morechildren",
        ),
      ).toBe(true);
      const depthOf = new Map(
        redditThreads()
          .flatMap((ref) => redditComments(ref))
          .map((comment) => [`https://www.reddit.com${comment.permalink}`, comment.depth]),
      );
      const onTopic = quotableItems(MARKETS);
      const read = report.sources.filter(
        (source) => (depthOf.get(source.url) ?? 0) >= 2 && onTopic.get(source.url)?.item.onTopic,
      );
      expect(
        read.length,
        "replies below the served depth reach the report's evidence",
      ).toBeGreaterThan(0);
    } finally {
      await shallow.close();
    }
  });
});
