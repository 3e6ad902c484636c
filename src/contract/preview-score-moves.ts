import { MEASURED_PREVIEW_SCORE_MOVES } from "./preview-score-moves.data.ts";
import type { PreviewTeaser } from "./preview.ts";
import type { Confidence } from "./verdict.ts";

/** How far full reports' scores landed from their previews' on a group of benchmark markets. */
export interface ScoreMove {
  markets: number;
  /** Full score minus preview score: the lowest and highest seen. */
  lowest: number;
  highest: number;
}

export interface ModeScoreMoves {
  markets: number;
  byConfidence: Record<Confidence, ScoreMove | null>;
  all: ScoreMove;
}

/** `npm run bench:verdict -- --write` measures these on every evaluation market (issue 24). */
export interface PreviewScoreMoves {
  measuredOn: string;
  byMode: Record<PreviewTeaser["mode"], ModeScoreMoves>;
}

/** A group of fewer markets than this says too little: the range over all markets is used instead. */
const FEWEST_MARKETS = 3;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function moveWords({ lowest, highest }: ScoreMove): string {
  if (lowest === 0 && highest === 0) return "the same as";
  if (lowest >= 0) return `${lowest === highest ? highest : `${lowest}–${highest}`} points above`;
  if (highest <= 0)
    return `${lowest === highest ? -lowest : `${-highest}–${-lowest}`} points below`;
  return `from ${-lowest} points below to ${highest} above`;
}

/**
 * The range the full run can move a preview's score by, as measured on the benchmark's markets
 * for previews of the same confidence, said as what it is: a measurement on test markets, not a
 * bound for this idea.
 */
export function previewScoreRange(
  verdict: { score: number; confidence: Confidence },
  mode: PreviewTeaser["mode"],
  measured: PreviewScoreMoves = MEASURED_PREVIEW_SCORE_MOVES,
): { from: number; to: number; sentence: string } {
  const moves = measured.byMode[mode];
  const group = moves.byConfidence[verdict.confidence];
  const alike = group && group.markets >= FEWEST_MARKETS ? group : null;
  const move = alike ?? moves.all;
  const from = Math.max(0, verdict.score + move.lowest);
  const to = Math.min(100, verdict.score + move.highest);
  const [year, month] = measured.measuredOn.split("-").map(Number);
  const previews = alike ? `their ${verdict.confidence}-confidence previews` : "their previews";
  const sentence =
    `On our test markets, full reports scored ${moveWords(move)} ${previews} ` +
    `(${move.markets} of ${moves.markets} markets, measured in ${MONTHS[month! - 1]} ${year}): ` +
    (from === to ? `for this idea, ${from}.` : `for this idea, ${from}–${to}.`);
  return { from, to, sentence };
}
