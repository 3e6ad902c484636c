import { describe, expect, it } from "vitest";
import {
  citedEvidenceIds,
  compareReports,
  createComparisonBodySchema,
  COMPARISON_MESSAGES,
  leadersOf,
  reportComparisonSchema,
  type ComparisonInput,
} from "../../../src/contract/report-comparison.ts";
import type { Report } from "../../../src/contract/report.ts";
import { comparisonToMarkdown } from "../../../src/contract/export/comparison-document.ts";
import { legacyFixture, reportFixture, stored } from "./fixtures.ts";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const input = (n: number, report: Report, idea = `Idea ${n}`): ComparisonInput => ({
  analysisId: id(n),
  ideaText: idea,
  createdAt: "2026-11-01T09:00:00.000Z",
  stored: { kind: "report", report },
});

/** A second idea: a higher score, more talk of paying, fewer rivals, pricier ones, less evidence. */
function strongerIdea(): Report {
  const report = structuredClone(reportFixture);
  const verdict = report.verdict!;
  verdict.score = 71;
  verdict.confidence = "high";
  verdict.signals = verdict.signals.map((signal) =>
    signal.id === "willingnessToPay"
      ? { ...signal, value: 64, evidenceIds: ["reddit-6", "reddit-1", "no-such-evidence"] }
      : signal,
  );
  report.competitors = [
    {
      ...report.competitors[0]!,
      pricing: { ...report.competitors[0]!.pricing!, value: "$49/month" },
    },
  ];
  report.platformFeedback.facebook = [];
  report.sources = report.sources.slice(0, -1);
  return report;
}

const compare = (inputs: ComparisonInput[]) => reportComparisonSchema.parse(compareReports(inputs));

describe("comparing finished reports side by side", () => {
  it("lays out each report's own figures and marks who leads each row", () => {
    const comparison = compare([input(1, reportFixture), input(2, strongerIdea())]);
    expect(comparison.reports.map((report) => [report.letter, report.analysisId])).toEqual([
      ["A", id(1)],
      ["B", id(2)],
    ]);
    expect(comparison.score).toEqual({
      cells: [{ value: 54 }, { value: 71 }],
      leaders: [1],
      tied: false,
    });
    expect(comparison.confidence.leaders).toEqual([1]);
    expect(comparison.confidence.cells[0]).toMatchObject({ level: "medium" });

    const spendSignal = comparison.signals.find((signal) => signal.id === "willingnessToPay")!;
    expect(spendSignal.label).toBe("Commercial intent");
    expect(spendSignal.cells.map((cell) => cell?.value)).toEqual([21, 64]);
    expect(spendSignal.leaders).toEqual([1]);
    // An unchanged signal is a tie, not a lead.
    const recency = comparison.signals.find((signal) => signal.id === "recency")!;
    expect(recency).toMatchObject({ leaders: [], tied: true });

    // Fewer rivals lead; the pricier market leads the price row.
    expect(comparison.competitors.cells.map((cell) => cell?.count)).toEqual([3, 1]);
    expect(comparison.competitors.leaders).toEqual([1]);
    expect(comparison.prices.cells[0]).toMatchObject({ range: "$0–$21", pricedCount: 3 });
    expect(comparison.prices.cells[1]).toMatchObject({ range: "$49", pricedCount: 1 });
    expect(comparison.prices.leaders).toEqual([1]);

    expect(comparison.platforms.cells[0]?.platforms).toEqual([
      "reddit",
      "hackernews",
      "youtube",
      "facebook",
    ]);
    expect(comparison.platforms.leaders).toEqual([0]);
    expect(comparison.volume.cells[0]).toEqual({
      evidence: reportFixture.sources.length,
      quotes: 9,
    });
    expect(comparison.volume.leaders).toEqual([0]);
  });

  it("shows spend evidence and top pains as verbatim quotes with their links", () => {
    const comparison = compare([input(1, reportFixture), input(2, strongerIdea())]);
    const spend = comparison.spend.cells[1]!;
    expect(spend.value).toBe(64);
    // The verdict's own checked quote, then the source's sentence about paying.
    expect(spend.quotes[0]).toEqual({
      evidenceId: "reddit-6",
      text: "I would happily pay for something that handles the awkward part for me without sounding like a debt collector.",
      url: "https://www.reddit.com/r/graphic_design/comments/def6/",
      platform: "reddit",
    });
    const sources = new Map(reportFixture.sources.map((source) => [source.id, source]));
    for (const quote of [
      ...spend.quotes,
      ...comparison.pains.cells.flatMap((cell) => cell!.pains.flatMap((pain) => pain.quote ?? [])),
    ]) {
      const source = sources.get(quote.evidenceId)!;
      expect(source.url).toBe(quote.url);
      expect(source.text).toContain(quote.text.replace(/…$/, ""));
    }
    expect(comparison.pains.cells[0]!.pains.length).toBeGreaterThan(0);
  });

  it("cites only evidence ids its reports hold", () => {
    const comparison = compare([input(1, reportFixture), input(2, strongerIdea())]);
    const cited = citedEvidenceIds(comparison);
    expect(cited[1]).not.toContain("no-such-evidence");
    const held = [reportFixture, strongerIdea()].map(
      (report) => new Set(report.sources.map((source) => source.id)),
    );
    cited.forEach((ids, column) => {
      expect(ids.length).toBeGreaterThan(0);
      for (const evidenceId of ids) expect(held[column]!.has(evidenceId)).toBe(true);
    });
  });

  it("compares an older report by what it has, and leads nothing on what it lacks", () => {
    const legacy = stored(legacyFixture)!;
    expect(legacy.kind).toBe("legacy");
    const comparison = compare([
      input(1, reportFixture),
      {
        analysisId: id(2),
        ideaText: "Old idea",
        createdAt: "2025-01-01T00:00:00.000Z",
        stored: legacy,
      },
    ]);
    expect(comparison.reports[1]).toMatchObject({
      legacy: true,
      madeAt: "2025-01-01T00:00:00.000Z",
    });
    expect(comparison.score).toEqual({ cells: [{ value: 54 }, null], leaders: [], tied: false });
    expect(comparison.spend.cells[1]).toBeNull();
    expect(comparison.competitors.cells[1]).not.toBeNull();
  });

  it("compares up to four, in the order given", () => {
    const reports = [1, 2, 3, 4].map((n) => input(n, n === 3 ? strongerIdea() : reportFixture));
    const comparison = compare(reports);
    expect(comparison.reports.map((report) => report.letter)).toEqual(["A", "B", "C", "D"]);
    expect(comparison.score.leaders).toEqual([2]);
    expect(() => compareReports([...reports, input(5, reportFixture)])).toThrow(RangeError);
  });

  it("ranks ties and lone values as leading nothing", () => {
    expect(leadersOf([3, 5, 5])).toEqual({ leaders: [1, 2], tied: false });
    expect(leadersOf([5, 5])).toEqual({ leaders: [], tied: true });
    expect(leadersOf([5, null])).toEqual({ leaders: [], tied: false });
  });

  it("takes 2 to 4 distinct ids, each refusal in plain words", () => {
    const refusal = (analysisIds: unknown) =>
      createComparisonBodySchema.safeParse({ analysisIds }).error?.issues[0]?.message;
    expect(refusal([id(1)])).toBe(COMPARISON_MESSAGES.tooFew);
    expect(refusal([1, 2, 3, 4, 5].map(id))).toBe(COMPARISON_MESSAGES.tooMany);
    expect(refusal([id(1), id(1)])).toBe(COMPARISON_MESSAGES.duplicate);
    expect(refusal([id(1), "nope"])).toBe(COMPARISON_MESSAGES.invalidId);
    expect(refusal([id(1), id(2)])).toBeUndefined();
  });

  it("exports one Markdown document: the table with each row's leader, then quotes with links", () => {
    const comparison = compare([input(1, reportFixture), input(2, strongerIdea())]);
    const markdown = comparisonToMarkdown({
      comparison,
      reportUrl: (analysisId) => `https://app.example/results/${analysisId}`,
      comparisonUrl: "https://app.example/compare/1",
    });
    expect(markdown).toContain(`- **A:** [Idea 1](<https://app.example/results/${id(1)}>)`);
    expect(markdown).toContain("| **Score** | 54/100 | **71/100 ★** | B |");
    expect(markdown).toContain("| **Recency** | 100/100 (4 items) | 100/100 (3 items) | Even |");
    expect(markdown).toContain(
      "> I would happily pay for something that handles the awkward part for me without sounding like a debt collector.",
    );
    expect(markdown).toContain(
      "[source](<https://www.reddit.com/r/graphic_design/comments/def6/>)",
    );
  });
});
