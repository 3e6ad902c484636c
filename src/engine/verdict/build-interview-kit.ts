import {
  KIT_OUTREACH,
  isOpenPastQuestion,
  type InterviewKit,
  type KitCommunity,
  type KitPain,
  type KitThread,
} from "../../contract/interview-kit.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";
import {
  FEEDBACK_PLATFORMS,
  type Insight,
  type PlatformFeedback,
  type SourceRef,
} from "../../contract/report.ts";
import { communityOf } from "./community-of.ts";

const MAX_PAINS = 3;
const MAX_THREADS = 3;
const MAX_COMMUNITIES = 6;
const MAX_TITLE_CHARS = 140;

/**
 * Asked about the pain by name; each is checked by `isOpenPastQuestion`, so a template that
 * drifts into a hypothetical fails its test rather than reaching a founder.
 */
const TEMPLATE_QUESTIONS: ((pain: string) => string)[] = [
  (pain) => `Tell me about the last time you ran into ${pain}. What did you do?`,
  () => "Walk me through what happened, step by step, the last time it came up.",
  () => "What have you tried to fix it so far, and what happened with each?",
  () => "How much did it cost you the last time, in hours or money?",
  () => "Who else was involved the last time, and what did they do about it?",
];
/** Longer pains read badly inside a question: the pain's heading above already names it. */
const MAX_NAMED_CHARS = 70;

/** The pain as a question names it: quoted when short, "this" when its heading must do. */
function named(title: string): string {
  return title.length <= MAX_NAMED_CHARS ? `“${title.replace(/[.!?…]+$/, "")}”` : "this";
}

/** "“Invoices paid late” — 3 people on Reddit raise this." reads as the pain "Invoices paid late". */
function painTitle(insight: Insight): string {
  const lead = insight.text.split(" — ")[0]!.trim();
  const plain = lead.replace(/^[“"](.*)[”"]$/s, "$1").trim();
  return plain.length <= MAX_TITLE_CHARS
    ? plain
    : `${plain.slice(0, MAX_TITLE_CHARS).replace(/\s+\S*$/, "")}…`;
}

function templateQuestions(title: string): KitPain["questions"] {
  return TEMPLATE_QUESTIONS.map((ask) => ({ question: ask(named(title)), evidenceIds: [] })).filter(
    ({ question }) => isOpenPastQuestion(question),
  );
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

/** The interview kit from the report's top pains and quotes, by templates (ADR 0029). */
export function buildInterviewKit(input: {
  audience: string;
  topPainPoints: Insight[];
  platformFeedback: PlatformFeedback;
  sources: SourceRef[];
}): InterviewKit {
  const sources = new Map(input.sources.map((source) => [source.id, source]));
  const pains = input.topPainPoints
    .filter((insight) => insight.evidenceIds.some((id) => sources.has(id)))
    .slice(0, MAX_PAINS)
    .map((insight) => {
      const title = painTitle(insight);
      return {
        title,
        evidenceIds: insight.evidenceIds.filter((id) => sources.has(id)),
        questions: templateQuestions(title),
        threads: threadsOf(insight, sources),
        ...signals(title),
      };
    });
  return {
    writtenBy: "templates",
    pains,
    communities: communitiesOf(input.platformFeedback),
    screener: screener(input.audience),
    outreach: KIT_OUTREACH,
  };
}
