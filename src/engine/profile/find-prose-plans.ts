import type { PageBlock } from "./page-text.ts";
import { sentenceAround } from "./page-outline.ts";
import { CUSTOM_PRICE_MENTION, MONEY_SOURCE, periodAfter } from "./price-text.ts";
import type { SitePlan } from "./sourced.ts";

/**
 * Plans written as sentences. Only phrasings that tie a price to a plan count ("The Pro plan
 * costs $12", "Plans start at $9"), so a sentence that merely mentions money ("save $200",
 * "deposits of £30") is never read as a price.
 */

const WORD = String.raw`[\p{L}\p{N}+&'’-]+`;
/** Words that end a name rather than continue it ("Start with the Pro plan" names "Pro"). */
const NOT_IN_NAME = String.raw`(?:the|a|an|our|your|with|on|to|for|from|into|in|is|are|costs?|plan|upgrade|choose|start|get|try|pick|select)\b`;
/** "Pro", "Club Free", "Pay as you go": a capitalised word and a few more. */
const NAME = String.raw`\p{Lu}${WORD}?(?:\s+(?!${NOT_IN_NAME})${WORD}){0,3}?`;
/** "costs Custom and includes": some pages write the custom price where a price would go. */
const CUSTOM_WORD = String.raw`[Cc]ustom(?=\s*(?:[.,;:!)]|and\b|$))`;
const PRICE_OR_FREE = String.raw`(?:${MONEY_SOURCE}|[Ff]ree\b|${CUSTOM_WORD})`;
const PLAN_WORD = String.raw`(?:plan|tier|package|edition|subscription)`;
const NAMED_PRICE = new RegExp(
  String.raw`(?:\b[Tt]he\s+|\b[Oo]ur\s+)?(?<name>${NAME})\s+${PLAN_WORD}\s+(?:costs?|is|starts at|is priced at|comes in at|runs)\s+(?:just\s+|only\s+)?(?<price>${PRICE_OR_FREE})`,
  "dgu",
);
const STARTING_PRICE = new RegExp(
  String.raw`\b(?:[Pp]lans?|[Pp]ricing|[Pp]rices)\s+(?:start|starts|begin|begins)\s+(?:at|from)\s+(?<price>${MONEY_SOURCE})`,
  "dgu",
);
const NAMED_PLAN = new RegExp(
  String.raw`(?:\b[Tt]he\s+)?(?<name>${NAME})\s+${PLAN_WORD}\b(?<rest>[^.!?]*)`,
  "dgu",
);

function groupSpan(match: RegExpExecArray, group: string): [number, number] | null {
  return match.indices?.groups?.[group] ?? null;
}

function pricedPlan(block: PageBlock, match: RegExpExecArray, url: string): SitePlan | null {
  const span = groupSpan(match, "price");
  if (!span) return null;
  const period = periodAfter(block.text, span[1]);
  const end = period ? block.text.indexOf(period, span[1]) + period.length : span[1];
  const written = block.text.slice(span[0], span[1]);
  return {
    name: match.groups?.name ?? null,
    price: /^custom$/i.test(written) ? "Custom" : written,
    period,
    url,
    snippet: sentenceAround(block.text, match.index, end),
  };
}

/** "The Enterprise plan is priced on request: contact sales." */
function customPlan(block: PageBlock, match: RegExpExecArray, url: string): SitePlan | null {
  const rest = match.groups?.rest ?? "";
  if (!CUSTOM_PRICE_MENTION.test(rest) || new RegExp(MONEY_SOURCE, "u").test(rest)) return null;
  const end = match.index + match[0].length;
  return {
    name: match.groups?.name ?? null,
    price: "Custom",
    period: null,
    url,
    snippet: sentenceAround(block.text, match.index, end),
  };
}

export function plansInSentences(block: PageBlock, url: string): SitePlan[] {
  const priced = [NAMED_PRICE, STARTING_PRICE].flatMap((pattern) =>
    [...block.text.matchAll(pattern)].map((match) => pricedPlan(block, match, url)),
  );
  const custom = [...block.text.matchAll(NAMED_PLAN)].map((match) => customPlan(block, match, url));
  return [...priced, ...custom].filter((plan): plan is SitePlan => plan !== null);
}
