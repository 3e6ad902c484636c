import { emptyPlatformFeedback, FEEDBACK_PLATFORMS } from "../../contract/report.ts";
import type { FeedbackItem, PlatformFeedback, RedditFeedbackItem } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { trimQuote } from "../text/format.ts";
import type { AnalysedItem, EvidenceAnalysis } from "./analyse-evidence.ts";

export const COMMENT_MAX_LENGTH = 400;

/** Builds a feedback item whose quote and link can only come from the evidence itself. */
/** The repository an issue's link names: github.com/<owner>/<name>/issues/<number>. */
function issueOf(item: RankedEvidence): { issueOf?: string } {
  if (item.platform !== "githubissues") return {};
  const repository = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/issues\/\d+/.exec(item.url)?.[1];
  return repository ? { issueOf: repository } : {};
}

export function toFeedbackItem(
  item: RankedEvidence,
  featureRequest: string | null,
  context: string,
): FeedbackItem | RedditFeedbackItem {
  const base: FeedbackItem = {
    evidenceId: item.id,
    comment: trimQuote(item.text, COMMENT_MAX_LENGTH),
    featureRequest,
    context,
    sourceUrl: item.url,
    author: item.author,
    createdAt: item.createdAt,
    ...(item.rating ? { rating: item.rating } : {}),
    ...(item.rating && item.title ? { reviewOf: item.title } : {}),
    ...issueOf(item),
  };
  if (item.platform !== "reddit") return base;
  return {
    ...base,
    subreddit: item.subreddit ?? "",
    upvotes: item.score === null ? null : Math.round(item.score),
  };
}

function describe(entry: AnalysedItem): string {
  const { item } = entry;
  const where = item.subreddit
    ? ` in r/${item.subreddit}`
    : item.title && item.kind === "comment"
      ? ` on "${trimQuote(item.title, 80)}"`
      : "";
  const by = item.author ? ` by ${item.author}` : "";
  const score = item.score !== null ? `, score ${item.score}` : "";
  const signals = [...entry.pains, ...entry.requests].map((match) => match.label);
  const signalText = signals.length > 0 ? `; signals: ${signals.join(", ")}` : "";
  return `${item.kind === "comment" ? "Comment" : item.kind === "video" ? "Video" : "Post"}${where}${by}${score}${signalText}`;
}

/**
 * A quote that voices a pain or asks for something is worth more than one that does not, but not
 * more than one that is plainly more about the idea: a pain phrase in a look-alike is still a
 * look-alike's.
 */
const SIGNAL_BONUS = 1.3;
const quoteWorth = (entry: AnalysedItem) =>
  entry.item.relevance * (entry.requests.length + entry.pains.length > 0 ? SIGNAL_BONUS : 1);

export function extractFeedback(analysis: EvidenceAnalysis, perPlatform: number): PlatformFeedback {
  const feedback = emptyPlatformFeedback();
  for (const platform of FEEDBACK_PLATFORMS) {
    const chosen = [...analysis.byPlatform[platform]]
      .sort(
        (a, b) =>
          quoteWorth(b) - quoteWorth(a) ||
          b.item.relevance - a.item.relevance ||
          a.item.id.localeCompare(b.item.id),
      )
      .slice(0, perPlatform);
    const items = chosen.map((entry) =>
      toFeedbackItem(
        entry.item,
        entry.requests[0] ? trimQuote(entry.requests[0].sentence, 200) : null,
        describe(entry),
      ),
    );
    (feedback[platform] as Array<FeedbackItem | RedditFeedbackItem>).push(...items);
  }
  return feedback;
}
