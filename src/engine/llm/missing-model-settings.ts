import type { ModelSettings } from "../types.ts";

/**
 * The variables a chosen provider still needs before a model can be built. The server's
 * start-up check and the engine's own fallback both ask here, so they cannot disagree.
 * A local openai-compatible server (Ollama, LM Studio, vLLM) needs an address but no key.
 */
export function missingModelSettings(settings: ModelSettings): string[] {
  if (settings.provider === "none") return [];
  return [
    ...(settings.model ? [] : ["AI_MODEL"]),
    ...(settings.provider !== "openai-compatible" && !settings.apiKey ? ["AI_API_KEY"] : []),
    ...(settings.provider === "openai-compatible" && !settings.baseUrl ? ["AI_BASE_URL"] : []),
  ];
}
