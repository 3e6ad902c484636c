import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAnalysis } from "../../../src/engine/index.ts";
import { FEEDBACK_PLATFORMS, reportSchema } from "../../../src/contract/report.ts";
import type { ProgressEvent } from "../../../src/contract/report.ts";
import { defaultSourceSettings } from "../../../src/engine/index.ts";
import { startFakes } from "../../fakes/start-fakes.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";
import {
  expectFeedbackIsVerbatim,
  loopbackOnlyFetch,
  optionsFor,
  withoutTimings,
} from "./helpers.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { renderSitePage } from "../../fakes/markets/render-site.ts";
import { renderMarkdown } from "../../../src/engine/index.ts";

const IDEA = "a habit tracker for remote teams";
let fakes: Fakes;

beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());
beforeEach(() => {
  fakes.control.reset();
});

describe("evidence-only mode against the fakes", () => {
  it("produces a complete report from every platform, progress events and no model", async () => {
    const events: ProgressEvent[] = [];
    const report = await runAnalysis(IDEA, optionsFor(fakes), {
      onProgress: (event) => events.push(event),
    });
    expect(reportSchema.parse(report)).toBeTruthy();
    expect(report.mode).toBe("evidence-only");
    // Without a model, phrase rules label the verdict's evidence; the score is computed either way.
    expect(report.verdict).toMatchObject({ labelledBy: "rules" });
    expect(report.competitors.length).toBeGreaterThanOrEqual(3);
    // Every platform answers; one may have nothing on topic (this market's only Facebook match is
    // a football team's roster), and then the report says so instead of filling it.
    const empty = FEEDBACK_PLATFORMS.filter(
      (platform) => report.platformFeedback[platform].length === 0,
    );
    expect(empty.length).toBeLessThanOrEqual(1);
    for (const platform of empty)
      expect(report.warnings).toContainEqual(
        expect.objectContaining({ code: "no-evidence", source: platform }),
      );
    expect(report.platformFeedback.stackexchange.length).toBeGreaterThan(0);
    expect(report.platformFeedback.bluesky.length).toBeGreaterThan(0);
    expect(report.platformFeedback.githubissues.length).toBeGreaterThan(0);
    // Each issue says which project's tracker it is on, as its link does.
    for (const issue of report.platformFeedback.githubissues)
      expect(issue.sourceUrl.startsWith(`https://github.com/${issue.issueOf}/issues/`)).toBe(true);
    for (const platform of FEEDBACK_PLATFORMS) {
      const sentiment = report.sentimentByPlatform![platform];
      expect(sentiment.items, platform).toBeGreaterThanOrEqual(
        report.platformFeedback[platform].length,
      );
      expect(sentiment.positive + sentiment.negative, platform).toBeLessThanOrEqual(
        sentiment.items,
      );
    }
    expect(report.redditInsights.topPainPoints.length).toBeGreaterThan(0);
    expect(report.redditInsights.featureOpportunities.length).toBeGreaterThan(0);
    expect(report.usage.calls).toEqual([]);
    expect(
      Object.values(report.sections).every(
        (section) => section.generatedBy === "evidence-only" && section.note,
      ),
    ).toBe(true);
    expect(
      report.warnings.filter((warning) => warning.code !== "no-evidence").map((w) => w.code),
    ).toEqual(["model-not-configured"]);
    expect(events.filter((event) => event.type === "source-finished")).toHaveLength(11);
    expect(events.some((event) => event.type === "competitors-partial")).toBe(true);
    expect(
      events.filter((event) => event.type === "stage-started").map((event) => event.stage),
    ).toEqual(["understanding", "gathering", "ranking", "assembling"]);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(10);
  });

  it("is deterministic: same input, same report apart from timings", async () => {
    const first = await runAnalysis(IDEA, optionsFor(fakes));
    const second = await runAnalysis(IDEA, optionsFor(fakes));
    expect(withoutTimings(second)).toEqual(withoutTimings(first));
  });

  it("every insight and competitor cites gathered evidence", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const ids = new Set(report.sources.map((source) => source.id));
    const insights = [
      ...report.redditInsights.topPainPoints,
      ...report.redditInsights.featureOpportunities,
      ...report.redditInsights.marketGaps,
      ...report.redditInsights.actionableInsights,
    ];
    for (const cited of [
      ...insights.flatMap((insight) => insight.evidenceIds),
      ...report.competitors.flatMap((competitor) => competitor.evidenceIds),
      ...report.marketSummary.evidenceIds,
    ]) {
      expect(ids.has(cited), cited).toBe(true);
    }
    // Without a model nothing is estimated; a link is "verified" only when its pages were read.
    expect(
      report.competitors.every(
        (competitor) => competitor.estimatedARR === null && competitor.estimatedDownloads === null,
      ),
    ).toBe(true);
    expect(
      report.competitors.every(
        (competitor) => (competitor.linkStatus === "verified") === Boolean(competitor.pagesRead),
      ),
    ).toBe(true);
  });

  it("profiles competitors from their own pages: every filled field quotes the page, the rest say nothing", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const profiled = report.competitors.filter((competitor) => competitor.pagesRead);
    // Three of the market's real competitors say "habit" and "team" in their own words; the
    // look-alike that made a fourth ("the team tracker for grassroots sports clubs") is someone else's.
    expect(profiled.length).toBeGreaterThanOrEqual(3);
    expect(profiled.map((competitor) => competitor.name)).not.toContain("Rosterline");
    const prices = new Set(profiled.map((competitor) => competitor.pricing?.value).filter(Boolean));
    expect(prices.size, "each competitor has its own prices").toBe(
      profiled.filter((competitor) => competitor.pricing).length,
    );
    const products = MARKETS.flatMap((market) => market.products);
    const onItsPage = (snippet: { url: string; snippet: string }) => {
      const url = new URL(snippet.url);
      const product = products.find((candidate) => candidate.site?.domain === url.hostname);
      const html = product ? renderSitePage(product, url.pathname) : undefined;
      const text = (html ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, "");
      return text.includes(snippet.snippet.replace(/\s+/g, ""));
    };
    for (const competitor of profiled) {
      for (const fact of [competitor.pricing, competitor.launchYear]) {
        if (fact?.pageSnippets) {
          expect(fact.pageSnippets.every(onItsPage), `${competitor.name}: ${fact.value}`).toBe(
            true,
          );
          expect(fact.isEstimate).toBe(false);
        }
      }
      competitor.keyFeatures.forEach((feature, index) => {
        const snippet = competitor.keyFeatureSnippets?.[index];
        expect(
          snippet && snippet.snippet.includes(feature) && onItsPage(snippet),
          `${competitor.name}: ${feature}`,
        ).toBe(true);
      });
    }
    // Loopwise publishes no prices: its pricing is absent ("Not found"), never guessed.
    const loopwise = report.competitors.find((competitor) => competitor.name === "Loopwise");
    if (loopwise) expect(loopwise.pricing).toBeNull();
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/Downloads: Not found/);
  });

  it("runs with zero configuration on Hacker News, GitHub (repositories and issues), Stack Exchange and the App Store, naming what is not configured", async () => {
    const settings = defaultSourceSettings();
    settings.hackernews.baseUrl = fakes.urls.hackernews;
    settings.github.baseUrl = fakes.urls.github;
    settings.stackexchange.baseUrl = fakes.urls.stackexchange;
    settings.appstore.baseUrl = fakes.urls.appstore;
    const report = await runAnalysis(IDEA, {
      sources: settings,
      model: { provider: "none" },
      fetch: loopbackOnlyFetch,
    });
    // The App Store answered too; on this idea its apps' reviews may all be judged off topic.
    expect(new Set(report.sources.map((source) => source.source))).toEqual(
      new Set(["hackernews", "github", "githubissues", "stackexchange"]),
    );
    expect(
      report.warnings.filter(
        (warning) => warning.source === "appstore" && warning.code !== "no-evidence",
      ),
    ).toEqual([]);
    const notConfigured = report.warnings
      .filter((warning) => warning.code === "not-configured")
      .map((warning) => warning.source);
    expect(notConfigured.sort()).toEqual([
      "bluesky",
      "producthunt",
      "reddit",
      "tavily",
      "x",
      "youtube",
    ]);
    expect(
      report.warnings.find(
        (warning) => warning.source === "reddit" && warning.code === "not-configured",
      )?.message,
    ).toBe("Reddit was not searched for this report.");
    const empty = report.warnings
      .filter((warning) => warning.code === "no-evidence")
      .map((warning) => warning.source);
    expect(empty.sort()).toEqual([
      "appstore",
      "bluesky",
      "facebook",
      "reddit",
      "tiktok",
      "twitter",
      "youtube",
    ]);
    expect(report.platformFeedback.reddit).toEqual([]);
    // With no key at all, insights come from Hacker News, GitHub issues and Stack Exchange.
    expect(report.redditInsights.basedOn).toEqual(["githubissues", "hackernews", "stackexchange"]);
    expect(report.platformFeedback.stackexchange.length).toBeGreaterThan(0);
  });

  it("finds X posts through web search when X has no key, older than X's seven-day window too", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes, {}, { X_BEARER_TOKEN: "" }));
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ source: "x", code: "not-configured" }),
    );
    const posts = report.platformFeedback.twitter;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => /^https:\/\/x\.com\/\w+\/status\/\d+$/.test(post.sourceUrl))).toBe(
      true,
    );
    const sources = new Map(report.sources.map((source) => [source.url, source]));
    expect(posts.every((post) => sources.get(post.sourceUrl)?.source === "tavily")).toBe(true);
    expectFeedbackIsVerbatim(report);
  });

  it("uses Brave or Exa when Tavily is not configured", async () => {
    const brave = await runAnalysis(IDEA, optionsFor(fakes, {}, { TAVILY_API_KEY: "" }));
    expect(brave.sources.some((source) => source.source === "brave")).toBe(true);
    const exa = await runAnalysis(
      IDEA,
      optionsFor(fakes, {}, { TAVILY_API_KEY: "", BRAVE_API_KEY: "" }),
    );
    expect(exa.sources.some((source) => source.source === "exa")).toBe(true);
    expect(exa.platformFeedback.tiktok.length).toBeGreaterThan(0);
  });

  it("serves repeated queries from the cache", async () => {
    const { createMemoryCache } = await import("../../../src/engine/index.ts");
    const cache = createMemoryCache();
    const requested = () =>
      fakes.control.services.hackernews.requests.map(
        (request) => `${request.path}?${request.query.toString()}`,
      );
    await runAnalysis(IDEA, optionsFor(fakes, { cache, cacheTtlSeconds: 60 }));
    const first = requested();
    await runAnalysis(IDEA, optionsFor(fakes, { cache, cacheTtlSeconds: 60 }));
    // What a run learns from its first answers depends on which answered within a second, so a
    // slow first run may search words the second does not; no request is ever made twice.
    const all = requested();
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });

  it("rejects an idea longer than 500 characters", async () => {
    await expect(runAnalysis("x".repeat(501), optionsFor(fakes))).rejects.toThrow(/500/);
  });
});
