import type { LanguageModel } from "ai";
import { createOpenAI } from "@ai-sdk/openai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EngineOptions } from "../types.ts";

export interface Models {
  main: LanguageModel;
  fast: LanguageModel;
  mainName: string;
  fastName: string;
}

export type ModelSetup = { ok: true; models: Models } | { ok: false; reason: string };

/** Builds the configured models, or says in plain words why the engine runs without one. */
export function createModels(options: EngineOptions): ModelSetup {
  if (options.languageModels) {
    const name = options.languageModels.name ?? "custom";
    return {
      ok: true,
      models: { main: options.languageModels.main, fast: options.languageModels.fast ?? options.languageModels.main, mainName: name, fastName: name },
    };
  }
  const settings = options.model;
  if (settings.provider === "none") {
    return { ok: false, reason: "No language model is configured (AI_PROVIDER=none)." };
  }
  if (!settings.model) return { ok: false, reason: `AI_PROVIDER is ${settings.provider} but AI_MODEL is not set.` };
  if (settings.provider !== "openai-compatible" && !settings.apiKey) {
    return { ok: false, reason: `AI_PROVIDER is ${settings.provider} but AI_API_KEY is not set.` };
  }
  if (settings.provider === "openai-compatible" && !settings.baseUrl) {
    return { ok: false, reason: "AI_PROVIDER is openai-compatible but AI_BASE_URL is not set." };
  }
  const common = { apiKey: settings.apiKey, baseURL: settings.baseUrl, fetch: options.fetch };
  const build = (modelId: string): LanguageModel => {
    switch (settings.provider) {
      case "openai":
        return createOpenAI(common)(modelId);
      case "anthropic":
        return createAnthropic(common)(modelId);
      case "google":
        return createGoogleGenerativeAI(common)(modelId);
      default:
        return createOpenAICompatible({
          name: "openai-compatible",
          baseURL: settings.baseUrl ?? "",
          apiKey: settings.apiKey,
          fetch: options.fetch,
          includeUsage: true,
          // Without it the JSON schema is not sent and the model answers free-form.
          supportsStructuredOutputs: true,
        })(modelId);
    }
  };
  const fastName = settings.fastModel ?? settings.model;
  return { ok: true, models: { main: build(settings.model), fast: build(fastName), mainName: settings.model, fastName } };
}
