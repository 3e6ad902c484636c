import type { SpendKind } from "../../contract/spend-evidence.ts";
import { findMoney } from "../profile/price-text.ts";
import { splitSentences } from "../text/format.ts";

// Spend in a person's words, by phrase rules that know money and paying, never a market's words
// (ADR 0030). Every quote in the spend evidence passes this check, whoever picked it.

/** Amounts people write without a symbol: "40 bucks", "20 quid", "15 dollars a month". */
const SPOKEN_MONEY =
  /\b\d+(?:[.,]\d+)?\s?(?:k\s)?(?:bucks|quid|dollars?|euros?|pounds?|usd|eur|gbp)\b/i;

/**
 * A bare number priced by the unit or the period: "300 a month per tech", "150 a month",
 * "400 per video". A count of things ("3 clients a week") names no price unit.
 */
const BARE_PRICE =
  /\b\d+(?:[.,]\d+)?k?\s?(?:a|per|\/)\s?(?:month|mo|year|yr|seat|user|tech|provider|licen[cs]e|video|install)\b/i;

/**
 * Money that was never paid: income lost to the problem ("lost $290", "$290 gone", "£700 I didn't
 * earn") is a measure of the pain, not of spending on it. The loss is said of the amount, beside
 * it: "$79 a month, and I've closed three roofs I'd have lost" pays $79.
 */
const LOST_MONEY =
  /\b(?:lost|lose|losing|loses|missed out on|down by)\s+(?:\S+\s+){0,2}?[$£€]?\d|\d[\d.,]*k?\s+(?:\S+\s+)?(?:gone|i didn'?t earn|never earned|lost)\b/i;

/** A sentence of code or a shell line: "$1" there is an argument, not a price. */
const CODE_LIKE = /[`{}]|\$\(|\$\{|=\s*\$|\b(?:echo|printf|awk|sed|grep|bash|regex)\b/i;

const RULES: Array<{ kind: SpendKind; rule: RegExp }> = [
  {
    kind: "wouldPay",
    rule: /\b(?:(?:would|i'?d|we'?d|she'?d|he'?d|they'?d|will|happy to|willing to|gladly|ready to) (?:\w+ly |still )?pay\b|worth paying|take my money|pay good money|shut up and take|throw money at|worth every (?:penny|cent)|worth the (?:money|price|subscription|fee|cost))/i,
  },
  {
    kind: "complainsAboutPrice",
    rule: /\b(?:too (?:expensive|pricey|much money)|paying (?:way |far )?too much|(?:renewal|price|bill|subscription|invoice from \w+) (?:came in|went up|jumped|rose) (?:by )?\d+%|most expensive (?:line item|tool|subscription|thing we pay)|(?:subscriptions?|fees?|costs?) (?:are|is) eating|(?:so|very|ridiculously|insanely|crazy) (?:expensive|pricey)|overpriced|rip-?off|price (?:hike|increase|went up|jumped)|(?:raised|doubled|hiked|bumped) (?:the|their|its|our) (?:price|prices|pricing|fee|fees|subscription)|can'?t (?:afford|justify (?:the|paying))|not worth the (?:money|price|cost)|costs? (?:an arm|a fortune)|(?:pricing|price|prices|fees?) (?:is|are|was|were|got|has gotten) (?:insane|crazy|steep|ridiculous|absurd|outrageous|too high|a joke)|expensive for what)/i,
  },
  {
    kind: "paysForTool",
    rule: /\b(?:(?:i|we|they|you) (?:pay|paid|are paying|am paying|were paying|have been paying) (?:for|monthly|yearly|annually|a subscription)|paying for (?:a|an|the|it|this|that|their|our|my)\b|(?:cancel(?:l?ed|ling)?|stopped paying for|unsubscribed from) (?:my|our|the) (?:subscription|plan|account|membership)|(?:cancel(?:l?ed|ling)?|stopped paying for) (?:it|them)\b|(?:paid|premium|pro) (?:plan|tier|version|subscription|account)|subscription (?:fee|cost|price)|per[- ](?:seat|user)\b|per[- ](?:provider|tech|technician|location|install|member|practitioner|employee)[- ](?:pricing|price|fee|licen[cs]e|charge|cost)|(?:takes?|taking|took|keeps?|charges? (?:me|us)) (?:a |an? )?(?:\d+(?:[.,]\d+)?% |cut\b)|\d+(?:[.,]\d+)?% (?:commission|cut|fee|of every)|(?:i|we) (?:\w+ly |now |still )?pay (?:a|an|the|my|our) \w+|paying (?:an? )?\w+ (?:\d|for\b)|paying \d+(?:[.,]\d+)?%|(?:on|upgraded to|downgraded to|switched to) (?:the|their|a) (?:paid|premium|pro|business|team) (?:plan|tier)|subscri(?:bed|be|ption) (?:to|for)\b)/i,
  },
];

/** Paying for a tool by its name, as a name is written: "paid for SketchUp Pro", "pay for Canva". */
const PAYS_FOR_A_NAMED_TOOL = /\b(?:[Pp]ay|[Pp]aying|[Pp]aid) for (?:\p{Lu}[\p{L}\p{N}]*)/u;

/**
 * More of how people say they pay, in any trade: being charged, the fees a service takes, an
 * upgrade or a purchase, what a tool costs against something else ("cheaper than one citation",
 * "it covered its cost"), and small sums in words ("cost pennies", "6p each").
 */
const PAYING_WORDS: Array<{ kind: SpendKind; rule: RegExp }> = [
  {
    kind: "complainsAboutPrice",
    rule: /\b(?:expensive (?:per|for|when|at|once)\b|(?:is|are|was|were|gets?|got|getting) (?:\w+ )?expensive\b|(?:pricing|prices?|fees?)\b(?:\s+\S+){1,5}\s+(?:is|are|was|were) (?:insane|crazy|steep|ridiculous|absurd|outrageous|too high|a joke)\b|renewal:?\s*\+\d+%)/i,
  },
  {
    kind: "paysForTool",
    rule: /\b(?:(?:got|get|getting|gets|was|were|been|being) charged\b|charged (?:me|us|them|her|him|double|twice|extra)\b|(?:processing|card|transaction|service|booking|platform|setup|monthly|annual) fees?\b|\d+(?:\.\d+)?% (?:extra|more|deposit|late fee|fee|surcharge)\b|(?:upgraded|upgrading) (?:to|for)\b|(?:one-off|one-time|lifetime) (?:purchase|payment|fee|licen[cs]e|deal)\b|subscribed (?:through|via|on|in)\b|bought (?:a|an|the) (?:\w+ )?(?:app|tool|subscription|licen[cs]e|plan)\b|(?:expect|have|had|need|needs) to pay\b|for what (?:i|we|you|they) pay\b|paying for (?:both|two|all|each)\b|(?:covered|covers|cover) (?:its|their) (?:own )?cost\b|pa(?:id|ys) for itself\b|cheaper than\b|costs? (?:less|more) than\b|pennies\b|\d+p (?:a|per|each)\b|costs? \d+p\b)/i,
  },
];

export interface SpendMatch {
  kind: SpendKind;
  /** The sentence that shows it, word for word from the text. */
  sentence: string;
}

function statesMoney(sentence: string): boolean {
  if (LOST_MONEY.test(sentence)) return false;
  if (SPOKEN_MONEY.test(sentence) || BARE_PRICE.test(sentence)) return true;
  if (CODE_LIKE.test(sentence)) return false;
  return findMoney(sentence).length > 0;
}

/** What spend one sentence shows, the strongest kind first; null when it shows none. */
export function spendKindOf(sentence: string): SpendKind | null {
  for (const { kind, rule } of RULES) if (rule.test(sentence)) return kind;
  if (PAYS_FOR_A_NAMED_TOOL.test(sentence)) return "paysForTool";
  for (const { kind, rule } of PAYING_WORDS) if (rule.test(sentence)) return kind;
  return statesMoney(sentence) ? "statesPrice" : null;
}

/** The first sentence of the text that states money, a payment, a paid tool or a price complaint. */
export function detectSpend(text: string): SpendMatch | null {
  for (const sentence of splitSentences(text)) {
    const kind = spendKindOf(sentence);
    if (kind) return { kind, sentence };
  }
  return null;
}
