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

export interface SourceSelection {
  active: Source[];
  notConfigured: Array<{ source: Source; message: string }>;
}

function notConfiguredMessage(source: Source, alternatives = ""): string {
  const variables = source.missing.join(" and ");
  return `${source.label} was skipped because it is not configured, so this report has no ${source.purpose} from it. Set ${variables}${alternatives} to include it.`;
}

/** Picks the sources that can run with this configuration; web search uses the first configured provider. */
export function selectSources(settings: SourceSettings): SourceSelection {
  const webSearch = [createTavilySource(settings.tavily), createBraveSource(settings.brave), createExaSource(settings.exa)];
  const chosenWebSearch = webSearch.find((source) => source.missing.length === 0);
  const candidates: Source[] = [
    createHackerNewsSource(settings.hackernews),
    createRedditSource(settings.reddit),
    createYoutubeSource(settings.youtube),
    createXSource(settings.x),
    createProductHuntSource(settings.producthunt),
    createGithubSource(settings.github),
  ];
  const selection: SourceSelection = { active: [], notConfigured: [] };
  for (const source of candidates) {
    if (source.missing.length === 0) selection.active.push(source);
    else selection.notConfigured.push({ source, message: notConfiguredMessage(source) });
  }
  if (chosenWebSearch) selection.active.push(chosenWebSearch);
  else {
    const [tavily] = webSearch;
    if (tavily) {
      selection.notConfigured.push({ source: tavily, message: notConfiguredMessage(tavily, " (or BRAVE_API_KEY, or EXA_API_KEY)") });
    }
  }
  return selection;
}
