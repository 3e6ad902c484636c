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
    // What the cards state, with what each rests on: a price, an estimate marked as one.
    expect(text).toContain("   Pricing: $21/month (Bonsai pricing page)");
    expect(text).toContain(
      "   Revenue (ARR): $10M–$20M (estimate, Inferred from team size and public customer count)",
    );
    expect(text).toMatch(/ {3}Key features: [^\n]+/);
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

  it("puts the verdict after the idea: score, confidence, signals, evidence against, pivots, plan", () => {
    const text = reportToText(IDEA, stored(reportFixture));
    expect(text.startsWith(`IDEA:\n${IDEA}\n\nVERDICT:\nScore: 54/100`)).toBe(true);
    expect(text.indexOf("VERDICT:")).toBeLessThan(text.indexOf("COMPETITORS:"));
    expect(text).toContain(
      "Confidence: Medium — 8 complaints on 4 platforms: enough to compare signals, too few to settle them.",
    );
    expect(text).toContain(`Summary: ${reportFixture.verdict!.summary}`);
    expect(text).toContain(
      "Signals:\n- Pain frequency: 50/100 (25%) — 8 complaints or requests about late payment on 4 platforms\n- Pain intensity: 29/100 (15%) — 2 of 8 complaints describe time lost\n",
    );
    expect(text).toContain(
      "- Commercial intent: 21/100 (20%) — 1 item talks about paying for a fix\n- Room to compete: 63/100 (15%) — ",
    );
    expect(text).toContain(
      'Evidence for:\n- "I spend hours every month chasing late invoices from clients"\n  Why it counts for: The pain comes back every month and costs hours.\n  Source: https://www.reddit.com/r/freelance/comments/abc1/',
    );
    expect(text).toContain(
      'Evidence against:\n- "Every invoicing tool already has automatic reminders."\n  Why it counts against: Says the problem is already solved by the tools people have.\n  Source: https://news.ycombinator.com/item?id=41234567',
    );
    expect(text).toContain("Source: https://www.reddit.com/r/freelance/comments/ghi7/");
    expect(text).toContain(
      "Pivots worth testing:\n- Only the reminders: polite escalation on overdue invoices — The request asked most",
    );
    expect(text).toContain(
      "Interview questions:\n1. Someone wrote “I spend hours every month chasing late invoices from clients”. When did that last happen to you, and what did you do?\n2. ",
    );
    expect(text).toContain(
      "Reading list:\n- I spend hours every month chasing late invoices from clients: https://www.reddit.com/r/freelance/comments/abc1/",
    );
    expect(text).toContain(
      "Where users gather:\n- r/freelance (6 threads): https://www.reddit.com/r/freelance/",
    );
    expect(text).toContain(
      "Smoke test:\n- Headline: Get paid without the awkward emails\n- Subheadline: Polite,",
    );
    expect(text).toContain(
      "- Price: $19/month (The middle of 3 listed competitor prices: Invoice Ninja $10, HoneyBook $19, Bonsai $21)",
    );
    expect(text).toContain(
      "- Kill criterion: Fewer than 20 sign-ups from 1,000 visitors (2%) within 7 days: stop.",
    );
  });

  it("says when no competitor price was found, and links only http sources", () => {
    const verdict = reportFixture.verdict!;
    const text = reportToText(
      IDEA,
      stored({
        ...reportFixture,
        verdict: {
          ...verdict,
          evidenceAgainst: [{ ...verdict.evidenceAgainst[0]!, evidenceId: "reddit-5" }],
          nextSevenDays: {
            ...verdict.nextSevenDays,
            smokeTest: { ...verdict.nextSevenDays.smokeTest, price: null },
          },
        },
      }),
    );
    expect(text).toContain("- Price: no competitor price was found to anchor one");
    expect(text).toContain(
      "Why it counts against: Says the problem is already solved by the tools people have.\n  Source: Source URL not available",
    );
  });

  it("writes no verdict for a report stored before it existed", () => {
    const { verdict: _omitted, ...older } = reportFixture;
    const text = reportToText(IDEA, stored(older));
    expect(text).not.toContain("VERDICT:");
    expect(text.startsWith(`IDEA:\n${IDEA}\n\nCOMPETITORS:`)).toBe(true);
  });
});
