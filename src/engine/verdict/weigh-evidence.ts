import type { Competitor } from "../../contract/report.ts";
import type { CitedText, CounterEvidence } from "../../contract/verdict.ts";
import { painSentence, type LabelledItem } from "./label-evidence.ts";
import { competitorMentions } from "./score-signals.ts";

const SIDE_LIMIT = 4;

const byRelevance = (a: LabelledItem, b: LabelledItem) =>
  b.entry.item.relevance - a.entry.item.relevance || a.entry.item.id.localeCompare(b.entry.item.id);

function quoteOf(item: LabelledItem, sentence: string, reason: string): CounterEvidence {
  return { evidenceId: item.entry.item.id, quote: sentence, reason };
}

/** The strongest items for the idea: money or time lost, strong language, paying, then any pain. */
export function evidenceFor(items: LabelledItem[]): CounterEvidence[] {
  const rank = (item: LabelledItem) =>
    (item.labels.commercial ? 4 : 0) +
    (item.labels.loss ? 3 : 0) +
    (item.labels.intense ? 2 : 0) +
    (item.labels.workaround ? 2 : 0) +
    (item.isPain ? 1 : 0);
  return items
    .filter((item) => item.isPain || item.labels.commercial)
    .sort((a, b) => rank(b) - rank(a) || byRelevance(a, b))
    .slice(0, SIDE_LIMIT)
    .map((item) => {
      if (item.labels.loss) return quoteOf(item, item.labels.loss, "Loses time or money to it");
      if (item.labels.commercial)
        return quoteOf(item, item.labels.commercial, "Mentions prices, paying or switching");
      if (item.labels.intense) return quoteOf(item, item.labels.intense, "Strong frustration");
      if (item.labels.workaround)
        return quoteOf(item, item.labels.workaround, "Puts up with a workaround");
      const request = item.entry.requests[0]?.sentence;
      return request
        ? quoteOf(item, request, "Asks for a solution")
        : quoteOf(item, painSentence(item)!, "Complains about the problem");
    });
}

/** The strongest items against: would not pay, the problem is solved, an incumbent is loved. */
export function evidenceAgainst(
  items: LabelledItem[],
  competitors: Competitor[],
): CounterEvidence[] {
  const wontPay = items
    .filter((item) => item.labels.wontPay)
    .map((item) =>
      quoteOf(item, item.labels.wontPay!, "Would not pay, or says it is already solved"),
    );
  const { praise } = competitorMentions(items, competitors);
  const loved = praise
    .filter((item) => item.labels.satisfied)
    .map((item) => quoteOf(item, item.labels.satisfied!, "Happy with a tool that exists"));
  const seen = new Set<string>();
  return [...wontPay, ...loved]
    .filter((quote) => !seen.has(quote.evidenceId) && seen.add(quote.evidenceId))
    .slice(0, SIDE_LIMIT);
}

const idsOf = (items: LabelledItem[]) => items.slice(0, 6).map((item) => item.entry.item.id);

/** Risks the evidence itself shows, each citing the items that show it. */
export function risksFrom(
  items: LabelledItem[],
  competitors: Competitor[],
  now: Date,
): CitedText[] {
  const risks: CitedText[] = [];
  const pains = items.filter((item) => item.isPain);
  if (competitors.length >= 6) {
    const named = competitors.slice(0, 3).map((competitor) => competitor.name);
    risks.push({
      text: `Crowded: ${competitors.length} competitors already offer this, among them ${named.join(", ")}.`,
      evidenceIds: competitors.flatMap((competitor) => competitor.evidenceIds.slice(0, 1)),
    });
  }
  const { complaints, praise } = competitorMentions(items, competitors);
  if (praise.length > complaints.length)
    risks.push({
      text: `Users praise the tools they have (${praise.length} items against ${complaints.length} complaints), so switching will be hard.`,
      evidenceIds: idsOf(praise),
    });
  const wontPay = items.filter((item) => item.labels.wontPay);
  if (wontPay.length > 0)
    risks.push({
      text: `${wontPay.length === 1 ? "One person says" : `${wontPay.length} people say`} they would not pay, or that free tools are enough.`,
      evidenceIds: idsOf(wontPay),
    });
  if (pains.length > 0 && !items.some((item) => item.labels.commercial))
    risks.push({
      text: "Nobody in the evidence mentions paying, prices or budgets for a fix: willingness to pay is untested.",
      evidenceIds: idsOf(pains),
    });
  const old = pains.filter(
    (item) =>
      item.entry.item.createdAt &&
      now.getTime() - Date.parse(item.entry.item.createdAt) > 2 * 365 * 24 * 60 * 60 * 1000,
  );
  if (old.length > pains.length / 2)
    risks.push({
      text: `Most complaints are over two years old (${old.length} of ${pains.length}): the pain may have been solved since.`,
      evidenceIds: idsOf(old),
    });
  return risks.filter((risk) => risk.evidenceIds.length > 0);
}
