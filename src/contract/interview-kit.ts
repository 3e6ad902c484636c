import { z } from "./zod.ts";

/**
 * What to ask, read and where to look before talking to anyone about the report's top pains
 * (ADR 0029). Built in code from the report's own quotes: every thread and community comes from
 * its sources, and it never suggests contacting the people quoted.
 */

export const kitQuestionSchema = z.object({
  question: z.string(),
  /** The quotes a model-written question is grounded in; empty for a template question. */
  evidenceIds: z.array(z.string()),
});
export type KitQuestion = z.infer<typeof kitQuestionSchema>;

export const kitThreadSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** Its platform's label ("Reddit", "Stack Exchange"). */
  platform: z.string(),
  evidenceId: z.string(),
});
export type KitThread = z.infer<typeof kitThreadSchema>;

export const kitPainSchema = z.object({
  title: z.string(),
  evidenceIds: z.array(z.string()).min(1),
  /** 3-5 open questions about what the person did, never what they would do. */
  questions: z.array(kitQuestionSchema).min(3).max(5),
  /** 2-3 of the report's own threads to read first. */
  threads: z.array(kitThreadSchema).max(3),
  strongSignal: z.string(),
  weakSignal: z.string(),
});
export type KitPain = z.infer<typeof kitPainSchema>;

export const kitCommunitySchema = z.object({
  name: z.string(),
  url: z.string(),
  /** How many of the report's quotes came from it. */
  quotes: z.number().int().positive(),
});
export type KitCommunity = z.infer<typeof kitCommunitySchema>;

export const interviewKitSchema = z.object({
  writtenBy: z.enum(["model", "templates"]),
  pains: z.array(kitPainSchema).max(3),
  communities: z.array(kitCommunitySchema),
  /** 2-4 questions to find people who have the problem, from the idea's audience. */
  screener: z.array(z.string()).min(2).max(4),
  /** How to reach people: in their communities, by their rules; never the people quoted. */
  outreach: z.string(),
});
export type InterviewKit = z.infer<typeof interviewKitSchema>;

export const KIT_OUTREACH =
  "Find people in these communities and follow each one's rules on research posts. Do not message the people quoted in this report: their words are evidence, not a contact list.";

/** A hypothetical or a promise is not evidence of behaviour. */
const HYPOTHETICAL = /\b(would|will|wouldn'?t|won'?t|do you think|if you (?:had|could)|imagine)\b/i;
/** A question opening like this invites a yes or a no. */
const YES_NO_OPENING =
  /^(?:do|does|did|is|isn'?t|are|aren'?t|was|were|would|could|should|can|will|have|has|had)\b/i;
/** It asks about something that happened. */
const PAST_MARKER =
  /\b(last time|did|was|were|had|have you|has it|happened|tried|spent|used|ended up|went)\b/i;

/** An interview question is open and about the person's past behaviour: no hypotheticals, no yes/no opening. */
export function isOpenPastQuestion(question: string): boolean {
  // Words quoted from a source are theirs ("I would pay for…"), not the question's framing.
  const text = question.replace(/["“][^"”]*["”]/g, " ").trim();
  return (
    text.length > 0 &&
    !HYPOTHETICAL.test(text) &&
    !YES_NO_OPENING.test(text) &&
    PAST_MARKER.test(text)
  );
}

export const INTERVIEW_KIT_HEADING = "Interview kit";

/** How many questions the kit asks across its pains. */
export function kitQuestions(kit: InterviewKit): number {
  return kit.pains.reduce((sum, pain) => sum + pain.questions.length, 0);
}
