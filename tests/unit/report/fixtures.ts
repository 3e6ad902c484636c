import { randomUUID } from "node:crypto";
import type {
  Competitor,
  FeedbackItem,
  RedditFeedbackItem,
  Report,
  SourceRef,
} from "../../../src/contract/report.ts";
import type { Verdict } from "../../../src/contract/verdict.ts";
import type { StoredReport } from "../../../src/contract/stored-report.ts";
import { readStoredReport } from "../../../src/server/modules/analyses/read-stored-report.ts";

/**
 * Results as the browser receives them: read through the server's one read boundary, as the
 * analysis API does (each call under a fresh id, so nothing is remembered between tests).
 */
export function stored(raw: unknown): StoredReport | null {
  return readStoredReport(randomUUID(), raw);
}

/**
 * A hand-made report for an idea about invoicing for freelance designers, shaped like the
 * engine's output: every quote, competitor and insight points at an entry in `sources`.
 */

const reddit = (n: number, overrides: Partial<RedditFeedbackItem> = {}): RedditFeedbackItem => ({
  evidenceId: `reddit-${n}`,
  comment: `I spend hours every month chasing late invoices from clients (thread ${n}).`,
  featureRequest: n % 2 === 0 ? "Automatic polite reminders when an invoice is overdue" : null,
  context: "Freelance designers comparing invoicing tools",
  sourceUrl: `https://www.reddit.com/r/freelance/comments/abc${n}/`,
  author: `designer_${n}`,
  createdAt: "2025-09-14T10:00:00.000Z",
  subreddit: "freelance",
  upvotes: 10 * n,
  ...overrides,
});

const item = (
  platform: string,
  n: number,
  overrides: Partial<FeedbackItem> = {},
): FeedbackItem => ({
  evidenceId: `${platform}-${n}`,
  comment: `Quote ${n} from ${platform} about getting paid on time.`,
  featureRequest: null,
  context: "Discussion of invoicing pain",
  sourceUrl: `https://example.com/${platform}/${n}`,
  author: null,
  createdAt: null,
  ...overrides,
});

const competitors: Competitor[] = [
  {
    name: "Bonsai",
    description:
      "All-in-one business suite for freelancers with contracts, invoices and time tracking.",
    link: "https://www.hellobonsai.com",
    linkStatus: "verified",
    pricing: {
      value: "$21/month",
      isEstimate: false,
      basis: "Bonsai pricing page",
      evidenceIds: ["web-1"],
    },
    estimatedDownloads: null,
    estimatedARR: {
      value: "$10M–$20M",
      isEstimate: true,
      basis: "Inferred from team size and public customer count",
      evidenceIds: ["web-1"],
    },
    platforms: ["Web", "iOS", "Android"],
    fundingStatus: {
      value: "Seed funded",
      isEstimate: false,
      basis: "Product Hunt listing",
      evidenceIds: ["ph-1"],
    },
    launchYear: {
      value: "2016",
      isEstimate: false,
      basis: "Product Hunt launch date",
      evidenceIds: ["ph-1"],
    },
    keyFeatures: [
      "Contracts",
      "Invoices",
      "Time tracking",
      "Proposals",
      "Client portal",
      "Tax estimates",
      "Bank feeds",
    ],
    topFeatures: ["Invoices"],
    whyUsersLoveIt: "Users say it keeps contracts and invoices in one place.",
    mentionCount: 4,
    evidenceIds: ["web-1", "ph-1"],
  },
  {
    name: "HoneyBook",
    description: "Client management and invoicing for creative businesses.",
    link: "https://www.honeybook.com",
    linkStatus: "search",
    pricing: {
      value: "From $19 per month",
      isEstimate: false,
      basis: "HoneyBook pricing page",
      evidenceIds: ["web-2"],
    },
    estimatedDownloads: {
      value: "100K+",
      isEstimate: true,
      basis: "Google Play install band",
      evidenceIds: ["web-2"],
    },
    estimatedARR: null,
    platforms: ["Web", "iOS"],
    fundingStatus: null,
    launchYear: {
      value: "2013",
      isEstimate: true,
      basis: "Earliest mention found in search results",
      evidenceIds: ["web-2"],
    },
    keyFeatures: ["Invoices", "Scheduling"],
    topFeatures: [],
    whyUsersLoveIt: "",
    mentionCount: 2,
    evidenceIds: ["web-2"],
  },
  {
    name: "InvoiceNinja",
    description: "Open-source invoicing with a free self-hosted plan.",
    link: "invoiceninja.com",
    linkStatus: "unverified",
    pricing: {
      value: "Free; Pro $10/month",
      isEstimate: false,
      basis: "GitHub README",
      evidenceIds: ["gh-1"],
    },
    estimatedDownloads: null,
    estimatedARR: null,
    platforms: [],
    fundingStatus: null,
    launchYear: null,
    keyFeatures: [],
    topFeatures: ["Recurring invoices", "Client portal"],
    whyUsersLoveIt: "Developers like that it can be self-hosted.",
    mentionCount: 1,
    evidenceIds: ["gh-1"],
  },
];

const redditItems = [
  reddit(1),
  reddit(2),
  reddit(3),
  reddit(4),
  reddit(5, { sourceUrl: "reddit.com/r/freelance/xyz" }),
];
const hackernewsItems = [item("hackernews", 1, { author: "pg_fan" }), item("hackernews", 2)];
const youtubeItems = [item("youtube", 1)];
const facebookItems = [item("facebook", 1)];

const sourceFor = (
  evidenceId: string,
  url: string,
  text: string,
  platform: SourceRef["platform"],
  source: SourceRef["source"],
): SourceRef => ({
  id: evidenceId,
  platform,
  source,
  kind: "comment",
  url,
  title: null,
  text,
  author: null,
  createdAt: null,
  score: null,
});

const sources: SourceRef[] = [
  ...redditItems.map((entry) =>
    sourceFor(entry.evidenceId, entry.sourceUrl, entry.comment, "reddit", "reddit"),
  ),
  ...hackernewsItems.map((entry) =>
    sourceFor(entry.evidenceId, entry.sourceUrl, entry.comment, "hackernews", "hackernews"),
  ),
  ...youtubeItems.map((entry) =>
    sourceFor(entry.evidenceId, entry.sourceUrl, entry.comment, "youtube", "youtube"),
  ),
  ...facebookItems.map((entry) =>
    sourceFor(entry.evidenceId, entry.sourceUrl, entry.comment, "facebook", "tavily"),
  ),
  {
    ...sourceFor("web-1", "https://www.hellobonsai.com/pricing", "Bonsai pricing", "web", "brave"),
    title: "Bonsai Pricing",
  },
  {
    ...sourceFor("web-2", "https://www.honeybook.com/pricing", "HoneyBook pricing", "web", "exa"),
    title: "HoneyBook Pricing",
  },
  {
    ...sourceFor(
      "ph-1",
      "https://www.producthunt.com/products/bonsai",
      "Bonsai on Product Hunt",
      "producthunt",
      "producthunt",
    ),
    title: "Bonsai",
  },
  {
    ...sourceFor(
      "gh-1",
      "https://github.com/invoiceninja/invoiceninja",
      "Invoice Ninja",
      "github",
      "github",
    ),
    title: "invoiceninja/invoiceninja",
  },
  // Evidence only the verdict cites: a long post (trimmed on screen) and two voices against.
  {
    ...sourceFor(
      "reddit-6",
      "https://www.reddit.com/r/graphic_design/comments/def6/",
      "Honestly the invoicing itself is the easy part. What kills me is the follow-up: I send the invoice, wait two weeks, send a polite nudge, wait another week, then have to decide whether to get firm and risk the relationship. Last quarter I had four clients paying 45+ days late and I spent more time writing awkward emails than designing. I would happily pay for something that handles the awkward part for me without sounding like a debt collector.",
      "reddit",
      "reddit",
    ),
    author: "pixel_and_paper",
    createdAt: "2025-08-02T09:30:00.000Z",
  },
  {
    ...sourceFor(
      "hackernews-3",
      "https://news.ycombinator.com/item?id=41234567",
      "Every invoicing tool already has automatic reminders. Stripe, FreshBooks, Bonsai, all of them. The problem isn't the reminder, it's that some clients just don't pay until they decide to.",
      "hackernews",
      "hackernews",
    ),
    author: "throwaway_cfo",
    createdAt: "2025-06-20T17:05:00.000Z",
  },
  {
    ...sourceFor(
      "reddit-7",
      "https://www.reddit.com/r/freelance/comments/ghi7/",
      "I tried a dedicated payment chaser app for a year and cancelled it. My clients are a handful of agencies who pay on net-60 no matter what, so the reminders changed nothing.",
      "reddit",
      "reddit",
    ),
    author: "studio_of_one",
    createdAt: "2025-03-11T14:00:00.000Z",
  },
];

/**
 * The verdict as the engine computes it (ADR 0017), worked by hand from this evidence: 8 pains on
 * 4 platforms, 2 of them a loss of time, 1 commercial item, 3 competitors, every dated item recent.
 * Score: 50×0.25 + 29×0.15 + 21×0.2 + 63×0.15 + 100×0.1 + 87×0.15 = 53.55, so 54. Every quote is a
 * verbatim part of its source's text.
 */
const verdict: Verdict = {
  score: 54,
  labelledBy: "rules",
  confidence: "medium",
  confidenceBasis:
    "8 complaints on 4 platforms: enough to compare signals, too few to settle them.",
  summary:
    "Late payment is a real, recurring pain for freelance designers, but few offer to pay and incumbents already send reminders: test before building.",
  signals: [
    {
      id: "painFrequency",
      label: "Pain frequency",
      value: 50,
      weight: 0.25,
      basis: "8 complaints or requests about late payment on 4 platforms",
      evidenceIds: [
        "reddit-1",
        "reddit-6",
        "reddit-2",
        "reddit-3",
        "reddit-4",
        "hackernews-1",
        "youtube-1",
        "facebook-1",
      ],
    },
    {
      id: "painIntensity",
      label: "Pain intensity",
      value: 29,
      weight: 0.15,
      basis: "2 of 8 complaints describe time lost",
      evidenceIds: ["reddit-6", "reddit-1"],
    },
    {
      id: "willingnessToPay",
      label: "Commercial intent",
      value: 21,
      weight: 0.2,
      basis: "1 item talks about paying for a fix",
      evidenceIds: ["reddit-6"],
    },
    {
      id: "competition",
      label: "Competition",
      value: 63,
      weight: 0.15,
      basis: "3 competitors; no complaints or praise naming one",
      evidenceIds: ["web-1", "web-2", "gh-1"],
    },
    {
      id: "recency",
      label: "Recency",
      value: 100,
      weight: 0.1,
      basis: "All 8 dated items are from the 12 months before the report",
      evidenceIds: ["reddit-1", "reddit-6", "hackernews-3", "reddit-7"],
    },
    {
      id: "spread",
      label: "Spread",
      value: 87,
      weight: 0.15,
      basis: "Pain on 4 platforms (Reddit, Hacker News, YouTube, Facebook) from 8 different people",
      evidenceIds: ["reddit-1", "hackernews-1", "youtube-1", "facebook-1"],
    },
  ],
  evidenceFor: [
    {
      evidenceId: "reddit-1",
      quote: "I spend hours every month chasing late invoices from clients",
      reason: "The pain comes back every month and costs hours.",
    },
    {
      evidenceId: "reddit-6",
      quote:
        "I would happily pay for something that handles the awkward part for me without sounding like a debt collector.",
      reason: "Talks about paying for exactly this.",
    },
  ],
  evidenceAgainst: [
    {
      evidenceId: "hackernews-3",
      quote: "Every invoicing tool already has automatic reminders.",
      reason: "Says the problem is already solved by the tools people have.",
    },
    {
      evidenceId: "reddit-7",
      quote:
        "My clients are a handful of agencies who pay on net-60 no matter what, so the reminders changed nothing.",
      reason: "Tried a dedicated payment chaser and cancelled it.",
    },
  ],
  risks: [
    {
      text: "Bonsai, HoneyBook and Invoice Ninja already invoice and send reminders",
      evidenceIds: ["web-1", "web-2", "gh-1", "hackernews-3"],
    },
    {
      text: "Some people say they would not pay: reminders changed nothing for them",
      evidenceIds: ["reddit-7", "hackernews-3"],
    },
  ],
  pivots: [
    {
      title: "Only the reminders: polite escalation on overdue invoices",
      rationale:
        "The request asked most is the reminder itself, not another invoicing suite: sell the chasing, and plug into the invoicing tool people already use.",
      evidenceIds: ["reddit-2", "reddit-4"],
    },
    {
      title: "A tool that only gets freelancers paid",
      rationale:
        "The market gap the evidence shows: incumbents wrap the invoice in contracts, proposals and time tracking.",
      evidenceIds: ["reddit-1", "hackernews-1"],
    },
  ],
  nextSevenDays: {
    interviewQuestions: [
      {
        question:
          "Someone wrote “I spend hours every month chasing late invoices from clients”. When did that last happen to you, and what did you do?",
        evidenceIds: ["reddit-1"],
      },
      {
        question:
          "Someone wrote “Every invoicing tool already has automatic reminders.” Do you use yours, and what happens after the reminder?",
        evidenceIds: ["hackernews-3"],
      },
      {
        question:
          "Someone wrote “My clients are a handful of agencies who pay on net-60 no matter what”. Is that true of your clients?",
        evidenceIds: ["reddit-7"],
      },
      {
        question: "How do you handle this today, and what does it cost you in time or money?",
        evidenceIds: [],
      },
      {
        question: "What have you tried to fix it, and why did you stop?",
        evidenceIds: [],
      },
      {
        question: "If this were solved tomorrow, what would you do with the time?",
        evidenceIds: [],
      },
    ],
    readingList: [
      {
        title: "I spend hours every month chasing late invoices from clients",
        url: "https://www.reddit.com/r/freelance/comments/abc1/",
        evidenceId: "reddit-1",
      },
      {
        title: "Every invoicing tool already has automatic reminders",
        url: "https://news.ycombinator.com/item?id=41234567",
        evidenceId: "hackernews-3",
      },
    ],
    whereUsersGather: [
      {
        place: "r/freelance (6 threads)",
        url: "https://www.reddit.com/r/freelance/",
        evidenceIds: ["reddit-1", "reddit-2", "reddit-3", "reddit-4", "reddit-5", "reddit-7"],
      },
      {
        place: "Hacker News (3 threads)",
        url: "https://news.ycombinator.com/",
        evidenceIds: ["hackernews-1", "hackernews-2", "hackernews-3"],
      },
    ],
    smokeTest: {
      headline: "Get paid without the awkward emails",
      subheadline:
        "Polite, escalating payment reminders written for freelance designers and sent for you.",
      price: {
        value: "$19/month",
        basis:
          "The middle of 3 listed competitor prices: Invoice Ninja $10, HoneyBook $19, Bonsai $21",
        evidenceIds: ["gh-1", "web-2", "web-1"],
      },
      killCriterion: "Fewer than 20 sign-ups from 1,000 visitors (2%) within 7 days: stop.",
    },
  },
};

export const IDEA =
  "An invoicing app for freelance designers that chases late payments automatically.";

export const reportFixture: Report = {
  idea: IDEA,
  generatedAt: "2025-10-01T12:00:00.000Z",
  mode: "ai",
  preview: false,
  understanding: {
    keywords: ["invoicing", "freelance", "late payments"],
    queries: ["freelance invoice late payment"],
    category: "Fintech / invoicing",
    audience: "Freelance designers",
  },
  competitors,
  platformFeedback: {
    reddit: redditItems,
    hackernews: hackernewsItems,
    youtube: youtubeItems,
    twitter: [],
    tiktok: [],
    facebook: facebookItems,
    stackexchange: [],
    appstore: [],
    bluesky: [],
    githubissues: [],
  },
  redditInsights: {
    basedOn: ["reddit"],
    overallSentiment: {
      label: "negative",
      score: -0.21,
      basis: "Mean AFINN score of 5 Reddit comments",
    },
    topPainPoints: [
      {
        text: "Chasing late payments takes hours every month",
        evidenceIds: ["reddit-1", "reddit-3"],
      },
      { text: "Clients ignore the first reminder", evidenceIds: ["reddit-2"] },
      { text: "Existing tools are priced for agencies", evidenceIds: ["reddit-4"] },
      { text: "A fourth pain point that is not shown", evidenceIds: ["reddit-5"] },
    ],
    featureOpportunities: [{ text: "Escalating reminder sequences", evidenceIds: ["reddit-2"] }],
    marketGaps: [
      {
        text: "No tool focuses only on getting freelancers paid",
        evidenceIds: ["reddit-1", "hackernews-1"],
      },
    ],
    actionableInsights: [
      { text: "Lead with automatic reminders in onboarding", evidenceIds: ["reddit-2"] },
    ],
  },
  marketSummary: {
    marketOpportunity:
      "Freelancers repeatedly describe late payment as their biggest admin burden.",
    keyTakeaways: ["Late payments are the top complaint", "Incumbents bundle too much"],
    recommendedFocus: "Automated, polite payment chasing",
    targetSegment: "Solo freelance designers billing 3–10 clients a month",
    differentiationStrategy: "Do one thing: get invoices paid faster",
    evidenceIds: ["reddit-1", "hackernews-1"],
  },
  verdict,
  sections: {
    competitors: { generatedBy: "ai", note: null },
    platformFeedback: { generatedBy: "evidence-only", note: null },
    redditInsights: { generatedBy: "ai", note: null },
    marketSummary: { generatedBy: "ai", note: null },
  },
  sources,
  warnings: [
    {
      code: "not-configured",
      source: "x",
      message: "X search is not configured, so this report has no posts from X.",
    },
    {
      code: "timeout",
      source: "youtube",
      message:
        "YouTube did not answer in time and was cut off after 20 s, so this report may be missing video comments.",
    },
  ],
  timings: { stages: [{ stage: "gathering", ms: 20000 }], totalMs: 48200, budgetMs: 60000 },
  usage: { calls: [], inputTokens: 12000, outputTokens: 3000, estimatedCostUsd: 0.02 },
  metadata: {
    totalCompetitors: 3,
    totalPlatformFeedback: 9,
    totalInsights: 7,
    totalEvidence: sources.length,
  },
};

/** Results as the older product saved them: capitalised platform keys and plain string lists. */
export const legacyFixture = {
  competitors: [
    {
      name: "FreshBooks",
      description: "Accounting software for small businesses.",
      link: "https://www.freshbooks.com",
      pricing: "$19/month",
      estimatedDownloads: "1M+",
      estimatedARR: "$100M",
      platforms: "Web, iOS, Android",
      fundingStatus: "Series E",
      launchYear: 2003,
      keyFeatures: ["Invoicing", "Expenses", "Time tracking", "Payments"],
      whyUsersLoveIt: ["Easy to use", "Great support"],
    },
    { name: "Wave", description: "Free invoicing.", link: "wave.com" },
    { description: "no name: dropped" },
  ],
  platformFeedback: {
    Reddit: [
      {
        comment: "Late payments kill my cash flow.",
        featureRequest: "Auto reminders",
        context: "r/freelance",
        sourceUrl: "https://reddit.com/r/freelance/1",
        subreddit: "r/freelance",
        upvotes: 42,
      },
    ],
    TikTok: [{ comment: "Invoicing is the worst part of freelancing", sourceUrl: "" }],
    Twitter: [],
  },
  marketGaps: ["Tools built for solo creatives", "Payment chasing"],
  insights: ["Freelancers hate chasing clients", "Pricing should be per invoice"],
  pivotSuggestions: ["Focus on agencies", "Offer invoice factoring"],
};
