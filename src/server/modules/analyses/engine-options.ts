import type { Config } from "../../config.ts";
import type { EngineOptions } from "../../../engine/index.ts";

/** The only place the server's configuration becomes engine options. */
export function engineOptionsFromConfig(config: Config): EngineOptions {
  const trim = (url: string) => url.replace(/\/+$/, "");
  return {
    budgetMs: config.ANALYSIS_BUDGET_MS,
    previewBudgetMs: config.PREVIEW_BUDGET_MS,
    cacheTtlSeconds: config.SOURCE_CACHE_TTL,
    model: {
      provider: config.AI_PROVIDER,
      model: config.AI_MODEL,
      fastModel: config.AI_FAST_MODEL,
      apiKey: config.AI_API_KEY,
      baseUrl: config.AI_BASE_URL,
    },
    sources: {
      hackernews: { baseUrl: trim(config.HN_API_URL) },
      reddit: {
        authUrl: trim(config.REDDIT_AUTH_URL),
        apiUrl: trim(config.REDDIT_API_URL),
        clientId: config.REDDIT_CLIENT_ID,
        clientSecret: config.REDDIT_CLIENT_SECRET,
        userAgent: config.REDDIT_USER_AGENT,
      },
      youtube: { baseUrl: trim(config.YOUTUBE_API_URL), apiKey: config.YOUTUBE_API_KEY },
      x: { baseUrl: trim(config.X_API_URL), bearerToken: config.X_BEARER_TOKEN },
      tavily: { baseUrl: trim(config.TAVILY_API_URL), apiKey: config.TAVILY_API_KEY },
      brave: { baseUrl: trim(config.BRAVE_API_URL), apiKey: config.BRAVE_API_KEY },
      exa: { baseUrl: trim(config.EXA_API_URL), apiKey: config.EXA_API_KEY },
      producthunt: { baseUrl: config.PRODUCTHUNT_API_URL, token: config.PRODUCTHUNT_TOKEN },
      github: { baseUrl: trim(config.GITHUB_API_URL), token: config.GITHUB_TOKEN },
      stackexchange: { baseUrl: trim(config.STACKEXCHANGE_API_URL), key: config.STACKEXCHANGE_KEY },
      appstore: { baseUrl: trim(config.APPSTORE_API_URL), country: config.APPSTORE_COUNTRY },
      bluesky: {
        serviceUrl: trim(config.BLUESKY_API_URL),
        identifier: config.BLUESKY_IDENTIFIER,
        appPassword: config.BLUESKY_APP_PASSWORD,
      },
    },
    pageFetch: { gatewayUrl: config.SITE_FETCH_GATEWAY_URL },
  };
}
