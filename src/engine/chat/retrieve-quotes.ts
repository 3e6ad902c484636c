import Sentiment from "sentiment";
import { FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type { Report } from "../../contract/report.ts";
import { PAIN_PATTERNS, REQUEST_PATTERNS } from "../synthesis/analyse-evidence.ts";
import type { TextPattern } from "../synthesis/analyse-evidence.ts";
import { nameAsWord, splitSentences, trimQuote } from "../text/format.ts";
import type { NumberedSource } from "./chat-context.ts";
import { searchSources } from "./chat-context.ts";

/** What a question asks for when its words are not the evidence's ("complain" is rarely written). */
export type QuestionIntent = "complaints" | "requests" | "competitors" | "praise";

const INTENT_CUES: Record<QuestionIntent, RegExp> = {
  complaints:
    /\b(complain\w*|problems?|pains?|painful|frustrat\w*|hat(?:e|es|ed|ing)|annoy\w*|issues?|struggl\w*|dislike\w*|negative|downsides?|worst)\b/i,
  requests:
    /\b(requests?|requested|wish\w*|features?|wants?|wanted|missing|ask(?:s|ed|ing)? for|would pay|looking for)\b/i,
  competitors:
    /\b(competitors?|competition|alternatives?|rivals?|pric(?:e|es|ed|ing)|costs?|cheap\w*|expensive|pay(?:s|ing)?)\b/i,
  praise:
    /\b(prais\w*|lov(?:e|es|ed|ing)|positive|enjoy\w*|happy|favou?rites?|like about|likes? most)\b/i,
};

const INTENT_ORDER: QuestionIntent[] = ["complaints", "requests", "competitors", "praise"];

export function questionIntents(question: string): QuestionIntent[] {
  return INTENT_ORDER.filter((intent) => INTENT_CUES[intent].test(question));
}

export interface RetrievedQuote {
  source: NumberedSource;
  /** Verbatim text of the source, shortened only with an ellipsis at either end. */
  excerpt: string;
}

/** How strongly a source answers an intent, and the sentence that does (null: from its start). */
interface IntentMatch {
  strength: number;
  sentence: string | null;
}

const NO_MATCH: IntentMatch = { strength: 0, sentence: null };
const EXCERPT_LENGTH = 280;
/** AFINN per-word scores past these read as plainly negative or positive. */
const NEGATIVE_TONE = -0.25;
const POSITIVE_TONE = 0.25;
const sentiment = new Sentiment();

/** People's own words; a product page or a channel's pitch says nothing about what users feel. */
function isUserVoice(source: NumberedSource): boolean {
  return (
    (FEEDBACK_PLATFORMS as readonly string[]).includes(source.platform) &&
    !["product", "repository", "video"].includes(source.kind)
  );
}

function patternMatch(sentences: string[], patterns: TextPattern[]): IntentMatch {
  const matched = patterns.filter(({ pattern }) =>
    sentences.some((sentence) => pattern.test(sentence)),
  );
  const first = sentences.find((sentence) =>
    patterns.some(({ pattern }) => pattern.test(sentence)),
  );
  return matched.length > 0 ? { strength: matched.length, sentence: first ?? null } : NO_MATCH;
}

/** The patterns first; a sentence of plainly negative or positive tone counts for less. */
function toneMatch(
  sentences: string[],
  patterns: TextPattern[] | null,
  wanted: "negative" | "positive",
): IntentMatch {
  const byPattern = patterns ? patternMatch(sentences, patterns) : NO_MATCH;
  if (byPattern.strength > 0) return byPattern;
  const toned = sentences.find((sentence) => {
    const score = sentiment.analyze(sentence).comparative;
    return wanted === "negative" ? score <= NEGATIVE_TONE : score >= POSITIVE_TONE;
  });
  return toned ? { strength: 0.5, sentence: toned } : NO_MATCH;
}

/** Names the report's competitors, or is cited by one of them. */
function competitorMatcher(
  report: Report,
): (source: NumberedSource, sentences: string[]) => IntentMatch {
  const names = report.competitors.map((competitor) => nameAsWord(competitor.name));
  const cited = new Set(report.competitors.flatMap((competitor) => competitor.evidenceIds));
  return (source, sentences) => {
    const named = names.filter((name) => name.test(source.text));
    if (named.length > 0)
      return {
        strength: named.length,
        sentence: sentences.find((sentence) => named.some((name) => name.test(sentence))) ?? null,
      };
    return cited.has(source.id) ? { strength: 1, sentence: null } : NO_MATCH;
  };
}

function intentMatcher(
  report: Report,
): (intent: QuestionIntent, source: NumberedSource) => IntentMatch {
  const competitors = competitorMatcher(report);
  return (intent, source) => {
    const sentences = splitSentences(source.text);
    if (intent === "competitors") return competitors(source, sentences);
    if (!isUserVoice(source)) return NO_MATCH;
    if (intent === "complaints") return toneMatch(sentences, PAIN_PATTERNS, "negative");
    if (intent === "requests") return patternMatch(sentences, REQUEST_PATTERNS);
    return toneMatch(sentences, null, "positive");
  };
}

/** Words of the question's frame that every item could match ("what do users say most"). */
const QUESTION_FRAME =
  /\b(users?|people|customers?|folks|say|says|said|think|thinks|feel|feels|most|main|biggest|top|common|usually|often)\b/gi;

/** BM25 over title and text, scaled to 0..1 so it can be weighed against the intents. */
function questionScores(sources: NumberedSource[], question: string): Map<number, number> {
  const hits = searchSources(sources, question.replace(QUESTION_FRAME, " "));
  const top = hits[0]?.score ?? 1;
  return new Map(hits.map((hit) => [Number(hit.id), hit.score / top]));
}

/** Starts at the sentence that answers, so a complaint deep in a long comment is what is read. */
export function quoteExcerpt(text: string, sentence: string | null): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const start = sentence ? flat.indexOf(sentence.replace(/\s+/g, " ")) : 0;
  return start > 0
    ? `…${trimQuote(flat.slice(start), EXCERPT_LENGTH - 1)}`
    : trimQuote(flat, EXCERPT_LENGTH);
}

interface Scored {
  source: NumberedSource;
  score: number;
  sentence: string | null;
}

export interface QuoteRetrieval {
  intents: QuestionIntent[];
  /** False when the question asks for something (complaints, say) that no source expresses. */
  intentMatched: boolean;
  quotes: RetrievedQuote[];
}

/** An intent gives more sources worth reading than a bare word match, whose tail is mostly noise. */
const QUOTES_FOR_INTENT = 5;
const QUOTES_FOR_WORDS = 3;

function byIntent(
  sources: NumberedSource[],
  intents: QuestionIntent[],
  report: Report,
  words: Map<number, number>,
): Scored[] {
  const match = intentMatcher(report);
  return sources.flatMap((source, position) => {
    const matches = intents
      .map((intent) => match(intent, source))
      .filter((each) => each.strength > 0);
    if (matches.length === 0) return [];
    const strength = matches.reduce((sum, each) => sum + Math.min(each.strength, 3), 0);
    const rank = 1 - position / sources.length;
    return [
      {
        source,
        score: 2 * strength + (words.get(source.number) ?? 0) + 0.5 * rank,
        sentence: matches[0]?.sentence ?? null,
      },
    ];
  });
}

function best(scored: Scored[], limit: number): RetrievedQuote[] {
  return scored
    .sort((a, b) => b.score - a.score || a.source.number - b.source.number)
    .slice(0, limit)
    .map(({ source, sentence }) => ({ source, excerpt: quoteExcerpt(source.text, sentence) }));
}

/**
 * The sources that best answer a question, best first: those that express what it asks about
 * (complaints, wishes, competitors, praise), helped by its own words and by how high the report
 * ranks them; without such an intent, or when none expresses it, the ones its words find.
 */
export function retrieveQuotes(input: {
  question: string;
  report: Report;
  sources: NumberedSource[];
}): QuoteRetrieval {
  const intents = questionIntents(input.question);
  if (input.sources.length === 0) return { intents, intentMatched: false, quotes: [] };
  const words = questionScores(input.sources, input.question);
  const matched = byIntent(input.sources, intents, input.report, words);
  if (matched.length > 0)
    return { intents, intentMatched: true, quotes: best(matched, QUOTES_FOR_INTENT) };
  const found = input.sources.flatMap((source) =>
    words.has(source.number)
      ? [{ source, score: words.get(source.number) ?? 0, sentence: null }]
      : [],
  );
  return { intents, intentMatched: false, quotes: best(found, QUOTES_FOR_WORDS) };
}
