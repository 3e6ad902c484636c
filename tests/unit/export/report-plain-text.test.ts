import { describe, expect, it } from "vitest";
import { toReportDocument } from "../../../src/contract/export/report-document.ts";
import { reportToMarkdown } from "../../../src/contract/export/report-markdown.ts";
import { reportToPlainText } from "../../../src/contract/export/report-plain-text.ts";
import { FEEDBACK_PLATFORMS, type Report } from "../../../src/contract/report.ts";
import { toNotionBlocks } from "../../../src/server/modules/integrations/notion/to-notion-blocks.ts";
import { IDEA, legacyFixture, reportFixture } from "../report/fixtures.ts";
import { exportInput, RESULTS_URL } from "./export-input.ts";

const text = reportToPlainText(exportInput(reportFixture));

function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("Copy to Clipboard: the export document as plain text (issue 24)", () => {
  it("opens with the idea, then the glance: score, pains with quotes and links, rivals with prices, this week", () => {
    expect(text.startsWith(`IDEA\n${IDEA}\n\n`)).toBe(true);
    const glance = text.slice(text.indexOf("AT A GLANCE"), text.indexOf("VERDICT"));
    expect(glance).toContain(`Score: ${reportFixture.verdict!.score}/100`);
    expect(glance).toContain(
      "- Chasing late payments takes hours every month — “I spend hours every month chasing late invoices from clients” · Reddit · View source: https://www.reddit.com/r/freelance/comments/abc1/",
    );
    expect(glance).toContain("- Bonsai (https://www.hellobonsai.com) — $21/month");
    expect(glance).toContain("1. Ask five people who have this problem:");
    expect(glance).toContain(
      `“${reportFixture.verdict!.nextSevenDays.smokeTest.headline}” at $19/month.`,
    );
  });

  it("keeps what the old copy dropped: prices, key features and the evidence for, each with its link", () => {
    expect(text).toContain("- Bonsai (https://www.hellobonsai.com)\n   Description: ");
    expect(text).toContain("   Pricing: $21/month\n");
    expect(text).toMatch(/ {3}Key features: [^\n]+;/);
    expect(text).toContain("Evidence for:\n");
    for (const item of reportFixture.verdict!.evidenceFor)
      expect(text).toContain(`"${item.quote}"`);
  });

  it("cites by number, and ends with every source under its number", () => {
    expect(text).toContain("— Sources: [1] [14] [2]");
    const sources = text.slice(text.indexOf("EVIDENCE AND SOURCES"));
    reportFixture.sources.forEach((source, index) => expect(sources).toContain(`${index + 1}. `));
    expect(sources).toContain("https://www.hellobonsai.com/pricing");
  });

  it("holds every quote of every platform with its source, and says when a link cannot be followed", () => {
    for (const platform of FEEDBACK_PLATFORMS)
      for (const item of reportFixture.platformFeedback[platform])
        expect(text).toContain(`"${item.comment}"`);
    expect(text).toContain("Source URL not available");
    expect(text).toContain(`Exported from Groundtruth (${RESULTS_URL})`);
  });

  it("counts what the Markdown and Notion exports count: the same competitors, quotes and sources", () => {
    const input = exportInput(reportFixture);
    const markdown = reportToMarkdown(input);
    const blocks = JSON.stringify(toNotionBlocks(toReportDocument(input)));
    for (const competitor of reportFixture.competitors) {
      expect(occurrences(text, competitor.name)).toBeGreaterThan(0);
      expect(occurrences(markdown, competitor.name)).toBe(occurrences(text, competitor.name));
    }
    const comments = FEEDBACK_PLATFORMS.flatMap(
      (platform) => reportFixture.platformFeedback[platform],
    );
    for (const item of comments) {
      const inText = occurrences(text, item.comment);
      expect(inText).toBeGreaterThan(0);
      expect(occurrences(markdown.replace(/\\/g, ""), item.comment)).toBe(inText);
      expect(occurrences(blocks, item.comment)).toBe(inText);
    }
    expect(text).toContain("3 competitors, 9 user comments, 7 insights, 16 sources");
    expect(markdown).toContain("3 competitors, 9 user comments, 7 insights, 16 sources");
  });

  it("writes an older report without a glance or verdict", () => {
    const older = reportToPlainText(exportInput(legacyFixture));
    expect(older).not.toContain("AT A GLANCE");
    expect(older).not.toContain("VERDICT");
    expect(older).toContain("SIMILAR COMPETITORS");
  });

  it("says 'None identified' where a list is empty", () => {
    const empty: Report = {
      ...reportFixture,
      redditInsights: { ...reportFixture.redditInsights, marketGaps: [], actionableInsights: [] },
    };
    expect(reportToPlainText(exportInput(empty))).toContain("Market gaps:\nNone identified");
  });
});
