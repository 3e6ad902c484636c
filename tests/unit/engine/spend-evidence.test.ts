import { describe, expect, it } from "vitest";
import type { Competitor } from "../../../src/contract/report.ts";
import type { SpendEvidence } from "../../../src/contract/spend-evidence.ts";
import { analyseEvidence } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { buildVerdict } from "../../../src/engine/verdict/build-verdict.ts";
import { buildSpendEvidence } from "../../../src/engine/spend/build-spend-evidence.ts";
import { detectSpend, spendKindOf } from "../../../src/engine/spend/detect-spend.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { aCompetitor } from "../../support/competitor.ts";

describe("spend detection", () => {
  it.each([
    ["We pay $29 a month for it and it still misses half the reminders.", "statesPrice"],
    ["€12/mo is fine by me.", "statesPrice"],
    ["Honestly I spend 40 bucks every month on this.", "statesPrice"],
    ["It's per seat, so it adds up quickly.", "paysForTool"],
    ["We pay for Calendly and it does half of this.", "paysForTool"],
    ["I cancelled my subscription last week.", "paysForTool"],
    ["The free tier covers five clients, then it's $9 a month.", "statesPrice"],
    ["It's way too expensive for a solo practice.", "complainsAboutPrice"],
    ["Their pricing is insane now.", "complainsAboutPrice"],
    ["I would pay for something that just works.", "wouldPay"],
    ["Totally worth paying for.", "wouldPay"],
    // How people say it without a symbol or the words above.
    ["I'd honestly pay for one that syncs both ways.", "wouldPay"],
    ["Kennelbook is worth every penny.", "wouldPay"],
    ["If someone built this I'd throw money at it.", "wouldPay"],
    ["The marketplace takes 18% of every booking.", "paysForTool"],
    ["They take a cut of each lesson, so I moved my regulars off it.", "paysForTool"],
    ["The per-provider pricing stopped making sense at six staff.", "paysForTool"],
    ["Those leads cost us about 2k a month.", "statesPrice"],
    ["We now pay a bookkeeper instead of doing it at midnight.", "paysForTool"],
    ["Still paying for Canva and Later on top of it.", "paysForTool"],
    ["The route planner sub is 90 a month for one van.", "statesPrice"],
    ["My subscriptions are eating me alive.", "complainsAboutPrice"],
    ["The renewal came in 35% higher, so we left.", "complainsAboutPrice"],
    // Paying said without "pay", and prices next to a loss said of something else.
    ["$79 a month and I've closed three jobs I'd have lost.", "statesPrice"],
    ["Kiddocket renewal: +38% for the same kiosk.", "complainsAboutPrice"],
    ["Good for players, expensive per head when you have 300 of them.", "complainsAboutPrice"],
    ["The fees on the big freelance marketplaces are insane now.", "complainsAboutPrice"],
    ["She'd pay for that before anything else.", "wouldPay"],
    ["A tool that adds it for me would be worth the fee.", "wouldPay"],
    ["My families got charged a processing fee on tuition.", "paysForTool"],
    ["Parents pay 2.75% extra to pay me.", "paysForTool"],
    ["I only upgraded for the late fees.", "paysForTool"],
    ["It's a one-off purchase instead of a subscription.", "paysForTool"],
    ["For what we pay each month this should not happen.", "paysForTool"],
    ["Cheaper than one citation from the inspector.", "paysForTool"],
    ["It covered its cost in the first fortnight.", "paysForTool"],
    ["SMS reminders cost pennies.", "paysForTool"],
    ["Nice app, just expect to pay.", "paysForTool"],
  ])("finds spend in %j", (sentence, kind) => {
    expect(spendKindOf(sentence)).toBe(kind);
  });

  it.each([
    "Feel free to DM me, happy to help.",
    "I have some free time on Sundays for this.",
    "The free tier is enough for one person.",
    "That's roughly $290 gone across the three no-shows.",
    "Late cancels are about £700 I didn't earn this month.",
    "We started in 2019 with 3 staff and 120 clients.",
    "It runs 24/7 and has 500 users.",
    "Use `echo $1` in the script to print the first argument.",
    "Set PRICE=$2 and run it again.",
    "I wouldn't pay for yet another app.",
    "This saved me so much time, love it.",
    "We see 3 new clients a week from the directory.",
    "Pay attention to the second reminder, it matters most.",
    // A cost of the problem is a loss, not spend; "per member" is not a price.
    "Late cancellations cost me about 10% of my income.",
    "Could the bot skip public holidays per member's country?",
    "Can I ask to be paid for the slot they missed?",
    "We lost $400 to no-shows last month.",
    "Do you refund the deposit if they cancel 48h ahead?",
    "The free plan covers 30 appointments a month.",
  ])("finds no spend in %j", (sentence) => {
    expect(spendKindOf(sentence)).toBeNull();
  });

  it("quotes the sentence that shows spend, word for word", () => {
    const text = "Our clinic is busy. We pay $49/month for the booking tool. It is fine.";
    expect(detectSpend(text)).toEqual({
      kind: "statesPrice",
      sentence: "We pay $49/month for the booking tool.",
    });
  });
});

let counter = 0;
function item(text: string, relevance = 0.5): RankedEvidence {
  counter += 1;
  return {
    id: `e${counter}`,
    platform: "reddit",
    source: "reddit",
    kind: "comment",
    title: null,
    text,
    author: `a${counter}`,
    url: `https://reddit.com/r/x/comments/${counter}`,
    createdAt: null,
    score: 1,
    relevance,
  };
}

function priced(
  name: string,
  value: string,
  snippets: Array<{ url: string; snippet: string }> | undefined,
): Competitor {
  return aCompetitor(name, {
    pricing: {
      value,
      isEstimate: false,
      basis: "Pricing page",
      evidenceIds: ["c1"],
      pageSnippets: snippets,
    },
    evidenceIds: ["c1"],
  });
}

describe("the spend evidence section", () => {
  const items = [
    item("I pay $30 a month for a tool that does half of this.", 0.9),
    item("Booking is a nightmare, I hate the phone calls.", 0.8),
    item("Feel free to try my spreadsheet, it is free to copy.", 0.7),
    item("Way too expensive for what it does.", 0.6),
    item("We had 2019 appointments last year.", 0.5),
  ];

  it("never holds a quote without money, a payment, a paid tool or a price complaint", () => {
    const section = buildSpendEvidence(items, []);
    expect(section.quotes.map((quote) => quote.evidenceId)).toEqual([items[0]!.id, items[3]!.id]);
    for (const quote of section.quotes) {
      expect(spendKindOf(quote.quote)).not.toBeNull();
      const source = items.find((entry) => entry.id === quote.evidenceId)!;
      expect(source.text).toContain(quote.quote);
      expect(quote.url).toBe(source.url);
    }
  });

  it("ranges only page-backed plan prices, per month, with per-transaction prices apart", () => {
    const competitors = [
      priced("Backed", "Starter: $10 /month · Pro: $240 /year · Pay as you go: $1 per booking", [
        { url: "https://backed.io/pricing", snippet: "Starter $10 /month" },
        { url: "https://backed.io/pricing", snippet: "Pro $240 /year" },
        { url: "https://backed.io/pricing", snippet: "Pay as you go $1 per booking" },
      ]),
      priced("Unbacked", "$999/month", undefined),
      priced("Mismatch", "Team: $500 /month", [
        { url: "https://mismatch.io/pricing", snippet: "Team $50 /month" },
      ]),
    ];
    const section = buildSpendEvidence([], competitors);
    expect(section.pricePoints.map((point) => [point.competitor, point.monthly])).toEqual([
      ["Backed", 10],
      ["Backed", 20],
      ["Backed", null],
    ]);
    expect(section.monthlyRanges).toEqual([{ currency: "$", low: 10, high: 20 }]);
    expect(section.pricePoints.every((point) => point.url === "https://backed.io/pricing")).toBe(
      true,
    );
  });
});

describe("the verdict's spend signal", () => {
  const input = (spendEvidence: SpendEvidence) => ({
    idea: "A booking app for dog groomers that takes deposits.",
    audience: "dog groomers",
    discussions: analyseEvidence([
      item("We pay $24 a month for Groomsy and it still misses reminders."),
    ]).discussions,
    competitors: [],
    marketGaps: [],
    modelLabels: null,
    spendEvidence,
    now: new Date("2026-11-01T00:00:00Z"),
  });
  const signal = (spendEvidence: SpendEvidence) =>
    buildVerdict(input(spendEvidence)).signals.find((entry) => entry.id === "willingnessToPay")!;

  it("reads the spend evidence section, and only it", () => {
    const empty: SpendEvidence = { quotes: [], pricePoints: [], monthlyRanges: [] };
    expect(signal(empty).value).toBe(0);
    const quotes = ["e-a", "e-b", "e-c"].map((evidenceId) => ({
      evidenceId,
      quote: "I pay $10 a month.",
      kind: "statesPrice" as const,
      platform: "reddit",
      url: `https://reddit.com/${evidenceId}`,
    }));
    const read = signal({ quotes, pricePoints: [], monthlyRanges: [] });
    expect(read.value).toBeGreaterThan(0);
    expect(read.evidenceIds).toEqual(["e-a", "e-b", "e-c"]);
    expect(read.basis).toContain("spend evidence");
  });
});
