import type { SourceSettings } from "./types.ts";

/** The public endpoints, without credentials: enough for Hacker News, GitHub (repositories and issues), Stack Exchange and the App Store to run. */
export function defaultSourceSettings(): SourceSettings {
  return {
    hackernews: { baseUrl: "https://hn.algolia.com/api/v1" },
    reddit: {
      authUrl: "https://www.reddit.com",
      apiUrl: "https://oauth.reddit.com",
      userAgent: "web:groundtruth:0.1 (idea research)",
    },
    youtube: { baseUrl: "https://www.googleapis.com/youtube/v3" },
    x: { baseUrl: "https://api.x.com/2" },
    tavily: { baseUrl: "https://api.tavily.com" },
    brave: { baseUrl: "https://api.search.brave.com/res/v1" },
    exa: { baseUrl: "https://api.exa.ai" },
    producthunt: { baseUrl: "https://api.producthunt.com/v2/api/graphql" },
    github: { baseUrl: "https://api.github.com" },
    stackexchange: { baseUrl: "https://api.stackexchange.com/2.3" },
    appstore: { baseUrl: "https://itunes.apple.com", country: "us" },
    bluesky: { serviceUrl: "https://bsky.social" },
  };
}
