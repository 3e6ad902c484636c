import { z } from "./zod.ts";

/**
 * The report's answer to "should I build this?": a score computed in code from counted evidence
 * (ADR 0017), never set by a model. Every number names the evidence behind it.
 */
/**
 * The verdict's signals. Every value reads the same way, higher is better for the idea, and
 * `higher` says what a higher value means, so nobody reads a high "competition" as a crowd.
 */
export const VERDICT_SIGNALS = [
  {
    id: "painFrequency",
    label: "Pain frequency",
    weight: 0.25,
    higher: "more people describe the pain",
  },
  {
    id: "painIntensity",
    label: "Pain intensity",
    weight: 0.15,
    higher: "they describe it strongly, with workarounds or time and money lost",
  },
  {
    id: "willingnessToPay",
    // Kept as "Commercial intent": the comparison already has a "Spend evidence" row beside it.
    label: "Commercial intent",
    weight: 0.2,
    higher:
      "more people state prices, payments, paid tools or price complaints (spend evidence, not proof they will pay)",
  },
  {
    id: "competition",
    label: "Room to compete",
    weight: 0.15,
    higher: "fewer rivals, or rivals their own users complain about",
  },
  {
    id: "recency",
    label: "Recency",
    weight: 0.1,
    higher: "more of the evidence is from the last 12 months",
  },
  {
    id: "spread",
    label: "Spread",
    weight: 0.15,
    higher: "the pain shows on more platforms, from more people",
  },
] as const;
export type VerdictSignalId = (typeof VERDICT_SIGNALS)[number]["id"];

/** A signal's name and what a higher value means, by id: a report stored under an older label reads the same way. */
export function signalMeaning(id: string): { label: string; higher: string } | null {
  return VERDICT_SIGNALS.find((known) => known.id === id) ?? null;
}

const evidenceIds = z.array(z.string());

export const verdictSignalSchema = z.object({
  id: z.enum(VERDICT_SIGNALS.map((signal) => signal.id) as [VerdictSignalId, ...VerdictSignalId[]]),
  label: z.string(),
  /** 0-100: how strongly this signal speaks for building the idea. */
  value: z.number().int().min(0).max(100),
  /** Its share of the score; the weights add up to 1. */
  weight: z.number().min(0).max(1),
  /** What was counted, in words ("14 complaints or requests on 3 platforms"). */
  basis: z.string(),
  evidenceIds,
});
export type VerdictSignal = z.infer<typeof verdictSignalSchema>;

export const CONFIDENCE_LEVELS = ["low", "medium", "high"] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

/** One sentence of a source, word for word, and why it counts against the idea. */
export const counterEvidenceSchema = z.object({
  evidenceId: z.string(),
  quote: z.string(),
  reason: z.string(),
});
export type CounterEvidence = z.infer<typeof counterEvidenceSchema>;

export const citedTextSchema = z.object({ text: z.string(), evidenceIds: evidenceIds.min(1) });
export type CitedText = z.infer<typeof citedTextSchema>;

export const pivotSchema = z.object({
  title: z.string(),
  rationale: z.string(),
  evidenceIds: evidenceIds.min(1),
});
export type Pivot = z.infer<typeof pivotSchema>;

export const weekPlanSchema = z.object({
  /** 6-8 questions; those seeded with a real quote cite it. */
  interviewQuestions: z.array(z.object({ question: z.string(), evidenceIds })),
  /** Public threads worth reading in full, straight from the evidence. */
  readingList: z.array(z.object({ title: z.string(), url: z.string(), evidenceId: z.string() })),
  /** Where the people with the problem already talk (a subreddit, Hacker News), with counts. */
  whereUsersGather: z.array(z.object({ place: z.string(), url: z.string(), evidenceIds })),
  smokeTest: z.object({
    headline: z.string(),
    subheadline: z.string(),
    /** Anchored on competitors' listed prices; null when none was found. */
    price: z.object({ value: z.string(), basis: z.string(), evidenceIds }).nullable(),
    killCriterion: z.string(),
  }),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

export const verdictSchema = z.object({
  score: z.number().int().min(0).max(100),
  /**
   * Who labelled the evidence the signals count: the configured model (by id, each label with
   * the sentence that shows it, checked word for word) or phrase rules. Never who set the score.
   */
  labelledBy: z.enum(["model", "rules"]),
  confidence: z.enum(CONFIDENCE_LEVELS),
  /** Why the confidence is what it is: evidence volume and spread. */
  confidenceBasis: z.string(),
  /** The verdict in one sentence. */
  summary: z.string(),
  signals: z.array(verdictSignalSchema),
  /** The strongest evidence for, and against, side by side. */
  evidenceFor: z.array(counterEvidenceSchema),
  evidenceAgainst: z.array(counterEvidenceSchema),
  /** Risks the evidence shows, each cited. */
  risks: z.array(citedTextSchema),
  pivots: z.array(pivotSchema).max(3),
  nextSevenDays: weekPlanSchema,
});
export type Verdict = z.infer<typeof verdictSchema>;
