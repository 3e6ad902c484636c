import { describe, expect, it } from "vitest";
import { reportToMarkdown } from "../../../src/contract/export/report-markdown.ts";
import type { Report } from "../../../src/contract/report.ts";
import { toReportModel } from "../../../src/contract/report-model.ts";
import {
  SPEND_EVIDENCE_HEADING,
  SPEND_EVIDENCE_LABEL,
  type SpendEvidence,
} from "../../../src/contract/spend-evidence.ts";
import { numberSources, reportDigest } from "../../../src/engine/chat/chat-context.ts";
import { toPreviewTeaser } from "../../../src/server/modules/previews/to-preview-teaser.ts";
import { reportFixture, stored } from "./fixtures.ts";

const source = reportFixture.sources[0]!;
const QUOTE = "Chaserly costs me $12 a month and pays for itself.";
const spendEvidence: SpendEvidence = {
  quotes: [
    {
      evidenceId: source.id,
      quote: QUOTE,
      kind: "statesPrice",
      platform: source.platform,
      url: source.url,
    },
  ],
  pricePoints: [
    {
      competitor: "Bonsai",
      text: "Starter: $21 /month",
      url: "https://www.hellobonsai.com/pricing",
      monthly: 21,
      currency: "$",
    },
    {
      competitor: "Bonsai",
      text: "Payments: 2.9% per transaction",
      url: "https://www.hellobonsai.com/pricing",
      monthly: null,
      currency: "%",
    },
  ],
  monthlyRanges: [{ currency: "$", low: 21, high: 21 }],
};
const withSpend: Report = { ...reportFixture, spendEvidence };

describe("spend evidence in a stored report", () => {
  it("reads a report stored before it existed, without the section", () => {
    const { spendEvidence: _none, ...old } = withSpend;
    const read = stored(JSON.parse(JSON.stringify(old)));
    expect(read?.kind).toBe("report");
    expect(toReportModel(read!).report?.spendEvidence).toBeUndefined();
  });

  it("keeps the section through the read boundary", () => {
    const read = stored(JSON.parse(JSON.stringify(withSpend)));
    expect(toReportModel(read!).report?.spendEvidence).toEqual(spendEvidence);
  });
});

describe("spend evidence where the report goes", () => {
  it("exports under its heading and label, each quote verbatim with its link, prices with their pages", () => {
    const markdown = reportToMarkdown({
      idea: withSpend.idea,
      stored: { kind: "report", report: withSpend },
      createdAt: withSpend.generatedAt,
      resultsUrl: null,
    });
    expect(markdown).toContain(`## ${SPEND_EVIDENCE_HEADING}`);
    expect(markdown).toContain(SPEND_EVIDENCE_LABEL);
    expect(markdown).toContain(QUOTE);
    expect(markdown).toContain(source.url);
    expect(markdown).toContain("$21 a month");
    expect(markdown).toContain("2.9% per transaction (not a monthly price)");
    expect(markdown).toContain("https://www.hellobonsai.com/pricing");
  });

  it("gives the chat the section, labelled as spend evidence, with citations", () => {
    const digest = reportDigest(withSpend, numberSources(withSpend));
    expect(digest).toContain(`Spend evidence (${SPEND_EVIDENCE_LABEL})`);
    expect(digest).toContain(`"${QUOTE}" [1]`);
  });

  it("tells the preview only that the section exists: counts, no quote, no price, no link", () => {
    const teaser = toPreviewTeaser(withSpend);
    expect(teaser.spendEvidence).toEqual({ quotes: 1, pricePoints: 2 });
    const sent = JSON.stringify(teaser);
    expect(sent).not.toContain(QUOTE);
    expect(sent).not.toContain("per transaction");
    expect(toPreviewTeaser(reportFixture).spendEvidence).toBeNull();
  });
});
