import { describe, expect, it } from "vitest";
import { createMemoryCache, runAnalysis } from "../../../src/engine/index.ts";
import { expectFeedbackIsVerbatim, optionsFor, useFakes } from "./helpers.ts";

const IDEA = "a habit tracker for remote teams";
const fakesFor = useFakes("none");

describe("preview", () => {
  it("keeps to the preview budget and says TikTok and Facebook are left for the full report", async () => {
    const fakes = fakesFor();
    const report = await runAnalysis(
      IDEA,
      optionsFor(fakes, { preview: true, previewBudgetMs: 5_000, budgetMs: 60_000 }),
    );
    expect(report.preview).toBe(true);
    expect(report.timings.budgetMs).toBe(5_000);
    expect(report.timings.totalMs).toBeLessThan(5_000);
    // No TikTok or Facebook search in a preview (a general web search may still surface a post there).
    const searches = fakes.control.services.tavily.requests.map(
      (request) => JSON.parse(request.body) as { include_domains?: string[] },
    );
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((search) => !search.include_domains)).toBe(true);
    const empty = report.warnings.filter(
      (warning) =>
        warning.code === "no-evidence" &&
        (warning.source === "tiktok" || warning.source === "facebook"),
    );
    expect(
      empty.every((warning) =>
        /a preview does not search (TikTok|Facebook) \(the full report does\)/.test(
          warning.message,
        ),
      ),
    ).toBe(true);
    expect(report.platformFeedback.reddit.length).toBeGreaterThan(0);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
  });
});

describe("source cache lifetime from configuration", () => {
  it("SOURCE_CACHE_TTL=0 turns the cache off, so a re-run asks the sources again", async () => {
    const fakes = fakesFor();
    const cache = createMemoryCache();
    await runAnalysis(IDEA, optionsFor(fakes, { cache }, { SOURCE_CACHE_TTL: "0" }));
    const afterFirst = fakes.control.services.hackernews.requests.length;
    await runAnalysis(IDEA, optionsFor(fakes, { cache }, { SOURCE_CACHE_TTL: "0" }));
    expect(fakes.control.services.hackernews.requests.length).toBe(afterFirst * 2);
  });

  it("the default lifetime serves a re-run from the cache", async () => {
    const fakes = fakesFor();
    const cache = createMemoryCache();
    await runAnalysis(IDEA, optionsFor(fakes, { cache }));
    const afterFirst = fakes.control.services.hackernews.requests.length;
    await runAnalysis(IDEA, optionsFor(fakes, { cache }));
    expect(fakes.control.services.hackernews.requests.length).toBe(afterFirst);
  });
});
