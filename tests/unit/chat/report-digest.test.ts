import { describe, expect, it } from "vitest";
import {
  changesDigest,
  numberSources,
  reportDigest,
} from "../../../src/engine/chat/chat-context.ts";
import { diffReports } from "../../../src/contract/report-changes.ts";
import { reportFixture } from "../report/fixtures.ts";

describe("the report as the chat model reads it", () => {
  const sources = numberSources(reportFixture);
  const digest = reportDigest(reportFixture, sources);
  const verdict = reportFixture.verdict!;

  it("carries the verdict with its working, so the chat can explain any signal from the same counts", () => {
    expect(digest).toContain(`Verdict: ${verdict.score}/100, ${verdict.confidence} confidence`);
    expect(digest).toContain("no model set it");
    for (const signal of verdict.signals)
      expect(digest).toContain(
        `- ${signal.label}: ${signal.value}/100, weight ${Math.round(signal.weight * 100)}%. Counted: ${signal.basis}.`,
      );
    // Cited by the numbers the report shows, as the rest of the digest is.
    const number = sources.find(
      (source) => source.id === verdict.signals[0]!.evidenceIds[0],
    )!.number;
    expect(digest).toMatch(new RegExp(`Pain frequency: [^\\n]*\\[${number}\\]`));
  });

  it("gives the evidence against word for word", () => {
    for (const quote of verdict.evidenceAgainst) expect(digest).toContain(`"${quote.quote}"`);
  });

  it("leaves the verdict out for reports saved before it existed", () => {
    const older = { ...reportFixture, verdict: undefined };
    expect(reportDigest(older, numberSources(older))).not.toContain("Verdict:");
  });

  it("tells the chat of a re-run what changed since the earlier run, from the page's own lines", () => {
    const later = structuredClone(reportFixture);
    later.verdict = { ...later.verdict!, score: later.verdict!.score + 4 };
    later.competitors = [
      ...later.competitors,
      { ...later.competitors[0]!, name: "Slotback", link: "https://slotback.example/" },
    ];
    const changes = diffReports(
      {
        analysisId: "a0",
        madeAt: "2026-10-01T09:00:00.000Z",
        report: { kind: "report", report: reportFixture },
      },
      { kind: "report", report: later },
    );
    const digest = changesDigest(changes);
    expect(digest).toContain('<changes since="2026-10-01">');
    expect(digest).toContain(`- Score ${verdict.score} → ${verdict.score + 4}`);
    expect(digest).toContain("- 1 new competitor: Slotback");
  });
});
