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

/** Getting in touch with someone: what the kit never asks of a founder about the people quoted. */
const CONTACT =
  /\b(message|messaging|dm|direct message|contact|reach out|get in touch|email|e-mail|ping|tag|mention|follow up with|write to|ask (?:them|him|her))\b/i;
/** The people whose words the report quotes, named as such. */
const QUOTED_PEOPLE =
  /\b(authors?|posters?|original poster|op|commenters?|reviewers?|redditors?|quoted|(?:person|people|user|users|someone) who (?:wrote|posted|said|commented|reviewed))\b|(?:^|\s)(?:u\/|@)[\w-]+/i;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}_-]+/gu) ?? [];

/**
 * True when a question asks to contact the people quoted: it says to reach "the author" or "the
 * poster", or it names one of them (`authors`: the names of the pain's quotes' writers).
 */
export function asksToContactQuoted(question: string, authors: readonly string[] = []): boolean {
  const words = wordsOf(question);
  const namesOne = authors
    .map(wordsOf)
    .filter((name) => name.join("").length >= 3)
    .some((name) =>
      words.some((_, start) => name.every((part, offset) => words[start + offset] === part)),
    );
  return namesOne || (CONTACT.test(question) && QUOTED_PEOPLE.test(question));
}

export const INTERVIEW_KIT_HEADING = "Interview kit";

/** The kit's rule, above its questions on the page and in every export. */
export const KIT_RULE = "Ask about what people did, never what they would do.";

/**
 * Who wrote the questions, as the page and the exports say it: a model's question cites the quotes
 * it rests on, a template's cites none, and a pain the model answered badly mixes both.
 */
export function kitAuthorship(kit: InterviewKit): string {
  if (kit.writtenBy === "templates")
    return "Questions are templates around the report's top pains, worded from each pain's own quotes.";
  const mixed = kit.pains.some((pain) =>
    pain.questions.some((item) => item.evidenceIds.length === 0),
  );
  return mixed
    ? "Questions with sources were written by the model from the quotes they cite; the others are templates."
    : "Questions were written by the model and cite the quotes they rest on.";
}

/** How many questions the kit asks across its pains. */
export function kitQuestions(kit: InterviewKit): number {
  return kit.pains.reduce((sum, pain) => sum + pain.questions.length, 0);
}
