import { describe, expect, it } from "vitest";
import { diffReports, reportChangesSchema } from "../../../src/contract/report-changes.ts";
import type { Competitor, Report } from "../../../src/contract/report.ts";
import type { StoredReport } from "../../../src/contract/stored-report.ts";
import { IDEA, legacyFixture, reportFixture, stored } from "./fixtures.ts";
import { changeHeadlines } from "../../../src/contract/export/report-changes-document.ts";
import { reportToMarkdown } from "../../../src/contract/export/report-markdown.ts";

const EARLIER_ID = "00000000-0000-4000-8000-000000000001";

/** A deep copy to change, as a second run's report would differ. */
const copy = (report: Report): Report => structuredClone(report);
const asStored = (report: Report): StoredReport => ({ kind: "report", report });
const diff = (before: Report | StoredReport, after: Report) =>
  reportChangesSchema.parse(
    diffReports(
      {
        analysisId: EARLIER_ID,
        madeAt: "2026-10-01T09:00:00.000Z",
        report: "kind" in before ? before : asStored(before),
      },
      asStored(after),
    ),
  );

/** A competitor whose price and features its own pages state. */
function pageBacked(name: string, price: string, features: string[]): Competitor {
  const host = `${name.toLowerCase()}.example`;
  return {
    ...reportFixture.competitors[0]!,
    name,
    link: `https://${host}/`,
    pricing: {
      value: price,
      isEstimate: false,
      basis: `Stated on ${host}'s pricing page`,
      evidenceIds: [],
      pageSnippets: [{ url: `https://${host}/pricing`, snippet: `Solo ${price}` }],
    },
    keyFeatures: features,
    keyFeatureSnippets: features.map((feature) => ({ url: `https://${host}/`, snippet: feature })),
  };
}

describe("what changed between two runs of one idea", () => {
  it("says nothing changed when nothing did", () => {
    const changes = diff(reportFixture, copy(reportFixture));
    expect(changes.nothingChanged).toBe(true);
    expect(changes.earlier).toEqual({ analysisId: EARLIER_ID, madeAt: "2026-10-01T09:00:00.000Z" });
    expect(changes.competitors).toEqual({ added: [], removed: [], changed: [] });
    expect(changes.quotes).toEqual({
      added: [],
      addedCount: 0,
      postedSinceCount: 0,
      removedCount: 0,
    });
  });

  it("finds competitors new and gone, by name or by site", () => {
    const after = copy(reportFixture);
    const [first, ...rest] = after.competitors;
    // Renamed but the same site: the same competitor.
    after.competitors = [
      { ...first!, name: `${first!.name} Pro` },
      ...rest.slice(1),
      pageBacked("Slotback", "$19/month", ["Waitlist"]),
    ];
    const changes = diff(reportFixture, after);
    expect(changes.competitors.added).toEqual([
      { name: "Slotback", link: "https://slotback.example/" },
    ]);
    expect(changes.competitors.removed.map((entry) => entry.name)).toEqual([
      reportFixture.competitors[1]!.name,
    ]);
    expect(changes.nothingChanged).toBe(false);
  });

  it("reports a price or feature change only where both runs read it on the product's own pages", () => {
    const before = copy(reportFixture);
    before.competitors = [pageBacked("Chaserly", "$9/month", ["Reminders", "Late fees"])];
    const after = copy(before);
    after.competitors = [
      pageBacked("Chaserly", "$12/month", ["Reminders", "Late fees", "Deposits"]),
    ];
    const changes = diff(before, after);
    expect(changes.competitors.changed).toEqual([
      {
        name: "Chaserly",
        field: "pricing",
        before: {
          value: "$9/month",
          pageSnippets: [{ url: "https://chaserly.example/pricing", snippet: "Solo $9/month" }],
        },
        after: {
          value: "$12/month",
          pageSnippets: [{ url: "https://chaserly.example/pricing", snippet: "Solo $12/month" }],
        },
      },
      expect.objectContaining({
        field: "keyFeatures",
        before: expect.objectContaining({ value: "Reminders · Late fees" }),
        after: expect.objectContaining({ value: "Reminders · Late fees · Deposits" }),
      }),
    ]);

    // A price only a search snippet stated is not a change the product made.
    const unstated = copy(after);
    unstated.competitors[0]!.pricing = {
      value: "$15/month",
      isEstimate: false,
      basis: "Stated in a search result",
      evidenceIds: ["web-1"],
    };
    expect(diff(before, unstated).competitors.changed.map((change) => change.field)).toEqual([
      "keyFeatures",
    ]);
  });

  it("lists new quotes under the pain point they back, and counts those gone", () => {
    const after = copy(reportFixture);
    const fresh = {
      ...after.platformFeedback.hackernews[0]!,
      evidenceId: "hackernews-99",
      comment: "Clients ignore my first reminder every single time.",
      sourceUrl: "https://news.ycombinator.com/item?id=99",
    };
    const other = {
      ...fresh,
      evidenceId: "bluesky-1",
      comment: "A quote that backs no pain point.",
      sourceUrl: "https://bsky.app/profile/a.bsky.social/post/3l1",
    };
    after.platformFeedback.hackernews = [fresh, ...after.platformFeedback.hackernews.slice(1)];
    after.platformFeedback.bluesky = [other];
    after.redditInsights.topPainPoints[1]!.evidenceIds.push("hackernews-99");
    const changes = diff(reportFixture, after);
    expect(changes.quotes.addedCount).toBe(2);
    expect(changes.quotes.removedCount).toBe(1);
    expect(changes.quotes.added).toEqual([
      {
        theme: "Clients ignore the first reminder",
        items: [expect.objectContaining({ evidenceId: "hackernews-99", platform: "hackernews" })],
      },
      { theme: null, items: [expect.objectContaining({ evidenceId: "bluesky-1" })] },
    ]);
    expect(changes.themes.grew).toEqual([
      expect.objectContaining({ text: "Clients ignore the first reminder", before: 1, after: 2 }),
    ]);
  });

  it("tells quotes posted since the earlier run from older posts found this time", () => {
    const after = copy(reportFixture);
    const model = after.platformFeedback.hackernews[0]!;
    const posted = (id: string, createdAt: string | null) => ({
      ...model,
      evidenceId: `hackernews-${id}`,
      comment: `Quote ${id}`,
      sourceUrl: `https://news.ycombinator.com/item?id=${id}`,
      createdAt,
    });
    after.platformFeedback.hackernews = [
      ...after.platformFeedback.hackernews,
      posted("501", "2026-10-20T12:00:00.000Z"),
      posted("502", "2026-03-02T12:00:00.000Z"),
      posted("503", null),
    ];
    const changes = diff(reportFixture, after);
    const items = changes.quotes.added.flatMap((group) => group.items);
    expect(items.map((item) => [item.evidenceId, item.postedSince])).toEqual([
      ["hackernews-501", true],
      ["hackernews-502", false],
      ["hackernews-503", false],
    ]);
    expect(changes.quotes).toMatchObject({ addedCount: 3, postedSinceCount: 1 });
    expect(changeHeadlines(changes)).toContain(
      "1 new quote posted since, 2 earlier posts found this time",
    );
  });

  it("tells pain points that appeared from those that faded, in either run's words", () => {
    const after = copy(reportFixture);
    after.redditInsights.topPainPoints = [
      // The same pain, reworded: neither new nor gone.
      {
        text: "Chasing late payments takes many hours each month",
        evidenceIds: ["reddit-1", "reddit-3"],
      },
      { text: "Deposits are awkward to ask for", evidenceIds: ["reddit-2"] },
    ];
    const { themes } = diff(reportFixture, after);
    expect(themes.appeared.map((theme) => theme.text)).toEqual(["Deposits are awkward to ask for"]);
    expect(themes.faded.map((theme) => theme.text)).toEqual([
      "Clients ignore the first reminder",
      "Existing tools are priced for agencies",
      "A fourth pain point that is not shown",
    ]);
    expect(themes.grew).toEqual([]);
  });

  it("gives the score and confidence before and after, with the signals that moved and their evidence", () => {
    const after = copy(reportFixture);
    after.verdict = {
      ...after.verdict!,
      score: after.verdict!.score + 7,
      confidence: "high",
      signals: after.verdict!.signals.map((signal, index) =>
        index === 0 ? { ...signal, value: Math.min(100, signal.value + 20) } : signal,
      ),
    };
    const { verdict } = diff(reportFixture, after);
    expect(verdict?.before).toEqual({
      score: reportFixture.verdict!.score,
      confidence: reportFixture.verdict!.confidence,
    });
    expect(verdict?.after).toEqual({ score: reportFixture.verdict!.score + 7, confidence: "high" });
    expect(verdict?.signals).toEqual([
      expect.objectContaining({
        id: reportFixture.verdict!.signals[0]!.id,
        before: reportFixture.verdict!.signals[0]!.value,
        evidenceIds: reportFixture.verdict!.signals[0]!.evidenceIds,
      }),
    ]);
  });

  it("compares with a report saved in an older shape, without a verdict", () => {
    const legacy = stored(legacyFixture);
    expect(legacy?.kind).toBe("legacy");
    const changes = diff(legacy!, reportFixture);
    expect(changes.verdict).toEqual({
      before: null,
      after: { score: reportFixture.verdict!.score, confidence: reportFixture.verdict!.confidence },
      signals: [],
    });
    expect(changes.nothingChanged).toBe(false);
  });

  it("sums up in a line each, in the words the page and every export use", () => {
    const after = copy(reportFixture);
    after.competitors = [...after.competitors, pageBacked("Slotback", "$19/month", ["Waitlist"])];
    after.verdict = { ...after.verdict!, score: after.verdict!.score + 7, confidence: "high" };
    const changes = diff(reportFixture, after);
    expect(changeHeadlines(changes)).toEqual([
      `Score ${reportFixture.verdict!.score} → ${reportFixture.verdict!.score + 7}`,
      `Confidence ${reportFixture.verdict!.confidence} → high`,
      "1 new competitor: Slotback",
    ]);
    expect(changeHeadlines(diff(reportFixture, copy(reportFixture)))).toEqual([
      "Nothing changed: the same competitors, quotes and score.",
    ]);
    const markdown = reportToMarkdown({
      idea: IDEA,
      stored: { kind: "report", report: after },
      createdAt: "2026-11-28T09:00:00.000Z",
      resultsUrl: null,
      changes,
    });
    expect(markdown).toContain("## Since October 1, 2026");
    expect(markdown).toContain(
      `**Score:** ${reportFixture.verdict!.score} → ${reportFixture.verdict!.score + 7}, confidence ${reportFixture.verdict!.confidence} → high`,
    );
    expect(markdown).toContain("**New competitor:** [Slotback](<https://slotback.example/>)");
  });
});
