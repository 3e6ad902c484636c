import type { LanguageModel } from "ai";
import type { EngineOptions } from "../types.ts";
import { missingModelSettings } from "./missing-model-settings.ts";

export interface Models {
  main: LanguageModel;
  fast: LanguageModel;
  mainName: string;
  fastName: string;
}

/**
 * Why the engine runs without a model: `reason` in plain words for anyone, `missing` names the
 * variables to set, which only whoever runs the server is told (start-up log, `npm run analyze`).
 */
export interface ModelUnavailable {
  ok: false;
  reason: string;
  missing: string[];
}

export type ModelSetup = { ok: true; models: Models } | ModelUnavailable;

const NOT_SET_UP = "No AI model is set up on this server.";
const HALF_SET_UP = "The AI model on this server is not fully set up.";

/**
 * Why the engine would run without a model, or null when one is configured: the plain check,
 * without loading any model SDK (a process asks this at start-up and for every chat).
 */
export function modelSetupProblem(
  options: Pick<EngineOptions, "model" | "languageModels">,
): ModelUnavailable | null {
  if (options.languageModels) return null;
  const settings = options.model;
  if (settings.provider === "none")
    return { ok: false, reason: NOT_SET_UP, missing: ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY"] };
  const missing = missingModelSettings(settings);
  return missing.length > 0 || !settings.model ? { ok: false, reason: HALF_SET_UP, missing } : null;
}

/**
 * Builds the configured models, or says in plain words why the engine runs without one. The
 * provider's SDK loads here, on first use: a server without a model never holds one (ADR 0016,
 * third round).
 */
export async function createModels(options: EngineOptions): Promise<ModelSetup> {
  if (options.languageModels) {
    const name = options.languageModels.name ?? "custom";
    return {
      ok: true,
      models: {
        main: options.languageModels.main,
        fast: options.languageModels.fast ?? options.languageModels.main,
        mainName: name,
        fastName: name,
      },
    };
  }
  const problem = modelSetupProblem(options);
  if (problem) return problem;
  const settings = options.model;
  // Set whenever there is no problem; testing it here lets TypeScript see it.
  const mainName = settings.model ?? "";
  const build = await loadProvider(settings.provider, {
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    fetch: options.fetch,
  });
  const fastName = settings.fastModel ?? mainName;
  return {
    ok: true,
    models: { main: build(mainName), fast: build(fastName), mainName, fastName },
  };
}

type ProviderSettings = { apiKey?: string; baseURL?: string; fetch?: EngineOptions["fetch"] };

async function loadProvider(
  provider: EngineOptions["model"]["provider"],
  common: ProviderSettings,
): Promise<(modelId: string) => LanguageModel> {
  switch (provider) {
    case "openai":
      return (await import("@ai-sdk/openai")).createOpenAI(common);
    case "anthropic":
      return (await import("@ai-sdk/anthropic")).createAnthropic(common);
    case "google":
      return (await import("@ai-sdk/google")).createGoogleGenerativeAI(common);
    default:
      return (await import("@ai-sdk/openai-compatible")).createOpenAICompatible({
        name: "openai-compatible",
        baseURL: common.baseURL ?? "",
        apiKey: common.apiKey,
        fetch: common.fetch,
        includeUsage: true,
        // Without it the JSON schema is not sent and the model answers free-form.
        supportsStructuredOutputs: true,
      });
  }
}
