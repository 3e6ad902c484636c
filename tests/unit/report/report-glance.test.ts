import { describe, expect, it } from "vitest";
import { toReportGlance } from "../../../src/contract/report-glance.ts";
import type { Report, SourceRef } from "../../../src/contract/report.ts";
import { reportFixture } from "./fixtures.ts";

function withSource(report: Report, source: Partial<SourceRef> & { id: string }): Report {
  return {
    ...report,
    sources: report.sources.map((entry) =>
      entry.id === source.id ? { ...entry, ...source } : entry,
    ),
  };
}

describe("the report at a glance (issue 24)", () => {
  it("answers first: the score, confidence and verdict sentence", () => {
    const glance = toReportGlance(reportFixture)!;
    expect(glance.score).toBe(reportFixture.verdict!.score);
    expect(glance.confidence).toBe(reportFixture.verdict!.confidence);
    expect(glance.summary).toBe(reportFixture.verdict!.summary);
  });

  it("names the three strongest pains, each with a verbatim quote from a source it cites", () => {
    const glance = toReportGlance(reportFixture)!;
    expect(glance.pains.map((pain) => pain.text)).toEqual([
      "Chasing late payments takes hours every month",
      "Clients ignore the first reminder",
      "Existing tools are priced for agencies",
    ]);
    const cited = reportFixture.redditInsights.topPainPoints;
    glance.pains.forEach((pain, index) => {
      expect(cited[index]!.evidenceIds).toContain(pain.quote!.source.id);
      const said = pain.quote!.text!.replace(/…$/, "");
      expect(pain.quote!.source.text).toContain(said);
    });
    // The verdict's checked quote is preferred where the pain cites it.
    expect(glance.pains[0]!.quote!.text).toBe(reportFixture.verdict!.evidenceFor[0]!.quote);
  });

  it("quotes the sentence of a long source that speaks of the pain, cut at a word with an ellipsis", () => {
    const long = `${"Some preamble about my week that says nothing much at all. ".repeat(3)}Clients ignore the first reminder every single time, so I end up sending three or four more myself and it eats my whole Friday afternoon when I should be designing for the clients who do pay on time and without being asked.`;
    const glance = toReportGlance(withSource(reportFixture, { id: "reddit-2", text: long }))!;
    const quote = glance.pains[1]!.quote!.text!;
    expect(quote.startsWith("Clients ignore the first reminder every single time")).toBe(true);
    expect(quote.endsWith("…")).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(151);
    expect(long).toContain(quote.slice(0, -1));
  });

  it("does not repeat a quote the pain's own words already hold, but keeps its link", () => {
    const report: Report = {
      ...reportFixture,
      redditInsights: {
        ...reportFixture.redditInsights,
        topPainPoints: [
          {
            text: "People describe it like this: I spend hours every month chasing late invoices from clients (thread 4).",
            evidenceIds: ["reddit-4"],
          },
        ],
      },
    };
    const [pain] = toReportGlance(report)!.pains;
    expect(pain!.quote).toEqual({
      text: null,
      source: expect.objectContaining({ id: "reddit-4" }),
    });
  });

  it("lists the closest three competitors with their own prices, estimates said to be so", () => {
    const glance = toReportGlance(reportFixture)!;
    expect(glance.competitors.map((entry) => [entry.name, entry.price?.value ?? null])).toEqual([
      ["Bonsai", "$21/month"],
      ["HoneyBook", "From $19 per month"],
      ["InvoiceNinja", "Free; Pro $10/month"],
    ]);
    expect(glance.competitorCount).toBe(reportFixture.competitors.length);
  });

  it("plans the week from the report's own plan: one question, one place, the smoke test", () => {
    const glance = toReportGlance(reportFixture)!;
    const plan = reportFixture.verdict!.nextSevenDays;
    expect(glance.steps).toEqual([
      { kind: "interview", question: plan.interviewQuestions[0]!.question },
      {
        kind: "gather",
        place: plan.whereUsersGather[0]!.place,
        url: plan.whereUsersGather[0]!.url,
      },
      {
        kind: "smoke-test",
        headline: plan.smokeTest.headline,
        price: plan.smokeTest.price!.value,
        killCriterion: plan.smokeTest.killCriterion,
      },
    ]);
  });

  it("is absent for a report stored before verdicts existed", () => {
    expect(toReportGlance({ ...reportFixture, verdict: undefined })).toBeNull();
    expect(toReportGlance(null)).toBeNull();
  });
});
