import type { EngineOptions } from "./types.ts";
import type { ModelUnavailable } from "./llm/create-models.ts";
import { modelSetupProblem } from "./llm/create-models.ts";
import type { NotConfiguredSource } from "./sources/registry.ts";
import { selectSources } from "./sources/registry.ts";

/** One thing this server leaves out, said to whoever runs it (never to a report's reader). */
export interface ConfigurationAdvice {
  /** What is left out: "Reddit", "Web search", "AI model". */
  subject: string;
  /** The variables to set; for web search, any one provider's. */
  variables: string[];
  /** "warn" for a model chosen but not fully set, which is likely a mistake; "info" for a choice. */
  level: "info" | "warn";
  message: string;
}

function joinWords(words: string[], last: "and" | "or"): string {
  return words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`;
}

function sourceAdvice({ source, alternatives }: NotConfiguredSource): ConfigurationAdvice {
  const variables = [source, ...alternatives].flatMap((each) => each.missing);
  const [subject, verb] =
    alternatives.length > 0 ? ["Web search", "used"] : [source.label, "searched"];
  const choices = alternatives.map((each) => `, or ${joinWords(each.missing, "and")}`).join("");
  return {
    subject,
    variables,
    level: "info",
    message: `${subject} is not ${verb}: set ${joinWords(source.missing, "and")}${choices} to add ${source.purpose}.`,
  };
}

function modelAdvice(problem: ModelUnavailable, provider: string): ConfigurationAdvice {
  const variables = problem.missing;
  if (provider === "none") {
    return {
      subject: "AI model",
      variables,
      level: "info",
      message: `No AI model: reports are built from the evidence alone and the chat quotes it. Set ${joinWords(variables, "and")} for AI analysis and answers.`,
    };
  }
  return {
    subject: "AI model",
    variables,
    level: "warn",
    message: `AI_PROVIDER is ${provider} but ${joinWords(variables, "and")} ${variables.length === 1 ? "is" : "are"} not set, so reports are built without AI.`,
  };
}

/** Which sources and model this configuration leaves out, and the variables that would add them. */
export function describeMissingConfiguration(
  options: Pick<EngineOptions, "sources" | "model" | "languageModels">,
): ConfigurationAdvice[] {
  const problem = modelSetupProblem(options);
  return [
    ...(problem ? [modelAdvice(problem, options.model.provider)] : []),
    ...selectSources(options.sources).notConfigured.map(sourceAdvice),
  ];
}
