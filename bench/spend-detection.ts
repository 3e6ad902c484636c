// `npm run bench:spend`: the spend detector (src/engine/spend/detect-spend.ts) against sentences
// written by a helper who never saw the detector (tests/fakes/spend-sentences), from 25+ trades
// and hobbies, with hard negatives (income, amounts owed, fines, sales, code). The development set
// was read while writing the rules; the held-out set is scored only, its sentences never printed.
//   node bench/spend-detection.ts [--errors]   (--errors lists the development set's mistakes)
import { readFileSync } from "node:fs";
import { z } from "zod";
import { detectSpend } from "../src/engine/spend/detect-spend.ts";

const sentencesSchema = z.array(
  z.object({ text: z.string(), spend: z.boolean(), domain: z.string() }),
);
const showErrors = process.argv.includes("--errors");

function score(set: "development" | "held-out") {
  const url = new URL(`../tests/fakes/spend-sentences/${set}.json`, import.meta.url);
  const sentences = sentencesSchema.parse(JSON.parse(readFileSync(url, "utf8")));
  let found = 0;
  let wrong = 0;
  let missed = 0;
  for (const sentence of sentences) {
    const match = detectSpend(sentence.text);
    if (match && sentence.spend) found += 1;
    else if (match) wrong += 1;
    else if (sentence.spend) missed += 1;
    const mistaken = Boolean(match) !== sentence.spend;
    if (mistaken && showErrors && set === "development")
      console.log(
        `  ${match ? `not spend, found ${match.kind}` : "spend, missed"}: ${sentence.text}`,
      );
  }
  const precision = found / Math.max(1, found + wrong);
  const recall = found / Math.max(1, found + missed);
  const spend = sentences.filter((sentence) => sentence.spend).length;
  console.log(
    `${set.padEnd(12)} ${sentences.length} sentences (${spend} spend) · precision ${precision.toFixed(2)} · recall ${recall.toFixed(2)}`,
  );
}

console.log("Spend detection (held-out first: written blind, never read while designing)");
score("held-out");
score("development");
