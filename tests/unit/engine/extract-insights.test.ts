import { describe, expect, it } from "vitest";
import type {
  Competitor,
  Fact,
  Insight,
  MarketSummary,
  Platform,
  SourceName,
  RedditInsights,
} from "../../../src/contract/report.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { analyseEvidence } from "../../../src/engine/synthesis/analyse-evidence.ts";
import type { EvidenceAnalysis } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { extractInsights } from "../../../src/engine/synthesis/extract-insights.ts";
import { extractSummary } from "../../../src/engine/synthesis/extract-summary.ts";
import { aCompetitor } from "../../support/competitor.ts";

/** Which source feeds each platform, as in the engine; Hacker News for the rest. */
const SOURCES: Partial<Record<Platform, SourceName>> = {
  twitter: "x",
  facebook: "tavily",
  reddit: "reddit",
};

function evidence(
  id: string,
  platform: Platform,
  text: string,
  subreddit?: string,
): RankedEvidence {
  return {
    id,
    platform,
    source: SOURCES[platform] ?? "hackernews",
    kind: "comment",
    title: null,
    text,
    author: `author-of-${id}`,
    url: `https://example.com/${id}`,
    createdAt: null,
    score: 3,
    relevance: 1,
    ...(subreddit ? { subreddit } : {}),
  };
}

const competitor = (name: string, description: string, pricing: Fact | null = null) =>
  aCompetitor(name, { description, pricing });

const stated = (value: string): Fact => ({
  value,
  isEstimate: false,
  basis: "Stated in a Web result",
  evidenceIds: ["web:x"],
});
const estimated = (value: string): Fact => ({
  value,
  isEstimate: true,
  basis: "Model estimate",
  evidenceIds: [],
});

const DISCUSSIONS: RankedEvidence[] = [
  evidence(
    "reddit:c1",
    "reddit",
    "Patients cancel their appointment an hour before and the slot just sits empty. So frustrating.",
    "physiotherapy",
  ),
  evidence(
    "reddit:c2",
    "reddit",
    "Last-minute cancellations are killing me, I end up with empty slots every week.",
    "physiotherapy",
  ),
  evidence(
    "facebook:c3",
    "facebook",
    "Another late cancellation today, the 4pm slot stayed empty and I lost the fee.",
  ),
  evidence(
    "reddit:c4",
    "reddit",
    "When someone cancels late I can never fill the empty slot in time.",
    "smallbusiness",
  ),
  evidence(
    "hackernews:p1",
    "hackernews",
    "Cliniko is too expensive for a two-person clinic, the booking software costs a fortune.",
  ),
  evidence(
    "twitter:p2",
    "twitter",
    "Paying $90 a month per practitioner for Cliniko booking software is too expensive.",
  ),
  evidence(
    "reddit:p3",
    "reddit",
    "Cliniko booking software is overpriced and the price went up again this year.",
    "physiotherapy",
  ),
  evidence(
    "reddit:w1",
    "reddit",
    "I wish there was a waitlist that texts the next patient automatically when a slot opens.",
    "physiotherapy",
  ),
  evidence(
    "hackernews:w2",
    "hackernews",
    "Is there a tool that texts people on the waitlist automatically when someone cancels? I would pay for that.",
  ),
  evidence(
    "reddit:w3",
    "reddit",
    "Would love an automatic waitlist text when an appointment slot frees up.",
    "physiotherapy",
  ),
  evidence(
    "reddit:a1",
    "reddit",
    "Looking for an alternative to Cliniko that is cheaper for solo physios.",
    "physiotherapy",
  ),
  evidence(
    "reddit:g1",
    "reddit",
    "Jane App has been great for our clinic, the reminders are lovely.",
    "physiotherapy",
  ),
];

const COMPETITORS = [
  competitor(
    "Cliniko",
    "Practice management and online booking software for allied health clinics.",
    stated("$45/month"),
  ),
  competitor(
    "Jane App",
    "Online booking, charting and payments for clinics.",
    estimated("$79/month"),
  ),
];

function allInsights(insights: RedditInsights): Insight[] {
  return [
    ...insights.topPainPoints,
    ...insights.featureOpportunities,
    ...insights.marketGaps,
    ...insights.actionableInsights,
  ];
}

function summaryTexts(summary: MarketSummary): string[] {
  return [
    summary.marketOpportunity,
    ...summary.keyTakeaways,
    summary.recommendedFocus,
    summary.targetSegment,
    summary.differentiationStrategy,
  ];
}

/** Every “quote” in a sentence must be found, verbatim, in the evidence. */
function quotesOf(text: string): string[] {
  return [...text.matchAll(/“([^”]+)”/g)].map((match) => (match[1] ?? "").replace(/…$/, ""));
}

const COUNTER_SPEAK = /\b(?:in|of) \d+ items?\b|\b1 items\b|\(\d+ items?\)|\bitems?\b/;

function run(
  items: RankedEvidence[],
  competitors: Competitor[] = COMPETITORS,
): { analysis: EvidenceAnalysis; insights: RedditInsights; summary: MarketSummary } {
  const analysis = analyseEvidence(items);
  const insights = extractInsights(analysis, competitors);
  const summary = extractSummary({
    understanding: {
      idea: "Fill cancelled physio appointments from a waitlist",
      audience: "physiotherapy clinics",
      keywords: ["physio", "waitlist"],
    },
    analysis,
    competitors,
    insights,
  });
  return { analysis, insights, summary };
}

describe("extractInsights", () => {
  const { insights } = run(DISCUSSIONS);
  const ids = new Set(DISCUSSIONS.map((item) => item.id));
  const corpus = DISCUSSIONS.map((item) => item.text).join("\n");

  it("writes the top pain as a verbatim quote with an exact count of people and platforms", () => {
    const [top] = insights.topPainPoints;
    expect(top?.text).toMatch(/^“.+” — 4 people across Reddit and Facebook raise this\.$/);
    expect([...(top?.evidenceIds ?? [])].sort()).toEqual([
      "facebook:c3",
      "reddit:c1",
      "reddit:c2",
      "reddit:c4",
    ]);
  });

  it("turns grouped requests into feature opportunities", () => {
    const [top] = insights.featureOpportunities;
    expect(top?.text).toMatch(/— 3 people across Reddit and Hacker News ask for this\.$/);
    expect([...(top?.evidenceIds ?? [])].sort()).toEqual([
      "hackernews:w2",
      "reddit:w1",
      "reddit:w3",
    ]);
    expect(insights.featureOpportunities.length).toBeLessThanOrEqual(5);
  });

  it("finds market gaps: complaints about a named competitor, switching intent, unmet requests", () => {
    const gaps = insights.marketGaps.map((gap) => gap.text);
    expect(gaps).toContain(
      "3 of the 4 mentions of Cliniko are complaints: “Cliniko is too expensive for a two-person clinic, the booking software costs a fortune”.",
    );
    expect(gaps).toContain(
      "One person on Reddit talks about replacing Cliniko: “Looking for an alternative to Cliniko that is cheaper for solo physios”.",
    );
    const unmet = gaps.find((text) => text.startsWith("Unmet request:"));
    expect(unmet).toMatch(
      /neither product found mentions “(waitlist|texts|automatically)” or “(waitlist|texts|automatically)” in their description or features\.$/,
    );
  });

  it("does not call a request unmet when a competitor describes it", () => {
    const withWaitlist = [
      ...COMPETITORS,
      competitor("Waitly", "Automatically texts your waitlist when a slot opens."),
    ];
    expect(
      run(DISCUSSIONS, withWaitlist).insights.marketGaps.some((gap) =>
        gap.text.startsWith("Unmet request:"),
      ),
    ).toBe(false);
  });

  it("gives next steps that rest on the top themes", () => {
    const texts = insights.actionableInsights.map((insight) => insight.text);
    expect(texts[0]).toMatch(
      /^Lead with the problem in “.+”: it is the most repeated complaint, from 4 people across Reddit and Facebook\.$/,
    );
    expect(
      texts.some(
        (text) =>
          text.startsWith("Test demand for “") &&
          text.includes(
            "3 people across Reddit and Hacker News ask for it, and one of them says they would pay",
          ),
      ),
    ).toBe(true);
    expect(texts.some((text) => text.startsWith("Position against Cliniko:"))).toBe(true);
  });

  it("cites only gathered evidence, and every quote is verbatim", () => {
    for (const insight of allInsights(insights)) {
      expect(insight.evidenceIds.length, insight.text).toBeGreaterThan(0);
      for (const id of insight.evidenceIds) expect(ids.has(id), id).toBe(true);
      for (const quote of quotesOf(insight.text)) expect(corpus, quote).toContain(quote);
    }
  });

  it("states exactly as many people as it cites", () => {
    for (const insight of [...insights.topPainPoints, ...insights.featureOpportunities]) {
      const count = / — (\d+|one) /.exec(insight.text)?.[1];
      expect(count === "one" ? 1 : Number(count), insight.text).toBe(insight.evidenceIds.length);
    }
  });

  it("never reads like a counter", () => {
    for (const insight of allInsights(insights)) expect(insight.text).not.toMatch(COUNTER_SPEAK);
  });

  it("reads every discussion platform", () => {
    expect(insights.basedOn).toEqual(["facebook", "hackernews", "reddit", "twitter"]);
  });

  it("counts posts, not people, when it cannot tell the authors apart", () => {
    const anonymous = ["reddit:c1", "reddit:c2", "reddit:c4"].map((id) => ({
      ...(DISCUSSIONS.find((item) => item.id === id) as RankedEvidence),
      author: null,
    }));
    const [top] = run(anonymous, []).insights.topPainPoints;
    expect(top?.text).toMatch(/ — 3 Reddit comments raise this\.$/);
  });

  it("says one person, not one item, for a lone complaint", () => {
    const lone = run(
      [
        evidence(
          "reddit:x1",
          "reddit",
          "The calendar view is confusing and clunky.",
          "physiotherapy",
        ),
      ],
      [],
    ).insights;
    expect(lone.topPainPoints.map((insight) => insight.text)).toEqual([
      "“The calendar view is confusing and clunky” — one person on Reddit raises this.",
    ]);
    expect(lone.actionableInsights[0]?.text).toBe(
      "Check whether others share “The calendar view is confusing and clunky”: no complaint comes up more than once in this evidence yet.",
    );
  });
});

describe("extractSummary", () => {
  const { summary } = run(DISCUSSIONS);
  const corpus = DISCUSSIONS.map((item) => item.text).join("\n");

  it("writes the opportunity from counts, the top quote and the competitors with their stated prices", () => {
    expect(summary.marketOpportunity).toContain(
      "12 relevant conversations turned up on Reddit, Hacker News, Facebook and one other platform",
    );
    expect(summary.marketOpportunity).toContain("which 4 people across Reddit and Facebook raise");
    expect(summary.marketOpportunity).toContain("Cliniko ($45/month) and Jane App.");
    expect(summary.marketOpportunity).not.toContain("$79");
  });

  it("shows at most two of the plans a pricing page states", () => {
    const plans = [
      competitor(
        "Cliniko",
        "Practice management.",
        stated("Free: $0 · Pro: $45 per month · Team: $90 per month"),
      ),
    ];
    expect(run(DISCUSSIONS, plans).summary.marketOpportunity).toContain(
      "Cliniko (Free: $0 · Pro: $45 per month).",
    );
  });

  it("names where the conversations are and who the idea is for", () => {
    expect(summary.targetSegment).toMatch(
      /^Physiotherapy clinics, as the idea describes them\. Most of the conversations found are in r\/physiotherapy \(7 of 12\)/,
    );
  });

  it("recommends the most repeated problem and differentiates on competitor complaints", () => {
    expect(summary.recommendedFocus).toMatch(
      /^Focus on the problem in “.+”: 4 people across Reddit and Facebook raise it, more than any other complaint/,
    );
    expect(summary.differentiationStrategy).toMatch(
      /^Win over unhappy Cliniko users: 3 of its 4 mentions are complaints, e\.g\. “.+”\./,
    );
  });

  it("quotes verbatim, cites gathered evidence and never reads like a counter", () => {
    const ids = new Set(DISCUSSIONS.map((item) => item.id));
    expect(summary.evidenceIds.length).toBeGreaterThan(0);
    for (const id of summary.evidenceIds) expect(ids.has(id), id).toBe(true);
    for (const text of summaryTexts(summary)) {
      expect(text).not.toMatch(COUNTER_SPEAK);
      for (const quote of quotesOf(text)) expect(corpus, quote).toContain(quote);
    }
  });

  it("recommends the most common request when no complaint repeats", () => {
    const requestsOnly = [
      ...DISCUSSIONS.filter((item) => /^reddit:[wag]|^hackernews:w/.test(item.id)),
      evidence(
        "reddit:x1",
        "reddit",
        "The calendar view is confusing and clunky.",
        "physiotherapy",
      ),
    ];
    expect(requestsOnly).toHaveLength(6);
    expect(run(requestsOnly).summary.recommendedFocus).toMatch(
      /^Focus on what people ask for most: “.+” \(3 people across Reddit and Hacker News\)\.$/,
    );
  });

  it("says plainly when the evidence is thin", () => {
    const thin = run(DISCUSSIONS.slice(0, 3)).summary;
    expect(thin.marketOpportunity).toMatch(
      /^The evidence is thin: only 3 relevant conversations \(on Reddit and Facebook\)\./,
    );
    expect(thin.marketOpportunity).toContain(
      "Treat what follows as leads to check, not conclusions.",
    );
    expect(thin.keyTakeaways[0]).toBe(
      "Only 3 relevant conversations turned up, fewer than 5, so nothing here is a pattern yet.",
    );
    expect(thin.recommendedFocus).toMatch(
      /^With only 3 relevant conversations it is too early to pick a focus; the most repeated point is “.+” \(3 people across Reddit and Facebook\)\.$/,
    );
    const lone = run(DISCUSSIONS.slice(3, 5)).summary;
    expect(lone.recommendedFocus).toMatch(
      /^Nothing repeats yet, so before choosing a focus find more people who say something like “.+”\.$/,
    );
  });

  it("says when nothing was found, without inventing a finding", () => {
    const empty = run([], []).summary;
    expect(empty.marketOpportunity).toBe(
      "Nothing relevant to “physio waitlist” turned up in the sources that answered, so this report cannot yet say whether people want it.",
    );
    expect(empty.keyTakeaways).toEqual([]);
    expect(empty.recommendedFocus).toBe("No conversations turned up to point to a focus.");
    expect(empty.differentiationStrategy).toBe(
      "No existing product turned up, so the first job is to confirm demand rather than to out-feature anyone.",
    );
    expect(empty.evidenceIds).toEqual([]);
  });
});
