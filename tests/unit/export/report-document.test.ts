import { describe, expect, it } from "vitest";
import {
  toReportDocument,
  type DocNode,
  type Span,
} from "../../../src/contract/export/report-document.ts";
import type { Report } from "../../../src/contract/report.ts";
import { aCompetitor } from "../../support/competitor.ts";
import { legacyFixture, reportFixture } from "../report/fixtures.ts";
import { exportInput, RESULTS_URL } from "./export-input.ts";

function sectionHeadings(nodes: DocNode[]): string[] {
  return nodes.flatMap((node) => (node.type === "heading" && node.level === 2 ? [node.text] : []));
}

function words(spans: Span[]): string {
  return spans.map((span) => span.text).join("");
}

/** Every word of the document, so a test can look for text wherever it landed. */
function allText(nodes: DocNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "heading":
          return node.text;
        case "quote":
          return `${node.text}\n${words(node.attribution)}`;
        case "table":
          return [node.columns.join(" "), ...node.rows.map((row) => row.map(words).join(" "))].join(
            "\n",
          );
        case "divider":
          return "---";
        default:
          return words(node.spans);
      }
    })
    .join("\n");
}

describe("the export document", () => {
  it("follows issue 15's order, the glance first (issue 24): intro, glance, verdict, competitors, feedback, insights, summary and strategy, pivots and plan, warnings, sources, footer", () => {
    const nodes = toReportDocument(exportInput(reportFixture));
    expect(sectionHeadings(nodes)).toEqual([
      "At a glance",
      "Verdict",
      "Similar Competitors",
      "Real User Feedback",
      "Key Insights",
      "Market Analysis Summary",
      "Recommended Strategy",
      "Pivots worth testing",
      "Your next 7 days",
      "Warnings",
      "Evidence and Sources",
    ]);
    const [intro] = nodes;
    expect(intro?.type).toBe("paragraph");
    expect(allText([intro!])).toBe(
      "Analyzed on October 1, 2025 · Evidence-based report by Groundtruth · AI analysis · 3 competitors, 9 user comments, 7 insights, 16 sources",
    );
    const [divider, footer] = nodes.slice(-2);
    expect(divider).toEqual({ type: "divider" });
    expect(footer).toEqual({
      type: "paragraph",
      spans: [
        { text: "Exported from Groundtruth", url: RESULTS_URL },
        { text: ". Every quote is verbatim from its linked source." },
      ],
    });
  });

  it("has no verdict, pivots or plan when the report has no verdict", () => {
    const nodes = toReportDocument(exportInput({ ...reportFixture, verdict: undefined }));
    const headings = sectionHeadings(nodes);
    expect(headings).not.toContain("Verdict");
    expect(headings).not.toContain("Pivots worth testing");
    expect(headings).not.toContain("Your next 7 days");
    expect(headings[0]).toBe("Similar Competitors");
  });

  it("quotes the evidence for and against word for word, each linked to its source", () => {
    const quotes = toReportDocument(exportInput(reportFixture)).filter(
      (node): node is Extract<DocNode, { type: "quote" }> => node.type === "quote",
    );
    for (const item of [
      ...reportFixture.verdict!.evidenceFor,
      ...reportFixture.verdict!.evidenceAgainst,
    ]) {
      const quote = quotes.find((node) => node.text === item.quote);
      const url = reportFixture.sources.find((source) => source.id === item.evidenceId)?.url;
      expect(quote?.attribution, item.quote).toContainEqual({ text: "View source", url });
      expect(words(quote!.attribution)).toContain(item.reason);
    }
  });

  it("labels competitor facts honestly: unverified links in words, absent prices 'Not found', estimates '(estimate)'", () => {
    const report: Report = {
      ...reportFixture,
      competitors: [
        aCompetitor("Chaser", { linkStatus: "unverified" }),
        aCompetitor("Paidly", {
          pricing: {
            value: "$9/month",
            isEstimate: true,
            basis: "Guessed from peers",
            evidenceIds: [],
          },
        }),
      ],
    };
    const table = toReportDocument(exportInput(report)).find((node) => node.type === "table");
    expect(table).toMatchObject({
      columns: [
        "Competitor",
        "Description",
        "Pricing",
        "Launched",
        "Key features",
        "Named in discussions",
      ],
    });
    const [chaser, paidly] = (table as Extract<DocNode, { type: "table" }>).rows;
    expect(chaser?.[0]).toEqual([
      { text: "Chaser", url: "https://chaser.example" },
      { text: " (unverified link)" },
    ]);
    expect(words(chaser![2]!)).toBe("Not found");
    expect(words(paidly![2]!)).toBe("$9/month (estimate)");
  });

  it("says in one line when a section is empty", () => {
    const text = allText(toReportDocument(exportInput({ ...reportFixture, competitors: [] })));
    expect(text).toContain("Similar Competitors\nNo competitors were found.\n");
    expect(text).toContain("No posts found on TikTok for this idea.");
  });

  it("carries warnings and notes in plain words, without configuration variable names", () => {
    const report: Report = {
      ...reportFixture,
      warnings: [
        {
          code: "not-configured",
          source: "reddit",
          message:
            "Reddit was skipped because it is not configured. Set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET to include it.",
        },
      ],
      sections: {
        ...reportFixture.sections,
        marketSummary: {
          generatedBy: "evidence-only",
          note: "Built without a language model from the evidence. Add a model (AI_PROVIDER, AI_MODEL) for reasoned analysis.",
        },
      },
    };
    const text = allText(toReportDocument(exportInput(report)));
    expect(text).toContain("Warnings\nReddit was not searched for this report.");
    expect(text).toContain("Built without a language model from the evidence.");
    expect(text).not.toMatch(/REDDIT_CLIENT_ID|AI_PROVIDER/);
  });

  it("renders an older report's sections with no provenance claims", () => {
    const nodes = toReportDocument(exportInput(legacyFixture));
    const text = allText(nodes);
    expect(sectionHeadings(nodes)).toEqual([
      "Similar Competitors",
      "Real User Feedback",
      "Key Insights",
      "Market Analysis Summary",
      "Recommended Strategy",
    ]);
    expect(text).toContain("Older report format");
    expect(text).toContain("saved before Groundtruth recorded its sources");
    expect(text).not.toContain("Evidence-based report");
    expect(text).not.toContain("verbatim");
    expect(text).not.toContain("Named in discussions");
    expect(text).toContain("Late payments kill my cash flow.");
    expect(text).toContain("Offer invoice factoring");
  });
});
