import type { Report } from "../../contract/report.ts";
import { createModels } from "../llm/create-models.ts";
import type { EngineOptions } from "../types.ts";
import {
  CHAT_SYSTEM_PROMPT,
  contextEvidence,
  EVIDENCE_IN_CONTEXT,
  EVIDENCE_TEXT_LENGTH,
  evidenceOnlyAnswer,
  HISTORY_CHARACTERS,
  HISTORY_TURNS,
  streamFixedAnswer,
  streamModelAnswer,
  type ChatPart,
} from "./answer-question.ts";
import {
  citableSources,
  formatNumberedEvidence,
  reportDigest,
  trustedCompetitorLinks,
  windowHistory,
  type ChatTurn,
  type NumberedSource,
} from "./chat-context.ts";
import { createAnswerGrounder } from "./ground-answer.ts";

/** One column of a comparison: its letter ("A") and its stored report. */
export interface ComparedIdea {
  letter: string;
  report: Report;
}

export interface AnswerComparisonInput {
  ideas: ComparedIdea[];
  /** Earlier turns, oldest first, as stored by the server. */
  history: ChatTurn[];
  question: string;
}

/** Across the reports the context holds a little more evidence than one report's chat. */
const EVIDENCE_ACROSS_REPORTS = Math.round(EVIDENCE_IN_CONTEXT * 1.5);

export const COMPARISON_CHAT_PROMPT = [
  CHAT_SYSTEM_PROMPT.replace(
    "about the validation report for their startup idea",
    "comparing the validation reports of several of their startup ideas, each under a letter",
  ),
  "Each <idea-report> below is one idea's report with its own evidence. Evidence numbers are unique across all of them, so [n] always names one item of one report. Name the idea by its letter (A, B, ...) whenever you say something about it, and cite only that report's evidence for it.",
  "When you compare, compare what the reports state (scores, signals and their counts, competitors, quotes); do not rank ideas on anything the reports do not state.",
].join("\n");

/**
 * Each report's evidence numbered on from the one before, so a citation "[n]" identifies both
 * the report and the item, and the grounder links it to that item's own page.
 */
export function numberComparisonSources(
  ideas: ComparedIdea[],
): Array<ComparedIdea & { sources: NumberedSource[] }> {
  let offset = 0;
  return ideas.map((idea) => {
    const sources = idea.report.sources.map((source, index) => ({
      ...source,
      number: offset + index + 1,
    }));
    offset += sources.length;
    return { ...idea, sources };
  });
}

const ideaText = (idea: ComparedIdea) => idea.report.idea.replace(/<\/?idea>/gi, "");

/** Without a model: each report's most relevant quotes, under its letter. */
function evidenceOnlyComparison(
  input: AnswerComparisonInput,
  numbered: Array<ComparedIdea & { sources: NumberedSource[] }>,
): string {
  let note = "";
  const perIdea = numbered.map((idea) => {
    const answer = evidenceOnlyAnswer(
      { report: idea.report, history: input.history, question: input.question },
      idea.sources,
    );
    // Each answer opens with the same note on the missing model; it is said once, above them all.
    const split = answer.indexOf("\n\n");
    note = answer.slice(0, split).replace("this report", "these reports");
    return `### ${idea.letter}: ${ideaText(idea)}\n\n${answer.slice(split + 2)}`;
  });
  return [note, ...perIdea].join("\n\n");
}

/**
 * Streams a grounded answer across 2–4 reports: every citation links to evidence one of them
 * holds, and anything the evidence does not support is taken out, as in a report's chat.
 */
export async function* answerComparisonQuestion(
  input: AnswerComparisonInput,
  options: EngineOptions,
  signal?: AbortSignal,
): AsyncGenerator<ChatPart> {
  const numbered = numberComparisonSources(input.ideas);
  const grounder = createAnswerGrounder({
    sources: citableSources(numbered.flatMap((idea) => idea.sources)),
    extraUrls: numbered.flatMap((idea) => trustedCompetitorLinks(idea.report)),
    extraQuotable: [
      ...numbered.map(ideaText),
      input.question,
      ...input.history.filter((turn) => turn.role === "user").map((turn) => turn.content),
    ],
  });
  const setup = await createModels(options);
  if (!setup.ok) {
    yield* streamFixedAnswer(evidenceOnlyComparison(input, numbered), grounder);
    return;
  }
  const window = windowHistory(input.history, HISTORY_TURNS, HISTORY_CHARACTERS);
  const lastQuestion =
    [...window.turns].reverse().find((turn) => turn.role === "user")?.content ?? "";
  const perIdea = Math.floor(EVIDENCE_ACROSS_REPORTS / numbered.length);
  const reports = numbered.map((idea) => {
    const evidence = contextEvidence(
      idea.report,
      idea.sources,
      `${input.question} ${lastQuestion}`,
      perIdea,
    );
    return [
      `<idea-report letter="${idea.letter}">`,
      `<idea>\n${ideaText(idea)}\n</idea>`,
      reportDigest(idea.report, idea.sources),
      evidence.length > 0
        ? formatNumberedEvidence(evidence, EVIDENCE_TEXT_LENGTH)
        : "This report gathered no evidence.",
      "</idea-report>",
    ].join("\n");
  });
  const system = [COMPARISON_CHAT_PROMPT, ...reports, window.summary ?? ""]
    .filter(Boolean)
    .join("\n\n");
  yield* streamModelAnswer({
    setup,
    system,
    turns: window.turns,
    question: input.question,
    grounder,
    signal,
  });
}
