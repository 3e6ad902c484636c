import type { LanguageModel } from "ai";
import { createOpenAI } from "@ai-sdk/openai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
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

/** Builds the configured models, or says in plain words why the engine runs without one. */
export function createModels(options: EngineOptions): ModelSetup {
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
  const settings = options.model;
  if (settings.provider === "none")
    return { ok: false, reason: NOT_SET_UP, missing: ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY"] };
  const missing = missingModelSettings(settings);
  // A missing model is in `missing` too; testing it here lets TypeScript see it is set below.
  if (missing.length > 0 || !settings.model) return { ok: false, reason: HALF_SET_UP, missing };
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
  return {
    ok: true,
    models: {
      main: build(settings.model),
      fast: build(fastName),
      mainName: settings.model,
      fastName,
    },
  };
}
