import { describe, expect, it } from "vitest";
import type { Competitor, Platform, SourceName } from "../../../src/contract/report.ts";
import { verdictSchema, type Verdict } from "../../../src/contract/verdict.ts";
import { isOpenPastQuestion } from "../../../src/contract/interview-kit.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import { analyseEvidence } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { buildSpendEvidence } from "../../../src/engine/spend/build-spend-evidence.ts";
import { buildVerdict } from "../../../src/engine/verdict/build-verdict.ts";
import type { ModelLabels } from "../../../src/engine/verdict/label-with-model.ts";
import { KILL_CRITERION } from "../../../src/engine/verdict/plan-next-week.ts";
import { aCompetitor } from "../../support/competitor.ts";

const NOW = new Date("2026-11-01T00:00:00Z");
const SOURCES: Partial<Record<Platform, SourceName>> = { reddit: "reddit", twitter: "x" };
const PLATFORMS: Platform[] = ["reddit", "hackernews", "twitter", "youtube"];

let counter = 0;
function item(
  text: string,
  options: { platform?: Platform; createdAt?: string | null; subreddit?: string } = {},
): RankedEvidence {
  counter += 1;
  const platform = options.platform ?? "reddit";
  return {
    id: `e${counter}`,
    platform,
    source: SOURCES[platform] ?? "hackernews",
    kind: "comment",
    title: `Thread ${counter}`,
    text,
    author: `author-${counter}`,
    url: `https://example.com/thread/${counter}`,
    createdAt: options.createdAt === undefined ? "2026-09-01T00:00:00Z" : options.createdAt,
    score: 3,
    relevance: 1 - counter / 10_000,
    ...(platform === "reddit" ? { subreddit: options.subreddit ?? "physiotherapy" } : {}),
  };
}

/** On-topic complaints spread over platforms, as a research run would gather them. */
const PAINS = [
  "I waste hours every week chasing no-shows by phone. It is so frustrating.",
  "Is there a tool that fills cancelled appointments from a waitlist?",
  "Our clinic lost $400 last month to empty slots, I would pay for something that fixes this.",
  "I hate the manual reminder calls, we track the waitlist in a spreadsheet.",
  "Last-minute cancellations are a nightmare for small practices.",
  "I wish the booking system texted the next patient on the list automatically.",
  "Looking for a way to reduce no-shows without hiring a receptionist.",
  "We switched from PaperDiary because the reminders were too slow and the price went up.",
  "No-shows cost me 5 hours a week, it is tedious to rebook everyone by hand.",
  "Frustrating that no app handles waitlists for physios properly.",
];
function pains(count: number): RankedEvidence[] {
  return Array.from({ length: count }, (_, index) =>
    item(PAINS[index % PAINS.length]!, { platform: PLATFORMS[index % PLATFORMS.length] }),
  );
}

function competitor(name: string, price: string | null, evidenceId: string): Competitor {
  const pricing = price
    ? { value: price, isEstimate: false, basis: "Pricing page", evidenceIds: [evidenceId] }
    : null;
  return aCompetitor(name, {
    description: `${name} books appointments`,
    pricing,
    mentionCount: 1,
    evidenceIds: [evidenceId],
  });
}

function verdictFor(
  evidence: RankedEvidence[],
  competitors: Competitor[] = [],
  modelLabels: ModelLabels | null = null,
): Verdict {
  return verdictSchema.parse(
    buildVerdict({
      idea: "A waitlist app that fills last-minute cancellations for physiotherapists. Texts the next patient.",
      audience: "independent physiotherapists",
      discussions: analyseEvidence(evidence).discussions,
      competitors,
      spendEvidence: buildSpendEvidence(evidence, competitors),
      marketGaps: [],
      modelLabels,
      now: NOW,
    }),
  );
}

function citedIds(verdict: Verdict): string[] {
  return [
    ...verdict.signals.flatMap((signal) => signal.evidenceIds),
    ...verdict.evidenceFor.map((quote) => quote.evidenceId),
    ...verdict.evidenceAgainst.map((quote) => quote.evidenceId),
    ...verdict.risks.flatMap((risk) => risk.evidenceIds),
    ...verdict.pivots.flatMap((pivot) => pivot.evidenceIds),
    ...verdict.nextSevenDays.interviewQuestions.flatMap((question) => question.evidenceIds),
    ...verdict.nextSevenDays.readingList.map((entry) => entry.evidenceId),
    ...verdict.nextSevenDays.whereUsersGather.flatMap((place) => place.evidenceIds),
    ...(verdict.nextSevenDays.smokeTest.price?.evidenceIds ?? []),
  ];
}

describe("the verdict", () => {
  it("rises with pain frequency, all else equal", () => {
    const scores = [2, 6, 12, 24].map((count) => verdictFor(pains(count)).score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(scores.length);
  });

  it("scores an idea with almost no evidence low, with low confidence that the summary admits", () => {
    const verdict = verdictFor([item("Anyone tried a waitlist app?", { platform: "hackernews" })]);
    expect(verdict.score).toBeLessThan(30);
    expect(verdict.confidence).toBe("low");
    expect(verdict.confidenceBasis).toContain("thin evidence");
    expect(verdict.summary).toContain("thin evidence");
    expect(verdictFor([]).score).toBeLessThan(20);
  });

  it("gives high confidence only to plenty of evidence from several platforms", () => {
    expect(verdictFor(pains(24)).confidence).toBe("high");
    expect(verdictFor(pains(10)).confidence).toBe("medium");
    const onePlatform = Array.from({ length: 24 }, (_, index) => item(PAINS[index % 10]!));
    expect(verdictFor(onePlatform).confidence).toBe("low");
  });

  it("marks down a crowded market whose users are happy, and up one whose users are angry", () => {
    const base = pains(12);
    const incumbents = ["Cliniko", "Jane", "Acuity", "Calendly", "Setmore", "Zocdoc"].map(
      (name, index) => competitor(name, `$${20 + index * 5}/month`, base[index]!.id),
    );
    const happy = [
      item("Cliniko works great for our waitlist, no complaints."),
      item("We are happy with Jane, it does everything we need."),
      item("Love using Acuity, it works perfectly for reminders."),
    ];
    const angry = [
      item("Cliniko is so frustrating, the waitlist is broken."),
      item("I hate how Jane handles cancellations, it is clunky."),
      item("Acuity is too expensive and missing a waitlist."),
    ];
    const loved = verdictFor([...base, ...happy], incumbents);
    const hated = verdictFor([...base, ...angry], incumbents);
    const competition = (verdict: Verdict) =>
      verdict.signals.find((signal) => signal.id === "competition")!.value;
    expect(competition(loved)).toBeLessThan(competition(hated));
    expect(loved.evidenceAgainst.map((quote) => quote.reason)).toContain(
      "Happy with a tool that exists",
    );
    expect(loved.risks.map((risk) => risk.text).join(" ")).toContain("Crowded: 6 competitors");
  });

  it("is the same for the same evidence, and every weight and value is in range", () => {
    const evidence = pains(15);
    const first = verdictFor(evidence);
    expect(verdictFor(evidence)).toEqual(first);
    expect(first.signals.reduce((sum, signal) => sum + signal.weight, 0)).toBeCloseTo(1);
    expect(first.score).toBe(
      Math.round(first.signals.reduce((sum, signal) => sum + signal.value * signal.weight, 0)),
    );
  });

  it("cites only evidence it was given, and quotes it word for word", () => {
    const evidence = [
      ...pains(12),
      item("I would not pay for this, a spreadsheet is enough. Just use a spreadsheet."),
    ];
    const competitors = [competitor("Cliniko", "$45/month", evidence[0]!.id)];
    const verdict = verdictFor(evidence, competitors);
    const texts = new Map(evidence.map((entry) => [entry.id, entry.text]));
    expect(citedIds(verdict).filter((id) => !texts.has(id))).toEqual([]);
    for (const quote of [...verdict.evidenceFor, ...verdict.evidenceAgainst])
      expect(texts.get(quote.evidenceId)).toContain(quote.quote);
    expect(verdict.evidenceAgainst[0]).toMatchObject({
      reason: "Would not pay, or says it is already solved",
    });
  });

  it("plans the next seven days from the evidence: seeded questions, threads, places, a priced smoke test", () => {
    const evidence = pains(12);
    const competitors = [
      competitor("Cliniko", "$45/month", evidence[0]!.id),
      competitor("Jane", "From $79 per month", evidence[1]!.id),
      competitor("Acuity", "$16/month", evidence[2]!.id),
    ];
    const { nextSevenDays: plan, pivots } = verdictFor(evidence, competitors);
    expect(plan.interviewQuestions.length).toBeGreaterThanOrEqual(6);
    expect(plan.interviewQuestions.length).toBeLessThanOrEqual(8);
    expect(plan.interviewQuestions[0]!.question).toMatch(/^Someone wrote: "/);
    expect(plan.interviewQuestions[0]!.evidenceIds).toHaveLength(1);
    // About what people did, never what they would do (the interview kit's rule).
    for (const { question } of plan.interviewQuestions)
      expect(isOpenPastQuestion(question), question).toBe(true);
    expect(plan.readingList.length).toBeGreaterThan(0);
    // Only places the evidence came from: equal counts are listed alphabetically.
    expect(plan.whereUsersGather.map((place) => place.place)).toEqual([
      "Hacker News",
      "r/physiotherapy",
    ]);
    expect(plan.smokeTest.price).toMatchObject({ value: "$45/month" });
    expect(plan.smokeTest.price!.basis).toContain(
      "Acuity ($16/month), Cliniko ($45/month), Jane (From $79 per month)",
    );
    expect(plan.smokeTest.killCriterion).toBe(KILL_CRITERION);
    expect(plan.smokeTest.headline).toBe(
      "A waitlist app that fills last-minute cancellations for physiotherapists.",
    );
    expect(pivots.length).toBeGreaterThan(0);
    expect(pivots.every((pivot) => pivot.evidenceIds.length > 0)).toBe(true);
  });

  it("lists a thread once, quotes no question back, and never mixes currencies, saying which it left out", () => {
    const thread = [
      item("Is there a tool that fills cancelled appointments from a waitlist?"),
      item("I waste hours every week chasing no-shows by phone."),
    ].map((entry) => ({ ...entry, title: "Solo PT here: cancellations?" }));
    const competitors = [
      competitor("Movebook", "Lite: A$35 /month", thread[0]!.id),
      competitor("Gapfill", "$19/month", thread[1]!.id),
    ];
    const { nextSevenDays: plan } = verdictFor(thread, competitors);
    expect(plan.readingList.map((entry) => entry.title)).toEqual(["Solo PT here: cancellations?"]);
    expect(plan.interviewQuestions.map((question) => question.question).join(" ")).not.toContain(
      "waitlist?",
    );
    expect(plan.smokeTest.price).toMatchObject({ value: "$19/month" });
    expect(plan.smokeTest.price!.basis).toBe(
      "The middle of the $ prices one competitor lists: Gapfill ($19/month); priced in other currencies: Movebook",
    );
  });

  it("reads a free first tier as no price, and keeps a per-user price per user", () => {
    const evidence = pains(3);
    const competitors = [
      competitor("Consistly", "Pilot: $0 for 30 days · Crew: $89 /month", evidence[0]!.id),
      competitor("Huddle", "Team: $4 per user / month", evidence[1]!.id),
      competitor("Nudge", "$12/mo", evidence[2]!.id),
    ];
    const { nextSevenDays: plan } = verdictFor(evidence, competitors);
    expect(plan.smokeTest.price).toMatchObject({ value: "$12/month" });
    expect(plan.smokeTest.price!.basis).toContain("3 competitors list");
    const perSeat = verdictFor(evidence, [competitors[1]!]).nextSevenDays.smokeTest.price;
    expect(perSeat).toMatchObject({ value: "$4 per user / month" });
    // Most price in pounds: the middle is in pounds, and the dollar price is named, not converted.
    const inPounds = verdictFor(evidence, [
      competitor("Slotback", "Solo: £29 /month · Clinic: £69 /month", evidence[0]!.id),
      competitor("MoverDesk", "Survey: £59 per month", evidence[1]!.id),
      competitor("Nudge", "$12/mo", evidence[2]!.id),
    ]).nextSevenDays.smokeTest.price;
    expect(inPounds).toMatchObject({ value: "£29/month" });
    expect(inPounds!.basis).toContain("priced in other currencies: Nudge");
  });

  it("counts what a model labelled by id in place of the phrase rules, and says it did", () => {
    const missedByRules = item(
      "Honestly our receptionist covers it fine and nobody here would spend on it.",
    );
    const falseAlarm = item("We have a front desk person 3 days a week.");
    const evidence = [...pains(6), missedByRules, falseAlarm];
    const byRules = verdictFor(evidence);
    expect(byRules.labelledBy).toBe("rules");
    const labels: ModelLabels = new Map([
      [missedByRules.id, [{ label: "wontPay", sentence: "nobody here would spend on it" }]],
      // Shown to the model and given no label: not a loss after all.
      [falseAlarm.id, []],
    ]);
    const byModel = verdictFor(evidence, [], labels);
    expect(byModel.labelledBy).toBe("model");
    expect(byModel.evidenceAgainst).toContainEqual({
      evidenceId: missedByRules.id,
      quote: "nobody here would spend on it",
      reason: "Would not pay, or says it is already solved",
    });
    const intensity = (verdict: Verdict) =>
      verdict.signals.find((signal) => signal.id === "painIntensity")!.evidenceIds;
    expect(intensity(byRules)).toContain(falseAlarm.id);
    expect(intensity(byModel)).not.toContain(falseAlarm.id);
    // The items the model was not shown keep their phrase-rule labels: six pains, not seven.
    expect(byRules.signals[0]!.basis).toMatch(/^7 complaints or requests/);
    expect(byModel.signals[0]!.basis).toMatch(/^6 complaints or requests/);
  });

  it("says plainly when no competitor price was found, and proposes no pivot without evidence", () => {
    const verdict = verdictFor([]);
    expect(verdict.nextSevenDays.smokeTest.price).toBeNull();
    // Copy for the landing page, never an instruction to the founder.
    expect(verdict.nextSevenDays.smokeTest.subheadline).toMatch(/^Built for /);
    expect(verdict.pivots).toEqual([]);
    expect(verdict.evidenceFor).toEqual([]);
  });
});

describe("store reviews in the competition signal", () => {
  const review = (text: string, stars: 1 | 2 | 3 | 4 | 5, app: string): RankedEvidence => ({
    ...item(text, { platform: "appstore" }),
    source: "appstore",
    title: app,
    rating: stars,
  });
  const competition = (verdict: Verdict) =>
    verdict.signals.find((signal) => signal.id === "competition")!;

  it("reads a review as of the app it reviews, by its stars: low stars complain, high stars praise", () => {
    const rivals = [competitor("SlotSaver", "$19/month", "c1")];
    // Neither review names the app in its words; the title does. Polite words, one star.
    const unhappy = verdictFor(
      [
        ...pains(6),
        review("Nice people but reminders never go out, thanks anyway.", 1, "SlotSaver"),
      ],
      rivals,
    );
    const happy = verdictFor(
      [...pains(6), review("Does exactly what it says, no complaints.", 5, "SlotSaver")],
      rivals,
    );
    expect(competition(unhappy).basis).toMatch(
      /complain about them in 1 item and praise them in 0/,
    );
    expect(competition(happy).basis).toMatch(/complain about them in 0 items and praise them in 1/);
    expect(competition(unhappy).value).toBeGreaterThan(competition(happy).value);
  });

  it("reads an issue on a found product's tracker as of that product, whatever its words", () => {
    const rivals = [competitor("SlotSaver", "$19/month", "c1")];
    const issue: RankedEvidence = {
      ...item("So frustrating: the waitlist never offers a freed slot, I fill it by phone again.", {
        platform: "githubissues",
      }),
      source: "githubissues",
      kind: "comment",
      thread: "SlotSaver: open-source appointment reminders for clinics",
    };
    const verdict = verdictFor([...pains(6), issue], rivals);
    expect(competition(verdict).basis).toMatch(/complain about them in 1 item/);
  });
});
