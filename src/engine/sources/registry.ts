import { notSearchedMessage } from "../../contract/plain-report-text.ts";
import type { SourceSettings } from "../types.ts";
import type { Source } from "./source.ts";
import { createHackerNewsSource } from "./hackernews.ts";
import { createRedditSource } from "./reddit.ts";
import { createYoutubeSource } from "./youtube.ts";
import { createXSource } from "./x.ts";
import { createTavilySource } from "./tavily.ts";
import { createBraveSource } from "./brave.ts";
import { createExaSource } from "./exa.ts";
import { createProductHuntSource } from "./producthunt.ts";
import { createGithubSource } from "./github.ts";
import { createStackExchangeSource } from "./stackexchange.ts";
import { createAppStoreSource } from "./appstore.ts";
import { createBlueskySource } from "./bluesky.ts";
import { createGithubIssuesSource } from "./github-issues.ts";

export interface NotConfiguredSource {
  source: Source;
  /** Providers that would serve instead of it (web search); their `missing` is advice too. */
  alternatives: Source[];
  /** What the report's reader is told: plain words, never a variable name. */
  message: string;
}

export interface SourceSelection {
  active: Source[];
  notConfigured: NotConfiguredSource[];
}

const notConfigured = (source: Source, alternatives: Source[] = []): NotConfiguredSource => ({
  source,
  alternatives,
  message: notSearchedMessage(source.name),
});

/** Picks the sources that can run with this configuration; web search uses the first configured provider. */
export function selectSources(settings: SourceSettings): SourceSelection {
  const webSearch = [
    createTavilySource(settings.tavily),
    createBraveSource(settings.brave),
    createExaSource(settings.exa),
  ];
  const chosenWebSearch = webSearch.find((source) => source.missing.length === 0);
  const candidates: Source[] = [
    createHackerNewsSource(settings.hackernews),
    createRedditSource(settings.reddit),
    createYoutubeSource(settings.youtube),
    createXSource(settings.x),
    createProductHuntSource(settings.producthunt),
    createGithubSource(settings.github),
    createGithubIssuesSource(settings.github),
    createStackExchangeSource(settings.stackexchange),
    createAppStoreSource(settings.appstore),
    createBlueskySource(settings.bluesky),
  ];
  const selection: SourceSelection = { active: [], notConfigured: [] };
  for (const source of candidates) {
    if (source.missing.length === 0) selection.active.push(source);
    else selection.notConfigured.push(notConfigured(source));
  }
  const [preferred, ...alternatives] = webSearch;
  if (chosenWebSearch) selection.active.push(chosenWebSearch);
  else if (preferred) selection.notConfigured.push(notConfigured(preferred, alternatives));
  return selection;
}
