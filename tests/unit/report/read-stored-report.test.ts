import { describe, expect, it } from "vitest";
import { reportSchema } from "../../../src/contract/report.ts";
import { storedReportSchema } from "../../../src/contract/stored-report.ts";
import { LEGACY_BASIS } from "../../../src/server/modules/analyses/normalise-legacy-report.ts";
import { toReportModel, totalFeedback } from "../../../src/contract/report-model.ts";
import { legacyFixture, reportFixture, stored } from "./fixtures.ts";

/** The server's read boundary, then the display's projection, as the results page sees it. */
function parseResults(raw: unknown) {
  const report = stored(raw);
  if (report) expect(storedReportSchema.parse(report)).toEqual(report);
  return report ? toReportModel(report) : null;
}
const parseLegacyResults = (raw: unknown) => parseResults(raw)!;

/** Every evidence id the fixture's verdict cites, from signals to the smoke test's price. */
function verdictIds(): string[] {
  const verdict = reportFixture.verdict;
  if (!verdict) return [];
  const plan = verdict.nextSevenDays;
  return [
    ...verdict.signals.flatMap((signal) => signal.evidenceIds),
    ...[...verdict.evidenceFor, ...verdict.evidenceAgainst].map((item) => item.evidenceId),
    ...verdict.risks.flatMap((risk) => risk.evidenceIds),
    ...verdict.pivots.flatMap((pivot) => pivot.evidenceIds),
    ...plan.interviewQuestions.flatMap((question) => question.evidenceIds),
    ...plan.readingList.map((entry) => entry.evidenceId),
    ...plan.whereUsersGather.flatMap((place) => place.evidenceIds),
    ...(plan.smokeTest.price?.evidenceIds ?? []),
  ];
}

describe("report fixture", () => {
  it("is a valid Report", () => {
    const parsed = reportSchema.safeParse(reportFixture);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("cites only evidence that is in the source list", () => {
    const ids = new Set(reportFixture.sources.map((source) => source.id));
    const cited = [
      ...reportFixture.competitors.flatMap((competitor) => competitor.evidenceIds),
      ...Object.values(reportFixture.platformFeedback).flatMap((items) =>
        items.map((item) => item.evidenceId),
      ),
      ...reportFixture.redditInsights.topPainPoints.flatMap((insight) => insight.evidenceIds),
      ...verdictIds(),
    ];
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("has a verdict whose quotes are word for word from the sources they cite", () => {
    expect(verdictIds().length).toBeGreaterThan(0);
    const verdict = reportFixture.verdict!;
    const text = new Map(reportFixture.sources.map((source) => [source.id, source.text]));
    const misquoted = [...verdict.evidenceFor, ...verdict.evidenceAgainst].filter(
      (item) => !text.get(item.evidenceId)?.includes(item.quote),
    );
    expect(misquoted).toEqual([]);
  });
});

describe("reading stored results", () => {
  it("keeps a current report whole", () => {
    const model = parseResults(reportFixture);
    expect(model?.kind).toBe("report");
    expect(model?.report).toEqual(reportFixture);
    expect(model?.marketGaps).toEqual(reportFixture.redditInsights.marketGaps);
    expect(model?.insights).toEqual(reportFixture.redditInsights.actionableInsights);
  });

  it("returns null for missing or non-object results", () => {
    expect(parseResults(null)).toBeNull();
    expect(parseResults("text")).toBeNull();
    expect(parseResults([1, 2])).toBeNull();
  });

  it("reads an older report leniently", () => {
    const model = parseResults(legacyFixture);
    expect(model?.kind).toBe("legacy");
    expect(model?.report).toBeNull();
    expect(model?.marketSummary).toBeNull();
    expect(model?.competitors.map((competitor) => competitor.name)).toEqual(["FreshBooks", "Wave"]);
    const freshbooks = model!.competitors[0]!;
    expect(freshbooks.linkStatus).toBe("unverified");
    expect(freshbooks.pricing).toEqual({
      value: "$19/month",
      isEstimate: true,
      basis: LEGACY_BASIS,
      evidenceIds: [],
    });
    expect(freshbooks.launchYear?.value).toBe("2003");
    expect(freshbooks.platforms).toEqual(["Web", "iOS", "Android"]);
    expect(freshbooks.whyUsersLoveIt).toBe("Easy to use Great support");
    expect(model!.competitors[1]!.pricing).toBeNull();
  });

  it("maps capitalised platform keys", () => {
    const model = parseLegacyResults(legacyFixture);
    expect(model.platformFeedback.reddit).toHaveLength(1);
    expect(model.platformFeedback.reddit[0]).toMatchObject({
      subreddit: "freelance",
      upvotes: 42,
      featureRequest: "Auto reminders",
    });
    expect(model.platformFeedback.tiktok).toHaveLength(1);
    expect(model.platformFeedback.tiktok[0]).not.toHaveProperty("subreddit");
    expect(model.platformFeedback.twitter).toEqual([]);
    expect(totalFeedback(model.platformFeedback)).toBe(2);
    expect(model.platformFeedback.tiktok[0]!.evidenceId).toBe("legacy-tiktok-0");
  });

  it("keeps string lists: gaps, insights, pivots", () => {
    const model = parseLegacyResults(legacyFixture);
    expect(model.marketGaps.map((gap) => gap.text)).toEqual(legacyFixture.marketGaps);
    expect(model.insights.map((insight) => insight.text)).toEqual(legacyFixture.insights);
    expect(model.pivotSuggestions).toEqual(legacyFixture.pivotSuggestions);
  });

  it("shows a market summary from results that fail the strict schema", () => {
    const model = parseResults({
      competitors: [],
      platformFeedback: { reddit: [], youtube: "not a list" },
      redditInsights: {
        overallSentiment: "Mostly positive",
        topPainPoints: ["Price"],
        marketGaps: ["Gap A"],
      },
      marketSummary: {
        marketOpportunity: "Big",
        keyTakeaways: ["One"],
        recommendedFocus: "Focus",
        targetSegment: "SMBs",
        differentiationStrategy: "Speed",
      },
    });
    expect(model?.kind).toBe("legacy");
    expect(model?.marketSummary?.keyTakeaways).toEqual(["One"]);
    expect(model?.redditInsights?.overallSentiment).toMatchObject({
      label: "positive",
      basis: "Mostly positive",
    });
    expect(model?.marketGaps.map((gap) => gap.text)).toEqual(["Gap A"]);
  });
});
