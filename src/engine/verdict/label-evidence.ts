import type { AnalysedItem } from "../synthesis/analyse-evidence.ts";
import { splitSentences } from "../text.ts";

/**
 * Phrase rules that label one discussion item for the verdict. Each label keeps the sentence that
 * earned it, word for word from the item's text, so the report can quote it as the reason.
 */
const RULES = {
  /** Strong language about the problem. */
  intense:
    /\b(i hate|hate (?:it|this|that|having|when)|nightmare|the worst|drives? me (?:crazy|nuts)|so (?:frustrating|annoying)|desperate(?:ly)?|killing me|huge pain|biggest pain|can'?t stand|fed up|sick of|tired of)\b/i,
  /** A workaround the person built or puts up with. */
  workaround:
    /\b(workaround|spreadsheets?|excel|google sheets|hack(?:ed|y)? (?:together|around)|duct[- ]tape|i (?:built|wrote|made) (?:a|my own) (?:script|tool|app)|by hand|manually)\b/i,
  /** Time or money lost. */
  loss: /(\b\d+\s*(?:hours?|hrs?|days?)\s*(?:a|per|every|each)\s*(?:week|month|day)\b|\blost (?:a |\$|\d|money|clients?|customers?|hours|sales)|\bwast(?:e|ed|ing) (?:hours|days|time|money)\b|\bcosts? (?:us|me) \$?\d)/i,
  /** Paying, prices, budgets or switching: commercial intent, not a promise to pay. */
  commercial:
    /(\b(?:would|i'?d|will|happy to|willing to|gladly) (?:happily |gladly )?pay\b|\bpay(?:ing)? for\b|\$\s?\d|\b\d+\s?(?:usd|dollars|euros?)\b|\bper (?:month|seat|user)\b|\/mo\b|\bsubscription\b|\bpricing\b|\bbudget\b|\bswitched (?:from|to)\b|\bcancel(?:l?ed)? my\b|\bworth (?:the )?(?:money|paying)\b)/i,
  /** Someone content with what they use. */
  satisfied:
    /\b((?:works?|working) (?:great|well|fine|perfectly)|love (?:it|using)|(?:happy|satisfied) with|does (?:everything|the job)|no complaints|never had (?:a|any) (?:problem|issue)s?)\b/i,
  /** Someone who would not pay, or says the problem is solved. */
  wontPay:
    /\b(wouldn'?t pay|would not pay|won'?t pay|not worth (?:paying|the money)|never pay|free (?:alternatives?|tools?|options?) (?:exist|are|work)|just use (?:a )?(?:spreadsheet|excel|google sheets|notion)|already solved|problem is solved)\b/i,
} as const;

export type EvidenceLabel = keyof typeof RULES;

export interface LabelledItem {
  entry: AnalysedItem;
  /** Complains, asks for something, or describes a workaround or a loss. */
  isPain: boolean;
  /** The verbatim sentence behind each label the item earned. */
  labels: Partial<Record<EvidenceLabel, string>>;
}

function firstMatch(sentences: string[], rule: RegExp): string | undefined {
  return sentences.find((sentence) => rule.test(sentence));
}

export function labelItem(entry: AnalysedItem): LabelledItem {
  const sentences = splitSentences(entry.item.text);
  const labels: LabelledItem["labels"] = {};
  for (const [label, rule] of Object.entries(RULES) as [EvidenceLabel, RegExp][]) {
    const sentence = firstMatch(sentences, rule);
    if (sentence) labels[label] = sentence;
  }
  // "Would not pay" is not commercial intent, whatever numbers it holds.
  if (labels.wontPay) delete labels.commercial;
  const isPain =
    entry.pains.length > 0 ||
    entry.requests.length > 0 ||
    Boolean(labels.intense ?? labels.workaround ?? labels.loss);
  return { entry, isPain, labels };
}

/** The sentence that shows the item's pain, word for word: its first pain or request phrase. */
export function painSentence(item: LabelledItem): string | undefined {
  return (
    item.labels.intense ??
    item.labels.loss ??
    item.labels.workaround ??
    item.entry.pains[0]?.sentence ??
    item.entry.requests[0]?.sentence
  );
}
