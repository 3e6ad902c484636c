import type { FakeBehaviour, FakeService } from "./fake-server.ts";
import { startHackerNewsFake } from "./hackernews-fake.ts";
import { startRedditFake } from "./reddit-fake.ts";
import { startYoutubeFake } from "./youtube-fake.ts";
import { startXFake } from "./x-fake.ts";
import { startTavilyFake } from "./tavily-fake.ts";
import { startBraveFake } from "./brave-fake.ts";
import { startExaFake } from "./exa-fake.ts";
import { startProductHuntFake } from "./producthunt-fake.ts";
import { startGithubFake, type GithubFakeState } from "./github-fake.ts";
import { startStackExchangeFake, type StackExchangeFakeState } from "./stackexchange-fake.ts";
import { startAppStoreFake } from "./appstore-fake.ts";
import {
  BLUESKY_FAKE_APP_PASSWORD,
  startBlueskyFake,
  type BlueskyFakeState,
} from "./bluesky-fake.ts";
import { startSitesFake } from "./sites-fake.ts";
import { startOpenAiCompatibleFake } from "./openai-compatible-fake.ts";
import type { FakeModelControl, FakeModelMode } from "./openai-compatible-fake.ts";

export type FakeServiceName =
  | "hackernews"
  | "reddit"
  | "youtube"
  | "x"
  | "tavily"
  | "brave"
  | "exa"
  | "producthunt"
  | "github"
  | "stackexchange"
  | "appstore"
  | "bluesky"
  | "sites"
  | "llm";

/**
 * The credentials `env` gives keyed services (dummies): without them only the services that need
 * no key are searched, as on a fresh install.
 */
export const CREDENTIAL_VARIABLES = [
  "AI_API_KEY",
  "REDDIT_CLIENT_ID",
  "REDDIT_CLIENT_SECRET",
  "YOUTUBE_API_KEY",
  "X_BEARER_TOKEN",
  "TAVILY_API_KEY",
  "BRAVE_API_KEY",
  "EXA_API_KEY",
  "PRODUCTHUNT_TOKEN",
  "GITHUB_TOKEN",
  "STACKEXCHANGE_KEY",
  "BLUESKY_IDENTIFIER",
  "BLUESKY_APP_PASSWORD",
] as const;

export interface StartFakesOptions {
  /** "openai-compatible" points AI_* at the fake model; "none" (default) gives evidence-only mode. */
  aiProvider?: "openai-compatible" | "none";
  modelMode?: FakeModelMode;
  /** Behaviour applied to every fake at start (e.g. a latency). */
  behaviour?: Partial<FakeBehaviour>;
  /** How deep Reddit serves comment trees, whatever the engine asks (deeper replies become "more" stubs). */
  redditDepthCap?: number;
}

export interface Fakes {
  urls: Record<FakeServiceName, string>;
  /** Environment variables pointing the app at the fakes, with dummy credentials. */
  env: Record<string, string>;
  control: {
    services: Record<FakeServiceName, FakeService>;
    model: FakeModelControl;
    /** The Stack Exchange fake's quota and back-off, to change in a test. */
    stackexchange: StackExchangeFakeState;
    /** The GitHub fake's search rate-limit window, to change in a test. */
    github: GithubFakeState;
    /** The Bluesky fake's sessions and rate-limit window, to change in a test. */
    bluesky: BlueskyFakeState;
    set(name: FakeServiceName, change: Partial<FakeBehaviour>): void;
    reset(): void;
  };
  close(): Promise<void>;
}

/** Starts every upstream fake on 127.0.0.1; usable from Vitest and from plain Node scripts. */
export async function startFakes(options: StartFakesOptions = {}): Promise<Fakes> {
  const model: FakeModelControl = {
    mode: options.modelMode ?? "valid",
    latencyByName: {},
    calls: [],
    answered: new Set(),
  };
  const stackexchange = await startStackExchangeFake();
  const bluesky = await startBlueskyFake();
  const github = await startGithubFake();
  const services: Record<FakeServiceName, FakeService> = {
    hackernews: await startHackerNewsFake(),
    reddit: await startRedditFake({ depthCap: options.redditDepthCap }),
    youtube: await startYoutubeFake(),
    x: await startXFake(),
    tavily: await startTavilyFake(),
    brave: await startBraveFake(),
    exa: await startExaFake(),
    producthunt: await startProductHuntFake(),
    github,
    stackexchange,
    appstore: await startAppStoreFake(),
    bluesky,
    sites: await startSitesFake(),
    llm: await startOpenAiCompatibleFake(model),
  };
  if (options.behaviour)
    for (const service of Object.values(services)) service.setBehaviour(options.behaviour);
  const urls = Object.fromEntries(
    Object.entries(services).map(([name, service]) => [name, service.url]),
  ) as Record<FakeServiceName, string>;
  const aiProvider = options.aiProvider ?? "none";
  const env: Record<string, string> = {
    AI_PROVIDER: aiProvider,
    ...(aiProvider === "openai-compatible"
      ? {
          AI_MODEL: "fake-model",
          AI_FAST_MODEL: "fake-model-fast",
          AI_API_KEY: "fake-ai-key",
          AI_BASE_URL: `${urls.llm}/v1`,
        }
      : {}),
    HN_API_URL: urls.hackernews,
    REDDIT_AUTH_URL: urls.reddit,
    REDDIT_API_URL: urls.reddit,
    REDDIT_CLIENT_ID: "fake-client-id",
    REDDIT_CLIENT_SECRET: "fake-client-secret",
    REDDIT_USER_AGENT: "test:groundtruth:0.1 (fakes)",
    YOUTUBE_API_URL: urls.youtube,
    YOUTUBE_API_KEY: "fake-youtube-key",
    X_API_URL: urls.x,
    X_BEARER_TOKEN: "fake-x-token",
    TAVILY_API_URL: urls.tavily,
    TAVILY_API_KEY: "fake-tavily-key",
    BRAVE_API_URL: urls.brave,
    BRAVE_API_KEY: "fake-brave-key",
    EXA_API_URL: urls.exa,
    EXA_API_KEY: "fake-exa-key",
    PRODUCTHUNT_API_URL: urls.producthunt,
    PRODUCTHUNT_TOKEN: "fake-producthunt-token",
    GITHUB_API_URL: urls.github,
    GITHUB_TOKEN: "fake-github-token",
    STACKEXCHANGE_API_URL: urls.stackexchange,
    APPSTORE_API_URL: urls.appstore,
    BLUESKY_API_URL: urls.bluesky,
    BLUESKY_IDENTIFIER: "groundtruth-research.bsky.social",
    BLUESKY_APP_PASSWORD: BLUESKY_FAKE_APP_PASSWORD,
    SITE_FETCH_GATEWAY_URL: urls.sites,
  };
  return {
    urls,
    env,
    control: {
      services,
      model,
      stackexchange: stackexchange.stackexchange,
      github: github.github,
      bluesky: bluesky.bluesky,
      set(name, change) {
        services[name].setBehaviour(change);
      },
      reset() {
        for (const service of Object.values(services)) service.reset();
        model.mode = options.modelMode ?? "valid";
        model.latencyByName = {};
        model.calls.length = 0;
        model.answered.clear();
        // Rate-limit windows a test spent open again, as they would when they reset.
        github.github.searchesRemaining = 10_000;
        github.github.coreRemaining = 10_000;
        bluesky.bluesky.readsRemaining = 3_000;
      },
    },
    async close() {
      await Promise.all(Object.values(services).map((service) => service.close()));
    },
  };
}
