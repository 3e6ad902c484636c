// `npm run bench:verdict`: the verdict on the invented evaluation markets of `bench:quality`, a
// crowded market of loved incumbents, and an idea the fakes hold almost nothing about, each run
// twice: prints score, confidence and every signal, and whether the second run gave the same
// verdict (it must: the score is computed in code from the evidence, ADR 0017). Expected: the
// near-empty idea scores lowest with low confidence, and the loved incumbents below every
// evaluation market. Beside each, the free preview's score and whether it lands in another band
// (the full report then says by how much and why: issue 24). Then, on every evaluation market
// (development, held-out and fresh: only their scores, never their items), how far the full
// report landed from the preview, by the preview's confidence; `--write` stores those ranges in
// src/contract/preview-score-moves.ts, which the preview shows as "the range the full run can move
// it by", measured.
//   node bench/verdict.ts [--mode evidence-only|model] [--write]
import { loadConfig } from "../src/server/config.ts";
import { engineOptionsFromConfig } from "../src/server/modules/analyses/engine-options.ts";
import { runAnalysis } from "../src/engine/index.ts";
import type { Verdict } from "../src/contract/verdict.ts";
import { startFakes } from "../tests/fakes/start-fakes.ts";
import { FIXED_EPOCH_SECONDS } from "../tests/fakes/content.ts";
import { writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";
import type { PreviewScoreMoves, ScoreMove } from "../src/contract/preview-score-moves.ts";
import {
  FRESH_MARKETS,
  HELD_OUT_MARKETS,
  LOVED_INCUMBENTS_MARKET,
  MARKETS,
} from "../tests/fakes/markets/corpus.ts";

const NEAR_EMPTY = {
  slug: "near-empty",
  idea: "A subscription of hand-forged brass compasses for lighthouse keepers who collect antique sextants.",
};

const args = process.argv.slice(2);
const modeArg = args.includes("--mode") ? args[args.indexOf("--mode") + 1] : undefined;
const modes = (["evidence-only", "model"] as const).filter((mode) => !modeArg || mode === modeArg);
const write = args.includes("--write");

async function verdictFor(
  idea: string,
  mode: (typeof modes)[number],
  preview = false,
): Promise<Verdict> {
  const fakes = await startFakes({ aiProvider: mode === "model" ? "openai-compatible" : "none" });
  try {
    const report = await runAnalysis(idea, {
      ...engineOptionsFromConfig(loadConfig({ ...fakes.env })),
      preview,
      // The markets' items are dated from the fakes' fixed "now": measure recency from there too.
      today: () => new Date(FIXED_EPOCH_SECONDS * 1000),
    });
    if (!report.verdict) throw new Error(`No verdict for "${idea}"`);
    return report.verdict;
  } finally {
    await fakes.close();
  }
}

/** The verdict's bands (build-verdict.ts): little, weak, promising, strong. */
const band = (score: number) => (score >= 70 ? 3 : score >= 50 ? 2 : score >= 30 ? 1 : 0);

const signalColumns = (verdict: Verdict) =>
  verdict.signals.map((signal) => String(signal.value).padStart(4)).join(" ");

for (const mode of modes) {
  console.log(`\n${mode}`);
  console.log(
    "market             score  confidence  pain  inten   pay  comp   rec  sprd  same twice  preview  band",
  );
  for (const { slug, idea } of [...MARKETS, LOVED_INCUMBENTS_MARKET, NEAR_EMPTY]) {
    const first = await verdictFor(idea, mode);
    const second = await verdictFor(idea, mode);
    const same = first.score === second.score && first.confidence === second.confidence;
    // The free preview reads less of the same sources: the report explains a move (issue 24).
    const preview = await verdictFor(idea, mode, true);
    const moved = band(preview.score) === band(first.score) ? "same" : "moved (explained)";
    console.log(
      `${slug.padEnd(18)} ${String(first.score).padStart(5)}  ${first.confidence.padEnd(10)}  ${signalColumns(first)}  ${(same ? "yes" : "NO").padEnd(10)} ${String(preview.score).padStart(7)}  ${moved}`,
    );
  }
}
/** Full score minus preview score on every evaluation market, grouped by the preview's confidence. */
async function scoreMoves(mode: (typeof modes)[number]) {
  const evaluation = [...MARKETS, ...HELD_OUT_MARKETS, ...FRESH_MARKETS];
  const moves: Record<Verdict["confidence"], number[]> = { low: [], medium: [], high: [] };
  for (const { idea } of evaluation) {
    const preview = await verdictFor(idea, mode, true);
    const full = await verdictFor(idea, mode);
    moves[preview.confidence].push(full.score - preview.score);
  }
  const range = (values: number[]): ScoreMove | null =>
    values.length === 0
      ? null
      : { markets: values.length, lowest: Math.min(...values), highest: Math.max(...values) };
  return {
    markets: evaluation.length,
    byConfidence: { low: range(moves.low), medium: range(moves.medium), high: range(moves.high) },
    all: range([...moves.low, ...moves.medium, ...moves.high])!,
  };
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const measured: Partial<PreviewScoreMoves["byMode"]> = {};
for (const mode of modes) {
  const moves = await scoreMoves(mode);
  measured[mode === "model" ? "ai" : "evidence-only"] = moves;
  console.log(`\n${mode}: full report minus preview, on ${moves.markets} evaluation markets`);
  for (const [confidence, move] of Object.entries({ ...moves.byConfidence, all: moves.all }))
    console.log(
      `  preview ${confidence.padEnd(7)} ${move ? `${String(move.markets).padStart(2)} markets, ${signed(move.lowest)} to ${signed(move.highest)}` : "none"}`,
    );
}

if (write) {
  if (!measured.ai || !measured["evidence-only"]) throw new Error("--write measures both modes");
  const moves: PreviewScoreMoves = {
    measuredOn: new Date().toISOString().slice(0, 10),
    byMode: { ai: measured.ai, "evidence-only": measured["evidence-only"] },
  };
  const path = new URL("../src/contract/preview-score-moves.data.ts", import.meta.url);
  const source = `// Written by \`npm run bench:verdict -- --write\`: measured, never edited by hand.
import type { PreviewScoreMoves } from "./preview-score-moves.ts";

export const MEASURED_PREVIEW_SCORE_MOVES: PreviewScoreMoves = ${JSON.stringify(moves)};
`;
  await writeFile(
    path,
    await format(source, { ...(await resolveConfig(path)), parser: "typescript" }),
  );
  console.log(`\nWrote ${path.pathname}`);
}

console.log(
  "\nSignals: pain frequency, pain intensity, commercial intent, competition, recency, spread (0-100 each).",
);
