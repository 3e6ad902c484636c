import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { streamText } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { runAnalysis } from "../../../src/engine/index.ts";
import { isOpenPastQuestion } from "../../../src/contract/interview-kit.ts";
import { reportSchema, stageNameSchema } from "../../../src/contract/report.ts";
import type { Report } from "../../../src/contract/report.ts";
import { startFakes } from "../../fakes/start-fakes.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";
import { expectFeedbackIsVerbatim, optionsFor } from "./helpers.ts";

const IDEA = "a habit tracker for remote teams";
const FIXED_DAY = new Date("2025-10-09T00:00:00Z");
let fakes: Fakes;

beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "openai-compatible" });
});
afterAll(() => fakes.close());
beforeEach(() => {
  fakes.control.reset();
});

function allText(report: Report): string {
  return JSON.stringify({
    competitors: report.competitors,
    feedback: report.platformFeedback,
    insights: report.redditInsights,
    summary: report.marketSummary,
  });
}

describe("AI mode with the fake OpenAI-compatible model", () => {
  it("writes every section with the model, grounded in gathered evidence, and records usage", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    reportSchema.parse(report);
    expect(report.mode).toBe("ai");
    expect(Object.values(report.sections).map((section) => section.generatedBy)).toEqual([
      "ai",
      "ai",
      "ai",
      "ai",
    ]);
    // The plan, the relevance labels and the verdict's labels come from the fast model, the sections from the main one.
    expect(new Set(report.usage.calls.map((call) => call.stage))).toEqual(
      // Every stage asks a model except gathering (searches) and assembling (code).
      new Set(
        stageNameSchema.options.filter((stage) => !["gathering", "assembling"].includes(stage)),
      ),
    );
    expect(
      report.usage.calls
        .filter((call) => ["understanding", "ranking", "verdict"].includes(call.stage))
        .every((call) => call.model === "fake-model-fast"),
    ).toBe(true);
    expect(report.usage.inputTokens).toBeGreaterThan(0);
    expect(report.usage.estimatedCostUsd).toBeNull();
    expect(report.usage.calls.find((call) => call.stage === "feedback")?.model).toBe(
      "fake-model-fast",
    );
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
    // The fake model gives every competitor the same ARR "estimate": a copied number, so it is dropped.
    expect(report.competitors.every((competitor) => competitor.estimatedARR === null)).toBe(true);
    // What the competitors' own pages state replaces the model's claims.
    const fromPages = report.competitors.filter((competitor) => competitor.pricing?.pageSnippets);
    expect(fromPages.length).toBeGreaterThanOrEqual(3);
    expect(
      fromPages.every(
        (competitor) =>
          competitor.pricing?.isEstimate === false && competitor.linkStatus === "verified",
      ),
    ).toBe(true);
    // The model's invented features ("Streaks", "Reminders") are stated nowhere, so they go.
    expect(report.competitors.flatMap((competitor) => competitor.keyFeatures)).not.toContain(
      "Team dashboards",
    );
    expect(
      report.warnings.filter(
        (warning) =>
          warning.code !== "no-evidence" && warning.code !== "dropped-unsupported-claims",
      ),
    ).toEqual([]);
  });

  it("has the model write the interview kit's questions from each pain's own quotes, and refuses what fails the checks", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const kit = report.interviewKit!;
    expect(kit.writtenBy).toBe("model");
    expect(fakes.control.model.calls.filter((call) => call.name === "interview_kit")).toHaveLength(
      1,
    );
    expect(kit.pains.length).toBeGreaterThan(0);
    for (const pain of kit.pains) {
      // The fake proposes five: the hypothetical and the one citing an id it was never shown go.
      expect(pain.questions).toHaveLength(3);
      for (const item of pain.questions) {
        expect(isOpenPastQuestion(item.question), item.question).toBe(true);
        expect(item.evidenceIds.length).toBeGreaterThan(0);
        expect(item.evidenceIds.every((id) => pain.evidenceIds.includes(id))).toBe(true);
      }
    }
    expect(JSON.stringify(kit)).not.toMatch(/Would you pay|invented_kit/);
    expect(report.metadata.refused?.ids).toBeGreaterThanOrEqual(kit.pains.length);
  });

  it("shows a model's sentence about a quote once, and no internal id or platform id in its prose", async () => {
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const contexts = Object.values(report.platformFeedback)
      .flat()
      .map((item) => item.context)
      .filter((context) => context.length > 0 && !/^(Comment|Post|Video)\b/.test(context));
    expect(contexts.length).toBeGreaterThan(1);
    expect(new Set(contexts).size).toBe(contexts.length);
    const prose = [
      ...contexts,
      ...Object.values(report.marketSummary).filter((value) => typeof value === "string"),
      ...report.competitors.flatMap((competitor) => [
        competitor.description,
        competitor.whyUsersLoveIt,
        competitor.launchYear?.basis ?? "",
        competitor.pricing?.basis ?? "",
      ]),
    ].join("\n");
    expect(prose).not.toMatch(
      /\b(?:reddit|hackernews|youtube|twitter|producthunt|github|tavily):\S/,
    );
    expect(prose).not.toMatch(/\b(?:hackernews|producthunt|tiktok)\b/);
  });

  it("repairs an invalid answer with one retry", async () => {
    fakes.control.model.mode = "invalid-once";
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(Object.values(report.sections).every((section) => section.generatedBy === "ai")).toBe(
      true,
    );
    for (const name of ["competitors", "feedback", "insights", "market_summary"]) {
      expect(
        fakes.control.model.calls.filter((call) => call.name === name),
        name,
      ).toHaveLength(2);
    }
    expect(report.usage.calls.filter((call) => !call.ok).length).toBeGreaterThanOrEqual(4);
  });

  it("falls back to evidence-only per section after a second invalid answer, and says so", async () => {
    fakes.control.model.mode = "invalid";
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(report.mode).toBe("ai");
    expect(
      Object.values(report.sections).every((section) => section.generatedBy === "evidence-only"),
    ).toBe(true);
    expect(report.warnings.filter((warning) => warning.code === "model-fallback")).toHaveLength(4);
    expect(report.competitors.length).toBeGreaterThan(0);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
  });

  it("falls back for a section whose model call is too slow, still within the budget", async () => {
    fakes.control.model.latencyByName = { insights: 30_000 };
    const started = performance.now();
    // Room for the other sections' calls on a loaded CI machine (1.5 s once left competitors no time).
    const report = await runAnalysis(IDEA, optionsFor(fakes, { budgetMs: 5_000 }));
    // Far below the slow call's 30 s: the budget, not the model, ended the section.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(report.sections.redditInsights?.generatedBy).toBe("evidence-only");
    expect(report.sections.competitors?.generatedBy).toBe("ai");
    expect(report.warnings.find((warning) => warning.code === "model-fallback")?.message).toMatch(
      /did not answer in time/,
    );
  });

  it("computes the verdict from the evidence alone: a model that tries to set the score, or cites ids that do not exist, changes nothing", async () => {
    const honest = await runAnalysis(IDEA, { ...optionsFor(fakes), today: () => FIXED_DAY });
    fakes.control.model.mode = "adversarial";
    const attacked = await runAnalysis(IDEA, { ...optionsFor(fakes), today: () => FIXED_DAY });
    for (const report of [honest, attacked]) {
      const verdict = report.verdict!;
      const texts = new Map(report.sources.map((source) => [source.id, source.text]));
      const cited = [
        ...verdict.signals.flatMap((signal) => signal.evidenceIds),
        ...verdict.risks.flatMap((risk) => risk.evidenceIds),
        ...verdict.pivots.flatMap((pivot) => pivot.evidenceIds),
        ...verdict.nextSevenDays.readingList.map((entry) => entry.evidenceId),
        ...(verdict.nextSevenDays.smokeTest.price?.evidenceIds ?? []),
      ];
      expect(cited.length).toBeGreaterThan(10);
      expect(cited.filter((id) => !texts.has(id))).toEqual([]);
      for (const quote of [...verdict.evidenceFor, ...verdict.evidenceAgainst])
        expect(texts.get(quote.evidenceId)).toContain(quote.quote);
    }
    expect(honest.verdict!.labelledBy).toBe("model");
    expect(attacked.verdict!.labelledBy).toBe("model");
    expect(attacked.verdict!.score).not.toBe(100);
    // The same on-topic evidence: the model's words reach neither the score nor its working.
    expect(attacked.verdict!.signals.map((signal) => signal.value)).toEqual(
      honest.verdict!.signals.map((signal) => signal.value),
    );
    expect(attacked.verdict!.score).toBe(honest.verdict!.score);
  });

  it("drops an invented quote, evidence id and URL from an adversarial model", async () => {
    fakes.control.model.mode = "adversarial";
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    const text = allText(report);
    expect(text).not.toContain("this would save us ten hours every single week");
    expect(text).not.toContain("I would switch tomorrow if it had AI coaching built in");
    expect(text).not.toContain("invented");
    expect(text).not.toContain("InventedCorp");
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("$4.2 billion");
    // The model read the competitors' pages too: a price and a "founding" year no page states are gone.
    expect(fakes.control.model.calls.some((call) => call.name === "site_profile")).toBe(true);
    expect(text).not.toContain("Only $5 forever");
    expect(report.competitors.every((competitor) => competitor.launchYear?.value !== "2026")).toBe(
      true,
    );
    // A link is "verified" only where the engine read that product's pages itself.
    for (const competitor of report.competitors.filter(
      (candidate) => candidate.linkStatus === "verified",
    )) {
      expect(
        competitor.pagesRead?.some(
          (page) => new URL(page).host === new URL(competitor.link ?? "").host,
        ),
        competitor.name,
      ).toBe(true);
    }
    expect(
      report.warnings.find((warning) => warning.code === "dropped-unsupported-claims")?.message,
    ).toMatch(/never gathered/);
    // What was refused is counted in the stored report for the integrity figures, never its text.
    expect(report.metadata.refused?.quotes).toBeGreaterThan(0);
    expect(report.metadata.refused?.ids).toBeGreaterThan(0);
    expect(JSON.stringify(report.metadata)).not.toMatch(/invented|evil\.example/i);
    // The kit's questions too: no request to message an author, no invented quote, no repeat.
    const kitText = JSON.stringify(report.interviewKit);
    expect(kitText).not.toMatch(/Message the author|ten hours every single week|invented/);
    for (const pain of report.interviewKit!.pains)
      expect(new Set(pain.questions.map((item) => item.question)).size).toBe(pain.questions.length);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
  });

  it("checks a link no search returned through the safe page fetcher, and drops it when it fails", async () => {
    fakes.control.model.mode = "adversarial";
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    // The page fetcher goes through the sites gateway in tests: the model's link was tried there, never fetched directly.
    expect(
      fakes.control.services.sites.requests.some(
        (request) => request.path === "/evil.example/redirect",
      ),
    ).toBe(true);
    expect(allText(report)).not.toContain("evil.example");
  });

  it("the fake model also streams chat completions over SSE", async () => {
    const provider = createOpenAICompatible({
      name: "fake",
      baseURL: fakes.env.AI_BASE_URL ?? "",
      apiKey: "k",
      includeUsage: true,
    });
    const result = streamText({ model: provider("fake-model"), prompt: "Hello" });
    let text = "";
    for await (const delta of result.textStream) text += delta;
    expect(text).toMatch(/Fake answer/);
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
    expect(fakes.control.model.calls.at(-1)).toEqual({ name: "text", stream: true });
  });
});
