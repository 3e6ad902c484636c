import {
  KIT_OUTREACH,
  isOpenPastQuestion,
  type InterviewKit,
  type KitCommunity,
  type KitPain,
  type KitQuestion,
  type KitThread,
} from "../../contract/interview-kit.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import {
  FEEDBACK_PLATFORMS,
  type Insight,
  type PlatformFeedback,
  type SourceRef,
} from "../../contract/report.ts";
import { contentWords, stem } from "../text/words.ts";
import { communityOf } from "./community-of.ts";
import { readPain, type PainReading } from "./read-pain.ts";

const MAX_PAINS = 3;
const MAX_THREADS = 3;
const MAX_COMMUNITIES = 6;
const MAX_TITLE_CHARS = 140;
/** A pain asks at most this many questions; the templates fill it, so a model that fails halfway leaves no fewer. */
const MAX_QUESTIONS = 5;
/** Fewer model questions than this and the templates write the rest. */
export const MIN_MODEL_QUESTIONS = 3;
/** Longer pains read badly inside a question: the pain's heading above already names it. */
const MAX_NAMED_CHARS = 70;
/** Two questions sharing this share of their content words ask the same thing. */
const NEAR_DUPLICATE = 0.6;

/** The pain as a question names it: quoted when short, "this" when its heading must do. */
function named(title: string): string {
  return title.length <= MAX_NAMED_CHARS ? `“${title.replace(/[.!?…]+$/, "")}”` : "this";
}

/** "a, b or something else": a list that leaves room for the answer nobody listed. */
function orElse(items: string[], rest: string): string {
  return [...items, rest].join(", ").replace(/, ([^,]*)$/, " or $1");
}

/**
 * The five questions around a pain, each in two wordings: the first asks about what the pain's own
 * quotes name (its object, the products and the people in them), the second is the plain template
 * used when the quotes name nothing. Each is checked by `isOpenPastQuestion`, so a wording that
 * drifts into a hypothetical is replaced by the plain one rather than reaching a founder.
 */
function templateWordings(title: string, pain: PainReading): Array<[string | null, string]> {
  const about = pain.object ? `the ${pain.object}` : null;
  return [
    [
      named(title) === "this" && about
        ? `Tell me about the last time you had trouble with ${about}. What did you do?`
        : null,
      `Tell me about the last time you ran into ${named(title)}. What did you do?`,
    ],
    [
      about
        ? `Walk me through the last time you dealt with ${about}, step by step: what happened, and what did you do next?`
        : null,
      "Walk me through what happened, step by step, the last time it came up.",
    ],
    [
      pain.tools.length > 0
        ? `What did you use the last time ${about ? `you dealt with ${about}` : "it happened"} (${orElse(pain.tools, "something else")}), and how did it go?`
        : about
          ? `What have you tried for ${about} so far, and what happened with each?`
          : null,
      "What have you tried to fix it so far, and what happened with each?",
    ],
    [
      about ? `What did the last trouble with ${about} cost you, in hours or money?` : null,
      "How much did it cost you the last time, in hours or money?",
    ],
    [
      pain.people.length > 0
        ? `Who else was involved the last time (${orElse(pain.people, "anyone else")}), and what did they do about it?`
        : null,
      "Who else was involved the last time, and what did they do about it?",
    ],
  ];
}

function templateQuestions(title: string, pain: PainReading): KitQuestion[] {
  return templateWordings(title, pain).flatMap(([specific, plain]) => {
    const question = [specific, plain].find(
      (wording): wording is string => wording !== null && isOpenPastQuestion(wording),
    );
    return question ? [{ question, evidenceIds: [] }] : [];
  });
}

/** The content words of a question by stem: "tried", "trying" and "tries" are one. */
function questionStems(question: string): Set<string> {
  return new Set(contentWords(question).map(stem));
}

/** True when two questions ask the same thing in other words (most content words shared). */
export function isNearDuplicate(a: string, b: string): boolean {
  const left = questionStems(a);
  const right = questionStems(b);
  if (left.size === 0 || right.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared) >= NEAR_DUPLICATE;
}

/**
 * The model's questions for a pain when it kept enough of them; otherwise those it kept, then
 * templates that do not repeat them, up to the templates' own count.
 */
function questionsFor(model: KitQuestion[], templates: KitQuestion[]): KitQuestion[] {
  if (model.length >= MIN_MODEL_QUESTIONS) return model.slice(0, MAX_QUESTIONS);
  const rest = templates.filter(
    (template) => !model.some((kept) => isNearDuplicate(kept.question, template.question)),
  );
  return [...model, ...rest].slice(0, MAX_QUESTIONS);
}

/** "“Invoices paid late” — 3 people on Reddit raise this." reads as the pain "Invoices paid late". */
function painTitle(insight: Insight): string {
  const lead = insight.text.split(" — ")[0]!.trim();
  const plain = lead.replace(/^[“"](.*)[”"]$/s, "$1").trim();
  return plain.length <= MAX_TITLE_CHARS
    ? plain
    : `${plain.slice(0, MAX_TITLE_CHARS).replace(/\s+\S*$/, "")}…`;
}

/** A pain the kit asks about: its title and the evidence ids the report holds for it. */
export interface KitPainBasis {
  insight: Insight;
  title: string;
  evidenceIds: string[];
}

/**
 * The pains the kit asks about: up to 3 of the report's top pains with evidence in its sources.
 * The model's questions and the templates are written for exactly these.
 */
export function kitPainsOf(
  topPainPoints: readonly Insight[],
  sourceIds: ReadonlySet<string>,
): KitPainBasis[] {
  return topPainPoints
    .filter((insight) => insight.evidenceIds.some((id) => sourceIds.has(id)))
    .slice(0, MAX_PAINS)
    .map((insight) => ({
      insight,
      title: painTitle(insight),
      evidenceIds: [...new Set(insight.evidenceIds.filter((id) => sourceIds.has(id)))],
    }));
}

/** The pain's own quoted threads, each thread once, with a link that opens. */
function threadsOf(insight: Insight, sources: ReadonlyMap<string, SourceRef>): KitThread[] {
  const seen = new Set<string>();
  return insight.evidenceIds
    .flatMap((id) => {
      const source = sources.get(id);
      return source && /^https?:\/\//.test(source.url) ? [source] : [];
    })
    .filter((source) => {
      const thread = source.title ?? source.url;
      return !seen.has(thread) && !!seen.add(thread);
    })
    .slice(0, MAX_THREADS)
    .map((source) => ({
      title: source.title ?? `${PLATFORM_LABELS[source.platform]} discussion`,
      url: source.url,
      platform: PLATFORM_LABELS[source.platform],
      evidenceId: source.id,
    }));
}

function signals(title: string): Pick<KitPain, "strongSignal" | "weakSignal"> {
  return {
    strongSignal: `They describe a specific recent time they hit ${named(title)}, what it cost them, and what they already tried or paid for to deal with it.`,
    weakSignal:
      "They agree it sounds annoying but cannot recall a recent time, have tried nothing, or talk only about what they might do.",
  };
}

/** Every community the report's quotes came from, with how many quotes each supplied. */
export function communitiesOf(feedback: PlatformFeedback): KitCommunity[] {
  const found = new Map<string, KitCommunity>();
  for (const platform of FEEDBACK_PLATFORMS)
    for (const quote of feedback[platform]) {
      const community = communityOf({
        platform,
        url: quote.sourceUrl,
        subreddit: "subreddit" in quote ? quote.subreddit : undefined,
        reviewOf: quote.reviewOf,
        issueOf: quote.issueOf,
      });
      if (!community) continue;
      const known = found.get(community.name) ?? { ...community, quotes: 0 };
      known.quotes += 1;
      found.set(community.name, known);
    }
  return [...found.values()]
    .sort((a, b) => b.quotes - a.quotes || a.name.localeCompare(b.name))
    .slice(0, MAX_COMMUNITIES);
}

/** A screener finds people who had the problem recently, not people who like the idea. */
function screener(audience: string): string[] {
  const who = audience.trim() || "people with this problem";
  return [
    `Which of these describes your work or situation? (Looking for: ${who}.)`,
    "When did you last deal with this problem: in the past month, the past year, or longer ago?",
    "What did you use to handle it the last time (a tool, a spreadsheet, someone else, nothing)?",
  ];
}

/** The model's checked questions per pain, by the pain's title (engine/verdict/write-kit-questions.ts). */
export type ModelKitQuestions = ReadonlyMap<string, KitQuestion[]>;

/**
 * The interview kit from the report's top pains and quotes (ADR 0029): the model's questions where
 * it wrote enough that passed the checks, templates worded from each pain's own quotes elsewhere.
 */
export function buildInterviewKit(input: {
  audience: string;
  topPainPoints: Insight[];
  platformFeedback: PlatformFeedback;
  sources: SourceRef[];
  modelQuestions?: ModelKitQuestions | null;
}): InterviewKit {
  const sources = new Map(input.sources.map((source) => [source.id, source]));
  const pains = kitPainsOf(input.topPainPoints, new Set(sources.keys())).map(
    ({ insight, title, evidenceIds }) => {
      const quotes = evidenceIds.map((id) => sources.get(id)!.text);
      const templates = templateQuestions(title, readPain(title, quotes, input.audience));
      return {
        title,
        evidenceIds,
        questions: questionsFor(input.modelQuestions?.get(title) ?? [], templates),
        threads: threadsOf(insight, sources),
        ...signals(title),
      };
    },
  );
  const byModel = pains.some((pain) => pain.questions.some((item) => item.evidenceIds.length > 0));
  return {
    writtenBy: byModel ? "model" : "templates",
    pains,
    communities: communitiesOf(input.platformFeedback),
    screener: screener(input.audience),
    outreach: KIT_OUTREACH,
  };
}
