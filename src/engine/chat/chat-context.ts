import MiniSearch from "minisearch";
import { interviewKitDigest } from "./interview-kit-digest.ts";
import { COMPARED_FIELD_LABELS, type ReportChanges } from "../../contract/report-changes.ts";
import { changeHeadlines } from "../../contract/export/report-changes-document.ts";
import type { Fact, Report, SourceRef } from "../../contract/report.ts";
import type { Verdict } from "../../contract/verdict.ts";
import {
  formatMonthlyRange,
  SPEND_EVIDENCE_LABEL,
  SPEND_KIND_LABELS,
  type SpendEvidence,
} from "../../contract/spend-evidence.ts";
import { normaliseWhitespace, trimQuote } from "../text/format.ts";
import { EVIDENCE_SEARCH_OPTIONS, evidenceSearchTerm } from "../evidence/rank-evidence.ts";
import { formatEvidence } from "../synthesis/prompt.ts";
import type { CitableSource } from "./ground-answer.ts";

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface NumberedSource extends SourceRef {
  /** Its number in the report's evidence list, so the chat cites "[3]" exactly as the report does. */
  number: number;
}

/** The report's evidence, numbered as the report shows it. */
export function numberSources(report: Report): NumberedSource[] {
  return report.sources.map((source, index) => ({ ...source, number: index + 1 }));
}

export function citableSources(sources: NumberedSource[]): CitableSource[] {
  return sources.map((source) => ({ number: source.number, url: source.url, text: source.text }));
}

/** Competitor links the report itself found by a search or checked; unverified ones stay out. */
export function trustedCompetitorLinks(report: Report): string[] {
  return report.competitors.flatMap((competitor) =>
    competitor.link && competitor.linkStatus !== "unverified" ? [competitor.link] : [],
  );
}

/** BM25 over the sources' titles and texts, with the report's own term processing; hits carry source numbers as ids. */
export function searchSources(sources: NumberedSource[], query: string) {
  const index = new MiniSearch<NumberedSource>({
    idField: "number",
    fields: ["title", "text"],
    storeFields: [],
    processTerm: evidenceSearchTerm,
  });
  index.addAll(sources);
  return index.search(query, EVIDENCE_SEARCH_OPTIONS);
}

/** The sources most relevant to the question (BM25 over title and text), best first. */
export function relevantSources(
  sources: NumberedSource[],
  query: string,
  limit: number,
): NumberedSource[] {
  if (sources.length === 0) return [];
  const hits = searchSources(sources, query);
  const byNumber = new Map(sources.map((source) => [source.number, source]));
  return hits.slice(0, limit).flatMap((hit) => byNumber.get(Number(hit.id)) ?? []);
}

function factText(fact: Fact | null): string {
  if (!fact) return "unknown";
  return fact.isEstimate ? `${fact.value} (estimate: ${fact.basis})` : fact.value;
}

function cites(ids: string[], numberById: Map<string, number>): string {
  const numbers = [...new Set(ids.flatMap((id) => numberById.get(id) ?? []))];
  return numbers.length > 0 ? ` ${numbers.map((n) => `[${n}]`).join("")}` : "";
}

/** The verdict with its working, so the chat can explain any signal from the same counts. */
function verdictDigest(verdict: Verdict | undefined, numberById: Map<string, number>): string {
  if (!verdict) return "";
  const signals = verdict.signals.map(
    (signal) =>
      `- ${signal.label}: ${signal.value}/100, weight ${Math.round(signal.weight * 100)}%. Counted: ${signal.basis}.${cites(signal.evidenceIds, numberById)}`,
  );
  const quotes = (items: Verdict["evidenceFor"]) =>
    items.map(
      (item) => `- "${item.quote}" (${item.reason})${cites([item.evidenceId], numberById)}`,
    );
  return [
    `Verdict: ${verdict.score}/100, ${verdict.confidence} confidence (${verdict.confidenceBasis}) ${verdict.summary}`,
    `The score is computed in code as the weighted sum of these signals; no model set it. The items were labelled by ${verdict.labelledBy === "model" ? "a model, each label checked against its source's words" : "phrase rules"}:`,
    ...signals,
    verdict.evidenceFor.length > 0
      ? `Evidence for:\n${quotes(verdict.evidenceFor).join("\n")}`
      : "",
    verdict.evidenceAgainst.length > 0
      ? `Evidence against:\n${quotes(verdict.evidenceAgainst).join("\n")}`
      : "Evidence against: none found in the sources.",
    ...verdict.pivots.map(
      (pivot) => `Pivot: ${pivot.title}. ${pivot.rationale}${cites(pivot.evidenceIds, numberById)}`,
    ),
  ]
    .filter(Boolean)
    .join("\n");
}

/** The spend evidence, labelled as such, so the chat never calls it proof that people will pay. */
function spendDigest(spend: SpendEvidence | undefined, numberById: Map<string, number>): string {
  if (!spend) return "";
  const quotes = spend.quotes.map(
    (quote) =>
      `- ${SPEND_KIND_LABELS[quote.kind]}: "${quote.quote}"${cites([quote.evidenceId], numberById)}`,
  );
  const prices = spend.pricePoints.map(
    (point) =>
      `- ${point.competitor}: ${point.text}${point.monthly === null ? " (not a monthly price)" : ""} (${point.url})`,
  );
  return [
    `Spend evidence (${SPEND_EVIDENCE_LABEL}):`,
    ...(quotes.length > 0
      ? quotes
      : ["- No quote states a price, a payment, a paid tool or a price complaint."]),
    ...spend.monthlyRanges.map(
      (range) => `Competitors' monthly price range: ${formatMonthlyRange(range)}.`,
    ),
    ...(prices.length > 0 ? ["Competitor prices stated on their own pages:", ...prices] : []),
  ].join("\n");
}

/** The report in compact text: what the model may restate, with the citations the report gives. */
export function reportDigest(report: Report, sources: NumberedSource[]): string {
  const numberById = new Map(sources.map((source) => [source.id, source.number]));
  const insights = report.redditInsights;
  const list = (title: string, items: Array<{ text: string; evidenceIds: string[] }>) =>
    items.length > 0
      ? `${title}:\n${items.map((item) => `- ${item.text}${cites(item.evidenceIds, numberById)}`).join("\n")}`
      : "";
  const competitors = report.competitors.map(
    (competitor) =>
      `- ${competitor.name}${competitor.link && competitor.linkStatus !== "unverified" ? ` (${competitor.link})` : ""}: ${competitor.description} Pricing: ${factText(competitor.pricing)}. Funding: ${factText(competitor.fundingStatus)}. Launched: ${factText(competitor.launchYear)}. Key features: ${competitor.keyFeatures.join(", ") || "unknown"}.${cites(competitor.evidenceIds, numberById)}`,
  );
  const summary = report.marketSummary;
  return [
    `<report mode="${report.mode}">`,
    verdictDigest(report.verdict, numberById),
    spendDigest(report.spendEvidence, numberById),
    competitors.length > 0
      ? `Competitors:\n${competitors.join("\n")}`
      : "Competitors: none were found.",
    `Overall sentiment: ${insights.overallSentiment.label} (estimated from word scores).`,
    list("Top pain points", insights.topPainPoints),
    list("Feature opportunities", insights.featureOpportunities),
    list("Market gaps", insights.marketGaps),
    list("Actionable insights", insights.actionableInsights),
    `Market opportunity: ${summary.marketOpportunity}`,
    `Key takeaways: ${summary.keyTakeaways.join(" ")}`,
    `Recommended focus: ${summary.recommendedFocus}`,
    `Target segment: ${summary.targetSegment}`,
    `Differentiation strategy: ${summary.differentiationStrategy}`,
    interviewKitDigest(report.interviewKit),
    "</report>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The sources in the engine's evidence markup, each under the number the report shows for it. */
export function formatNumberedEvidence(sources: NumberedSource[], maxTextLength: number): string {
  return formatEvidence(
    sources.map((source) => ({
      ...source,
      id: String(source.number),
      text: normaliseWhitespace(source.text),
    })),
    maxTextLength,
  );
}

/** The conversation the model sees: the latest turns verbatim, earlier questions as one line. */
export function windowHistory(
  history: ChatTurn[],
  maxTurns: number,
  maxCharacters: number,
): { summary: string | null; turns: ChatTurn[] } {
  const turns: ChatTurn[] = [];
  let characters = 0;
  for (const turn of [...history].reverse()) {
    if (turns.length >= maxTurns || characters + turn.content.length > maxCharacters) break;
    turns.unshift(turn);
    characters += turn.content.length;
  }
  // A window must not open on an answer whose question fell out of it.
  while (turns[0]?.role === "assistant") turns.shift();
  const earlier = history
    .slice(0, history.length - turns.length)
    .filter((turn) => turn.role === "user");
  const summary =
    earlier.length > 0
      ? `Earlier in this conversation the founder asked: ${earlier.map((turn) => `"${trimQuote(turn.content.replace(/\s+/g, " "), 160)}"`).join("; ")}.`
      : null;
  return { summary, turns };
}

/**
 * What moved since the idea's earlier run, computed in code from the two reports: the chat can
 * say what changed, from the same lines the page shows, and never guesses at it.
 */
export function changesDigest(changes: ReportChanges): string {
  const competitorLines = changes.competitors.changed.map(
    (change) =>
      `- ${change.name}, ${COMPARED_FIELD_LABELS[change.field].toLowerCase()}: ${change.before.value} then, ${change.after.value} now (its own pages)`,
  );
  const themeLines = [
    ...changes.themes.appeared.map((theme) => `- New pain point: ${theme.text}`),
    ...changes.themes.grew.map(
      (theme) => `- Grew: ${theme.text} (${theme.before} → ${theme.after} quotes)`,
    ),
    ...changes.themes.faded.map(
      (theme) => `- Faded: ${theme.text} (${theme.before} → ${theme.after} quotes)`,
    ),
  ];
  return [
    `<changes since="${changes.earlier.madeAt.slice(0, 10)}">`,
    "This report repeats an earlier run of the idea. What changed since, computed from the two reports:",
    ...changeHeadlines(changes).map((line) => `- ${line}`),
    ...competitorLines,
    ...themeLines,
    "</changes>",
  ].join("\n");
}
