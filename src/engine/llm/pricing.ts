/** USD per million tokens [input, output]; a small table of models people actually configure. */
const PRICES: Array<[prefix: string, input: number, output: number]> = [
  ["gpt-4.1-nano", 0.1, 0.4],
  ["gpt-4.1-mini", 0.4, 1.6],
  ["gpt-4.1", 2, 8],
  ["gpt-4o-mini", 0.15, 0.6],
  ["gpt-4o", 2.5, 10],
  ["gpt-5-nano", 0.05, 0.4],
  ["gpt-5-mini", 0.25, 2],
  ["gpt-5", 1.25, 10],
  ["o4-mini", 1.1, 4.4],
  ["claude-haiku-4-5", 1, 5],
  ["claude-sonnet-4", 3, 15],
  ["claude-opus-4", 15, 75],
  ["gemini-2.5-flash-lite", 0.1, 0.4],
  ["gemini-2.5-flash", 0.3, 2.5],
  ["gemini-2.5-pro", 1.25, 10],
];

/** Null for unknown models: the report then shows tokens only rather than a guessed price. */
export function estimateCostUsd(
  model: string,
  inputTokens: number,
  outputTokens: number,
): number | null {
  const bare = model.toLowerCase().replace(/^.*\//, "");
  const entry = PRICES.find(([prefix]) => bare.startsWith(prefix));
  if (!entry) return null;
  const [, input, output] = entry;
  return Math.round(((inputTokens * input + outputTokens * output) / 1_000_000) * 1e6) / 1e6;
}
