import { describe, expect, it } from "vitest";
import { reportToText } from "../../../src/web/features/analysis/lib/report-to-text.ts";
import { IDEA, legacyFixture, reportFixture, stored } from "./fixtures.ts";

describe("reportToText", () => {
  it("writes a current report: idea, competitors, feedback per platform, market summary", () => {
    const text = reportToText(IDEA, stored(reportFixture));
    expect(text.startsWith(`IDEA:\n${IDEA}`)).toBe(true);
    expect(text).toContain("COMPETITORS:\n1. Bonsai\n   All-in-one business suite");
    expect(text).toContain("   Link: https://www.hellobonsai.com\n");
    expect(text).toContain("   Link: invoiceninja.com (unverified link)");
    expect(text).toContain(
      'USER FEEDBACK:\nReddit:\n- "I spend hours every month chasing late invoices from clients (thread 1)."',
    );
    expect(text).toContain("Source: Source URL not available");
    expect(text).toContain("Hacker News:\n");
    expect(text).not.toContain("TikTok:");
    expect(text).not.toContain("MARKET GAPS:");
    expect(text).toContain("MARKET SUMMARY:\nMarket opportunity: Freelancers repeatedly describe");
    expect(text).toContain(
      "Key takeaways:\n- Late payments are the top complaint\n- Incumbents bundle too much",
    );
    expect(text).toContain("How to stand out: Do one thing: get invoices paid faster");
    expect(text).not.toContain("PIVOT");
    const order = ["IDEA:", "COMPETITORS:", "USER FEEDBACK:", "MARKET SUMMARY:"].map((heading) =>
      text.indexOf(heading),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("writes an older report: insights and pivots", () => {
    const text = reportToText(IDEA, stored(legacyFixture));
    expect(text).toContain(
      "1. FreshBooks\n   Accounting software for small businesses.\n   Link: https://www.freshbooks.com (unverified link)",
    );
    expect(text).toContain(
      'Reddit:\n- "Late payments kill my cash flow."\n  Feature request: Auto reminders\n  Source: https://reddit.com/r/freelance/1',
    );
    expect(text).toContain("TikTok:\n");
    expect(text).toContain(
      "KEY INSIGHTS:\n1. Freelancers hate chasing clients\n2. Pricing should be per invoice",
    );
    expect(text).toContain(
      "PIVOT SUGGESTIONS:\nPivot 1: Focus on agencies\nPivot 2: Offer invoice factoring",
    );
    expect(text).not.toContain("MARKET SUMMARY:");
  });

  it("falls back to market gaps when there is no feedback", () => {
    const text = reportToText(IDEA, stored({ ...legacyFixture, platformFeedback: {} }));
    expect(text).toContain("MARKET GAPS:\n1. Tools built for solo creatives\n2. Payment chasing");
    expect(text).not.toContain("USER FEEDBACK:");
  });

  it("says 'None identified' for every empty part", () => {
    const text = reportToText(
      IDEA,
      stored({ competitors: [], insights: [], pivotSuggestions: [] }),
    );
    expect(text).toBe(
      [
        `IDEA:\n${IDEA}`,
        "COMPETITORS:\nNone identified",
        "MARKET GAPS:\nNone identified",
        "KEY INSIGHTS:\nNone identified",
        "PIVOT SUGGESTIONS:\nNone identified",
      ].join("\n\n"),
    );
    expect(reportToText(IDEA, null)).toContain("COMPETITORS:\nNone identified");
  });

  it("fills empty market summary fields with 'None identified'", () => {
    const text = reportToText(
      IDEA,
      stored({
        ...reportFixture,
        marketSummary: { ...reportFixture.marketSummary, keyTakeaways: [], targetSegment: "" },
      }),
    );
    expect(text).toContain("Key takeaways:\n- None identified");
    expect(text).toContain("Target segment: None identified");
  });
});
