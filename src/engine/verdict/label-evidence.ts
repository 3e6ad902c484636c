import type { AnalysedItem } from "../synthesis/analyse-evidence.ts";
import { detectSpend, spendKindOf } from "../spend/detect-spend.ts";
import { splitSentences } from "../text/format.ts";

// Labels one discussion item for the verdict: by phrase rules, or as a model labelled it by id.
// Each label keeps the sentence that earned it, word for word from the item's text, so the report
// can quote it as the reason.

/** The signals an item can show, besides being a pain at all. */
export const EVIDENCE_LABELS = [
  /** Spend in the item's words, as the spend evidence detects it (spend/detect-spend.ts). */
  "intense",
  "workaround",
  "loss",
  "commercial",
  "satisfied",
  "wontPay",
] as const;
export type EvidenceLabel = (typeof EVIDENCE_LABELS)[number];

const RULES: Record<Exclude<EvidenceLabel, "commercial">, RegExp> = {
  /** Strong language about the problem. */
  intense:
    /\b(i hate|hate (?:it|this|that|having|when)|nightmare|the worst|drives? me (?:crazy|nuts)|so (?:frustrating|annoying)|desperate(?:ly)?|killing me|huge pain|biggest pain|can'?t stand|fed up|sick of|tired of)\b/i,
  /** A workaround the person built or puts up with. */
  workaround:
    /\b(workaround|spreadsheets?|excel|google sheets|hack(?:ed|y)? (?:together|around)|duct[- ]tape|i (?:built|wrote|made) (?:a|my own) (?:script|tool|app)|by hand|manually)\b/i,
  /** Time or money lost. */
  loss: /(\b\d+\s*(?:hours?|hrs?|days?)\s*(?:a|per|every|each)\s*(?:week|month|day)\b|\blost (?:a |\$|\d|money|clients?|customers?|hours|sales)|\bwast(?:e|ed|ing) (?:hours|days|time|money)\b|\bcosts? (?:us|me) \$?\d)/i,
  /** Someone content with what they use. */
  satisfied:
    /\b((?:works?|working) (?:great|well|fine|perfectly)|love (?:it|using)|(?:happy|satisfied) with|does (?:everything|the job)|no complaints|never had (?:a|any) (?:problem|issue)s?)\b/i,
  /** Someone who would not pay, or says the problem is solved. */
  wontPay:
    /\b(wouldn'?t pay|would not pay|won'?t pay|not worth (?:paying|the money)|never pay|free (?:alternatives?|tools?|options?) (?:exist|are|work)|just use (?:a )?(?:spreadsheet|excel|google sheets|notion)|already solved|problem is solved)\b/i,
};

export interface LabelledItem {
  entry: AnalysedItem;
  /** Complains, asks for something, or describes a workaround or a loss. */
  isPain: boolean;
  /** The verbatim sentence behind each label the item earned. */
  labels: Partial<Record<EvidenceLabel, string>>;
  /** The sentence a model gave for the item's pain, when a model labelled it. */
  painQuote: string | undefined;
}

function firstMatch(sentences: string[], rule: RegExp): string | undefined {
  return sentences.find((sentence) => rule.test(sentence));
}

/** "Would not pay" is not commercial intent, whatever numbers it holds. */
function settle(
  entry: AnalysedItem,
  labels: LabelledItem["labels"],
  painQuote: string | undefined,
  saysPain: boolean,
): LabelledItem {
  if (labels.wontPay) delete labels.commercial;
  const isPain = saysPain || Boolean(labels.intense ?? labels.workaround ?? labels.loss);
  return { entry, isPain, labels, painQuote };
}

/** Labels by phrase rules: no model, or an item the model was not shown. */
export function labelItem(entry: AnalysedItem): LabelledItem {
  const sentences = splitSentences(entry.item.text);
  const labels: LabelledItem["labels"] = {};
  for (const label of EVIDENCE_LABELS) {
    const sentence =
      label === "commercial"
        ? detectSpend(entry.item.text)?.sentence
        : firstMatch(sentences, RULES[label]);
    if (sentence) labels[label] = sentence;
  }
  const saysPain = entry.pains.length > 0 || entry.requests.length > 0;
  return settle(entry, labels, undefined, saysPain);
}

/** Labels a model gave the item by id, each with a sentence already checked to be in it. */
export function labelItemFromModel(
  entry: AnalysedItem,
  given: Array<{ label: EvidenceLabel | "pain"; sentence: string }>,
): LabelledItem {
  const labels: LabelledItem["labels"] = {};
  let painQuote: string | undefined;
  for (const { label, sentence } of given) {
    if (label === "pain") painQuote ??= sentence;
    // One definition of spend (ADR 0030): a model's "commercial" sentence must pass the code check.
    else if (label !== "commercial" || spendKindOf(sentence)) labels[label] ??= sentence;
  }
  return settle(entry, labels, painQuote, painQuote !== undefined);
}

/** The sentence that shows the item's pain, word for word: its first pain or request phrase. */
export function painSentence(item: LabelledItem): string | undefined {
  return (
    item.painQuote ??
    item.labels.intense ??
    item.labels.loss ??
    item.labels.workaround ??
    item.entry.pains[0]?.sentence ??
    item.entry.requests[0]?.sentence
  );
}
