import { expect, test } from "vitest";
import { sameWords } from "../../../src/engine/index.ts";
import { shareOf, MIN_SAMPLE } from "../../../src/contract/integrity.ts";
import type { Report } from "../../../src/contract/report.ts";
import { countReportEvidence } from "../../../src/server/modules/integrity/count-report-evidence.ts";
import { legacyFixture, reportFixture, stored } from "../report/fixtures.ts";

function withCompetitor(change: (report: Report) => void): Report {
  const report = structuredClone(reportFixture);
  change(report);
  return report;
}

test("a stated fact with the page's own words is backed; an estimate is not a stated field", () => {
  const report = withCompetitor((draft) => {
    const [first] = draft.competitors;
    draft.competitors = [
      {
        ...first!,
        keyFeatures: ["Contracts", "Invoices"],
        keyFeatureSnippets: [{ url: "https://a.example/features", snippet: "Send contracts" }],
        pricing: {
          value: "$17/month",
          isEstimate: false,
          basis: "pricing page",
          evidenceIds: [],
          pageSnippets: [{ url: "https://a.example/pricing", snippet: "$17 per month" }],
        },
        launchYear: { value: "2016", isEstimate: false, basis: "Product Hunt", evidenceIds: [] },
        estimatedARR: {
          value: "$1M",
          isEstimate: true,
          basis: "a guess from reviews",
          evidenceIds: [],
        },
        fundingStatus: null,
        estimatedDownloads: null,
        storeRating: null,
      },
    ];
  });
  const counts = countReportEvidence({ kind: "report", report });
  // Stated: 2 features, price, launch year (the ARR is an estimate). Backed: 1 feature and the price.
  expect(counts).toMatchObject({ fieldsStated: 4, fieldsBacked: 2 });
});

test("every quote shown is counted with its source's full text; refusals are read from the metadata", () => {
  const report = withCompetitor((draft) => {
    draft.metadata.refused = { quotes: 4, links: 2, figures: 1, ids: 0, items: 0 };
  });
  const counts = countReportEvidence({ kind: "report", report });
  expect(counts.quotes).toHaveLength(Object.values(report.platformFeedback).flat().length);
  expect(counts.refusedQuotes).toBe(4);
  expect(counts.refusedLinks).toBe(2);
  // A report made before refusals were counted says so (null), rather than claiming none.
  expect(countReportEvidence({ kind: "report", report: reportFixture })).toMatchObject({
    refusedQuotes: null,
    refusedLinks: null,
  });
});

test("an older report has no quote to read again and no refusal count", () => {
  const legacy = stored(legacyFixture)!;
  expect(countReportEvidence(legacy)).toMatchObject({ quotes: [], refusedQuotes: null });
});

test("the same words: whitespace aside, and a quote cut with an ellipsis matches its source's start", () => {
  expect(sameWords("Late payments  kill\nmy cash flow.", "Late payments kill\nmy cash flow.")).toBe(
    true,
  );
  expect(sameWords("Late payments kill my…", "Late payments kill my cash flow.")).toBe(true);
  expect(sameWords("Late payments kill my cash flow.", "Late payments hurt my cash flow.")).toBe(
    false,
  );
  expect(
    sameWords("Late payments kill my cash flow.", "Late payments kill my cash flow. EDIT: fixed"),
  ).toBe(false);
});

test("a share is withheld below the sample size", () => {
  expect(shareOf(5, MIN_SAMPLE - 1).share).toBeNull();
  expect(shareOf(15, MIN_SAMPLE).share).toBe(15 / MIN_SAMPLE);
});
