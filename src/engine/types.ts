import type { ProgressEvent, SourceRef, Warning } from "../contract/report.ts";
import type { SourceCache } from "./cache.ts";
import type { LanguageModel } from "ai";

/**
 * One fetched public item, normalised: the report's source record (its id stable across runs:
 * `<platform>:<native id>` or a hash of the URL for web results; its text verbatim and
 * untrusted; its score the upvotes, points, likes, stars or votes the source reports), plus
 * what the engine needs while judging it and never publishes.
 */
export interface Evidence extends Omit<SourceRef, "kind"> {
  kind: "comment" | "post" | "video" | "product" | "repository" | "search-result" | "launch";
  subreddit?: string;
  /** A comment's thread as it opens (the post, story or video it answers): context for judging it, never quoted. */
  thread?: string;
  /**
   * What the thread is when it is not a conversation: a store review's app listing ("product"), an
   * issue's repository ("repository"). A thread is judged as that kind of item.
   */
  threadKind?: "product" | "repository";
  /** Facts the source itself stated about a product (e.g. launch date, topics, homepage). */
  facts?: {
    launchedAt?: string;
    topics?: string[];
    homepage?: string;
    stars?: number;
    votes?: number;
    /** An app store listing's average stars and how many ratings they are of. */
    storeRating?: { average: number; count: number };
  };
}

/** A phrase that makes an item on topic, weighted by how much it says about the idea. */
export interface TopicTerm {
  phrase: string;
  /**
   * Who has the problem ("drone pilots"), a word about the problem ("paperwork", or a common
   * synonym of one), the idea's own phrase ("flight log", "chase invoices"), or a word the first
   * results taught (the jargon and tools the people with the problem use).
   */
  role: "audience" | "problem" | "core" | "feedback";
  /** 1 for the idea's own words; more for its phrases; less for synonyms and feedback. */
  weight: number;
}

/** The research plan: what to ask each kind of search service, and what counts as on topic. */
export interface IdeaUnderstanding {
  idea: string;
  /** One line: who has which problem. */
  problem: string;
  keywords: string[];
  /** Short all-words queries (two or three words) in users' words, most specific first. */
  queries: string[];
  /** Natural-language queries for web search and YouTube, seeking discussions. */
  webQueries: string[];
  /** Natural-language queries for finding competitors and their prices. */
  competitorQueries: string[];
  /** Names of the product category as buyers search for it ("appointment reminder software"). */
  categories: string[];
  /** Words to find Product Hunt topics by (its topic search), most telling first; a model may name slugs. */
  topics: string[];
  /** Subreddits where the audience gathers (only a model proposes them). */
  communities: string[];
  terms: TopicTerm[];
  audience: string;
  plannedBy: "rules" | "model";
  /**
   * Products the first results found on topic, for a later wave to look up by name (their app's
   * reviews, their repository's issues); absent from a first plan.
   */
  products?: FoundProduct[];
  /**
   * Products the people with the problem name in several on-topic threads, looked up by name: their
   * own pages are judged as the field's tools, not only by the idea's words; absent from a first plan.
   */
  named?: string[];
}

/** A product a search found, as later searches look it up. */
export interface FoundProduct {
  name: string;
  /** Its own site, when a source named it. */
  homepage: string | null;
  /** "owner/name" when it is an open-source repository on GitHub. */
  repository: string | null;
  /** How its listing describes it, as found: the context its users' issues and reviews are read in. */
  description: string;
}

export interface SourceSettings {
  hackernews: { baseUrl: string };
  reddit: {
    authUrl: string;
    apiUrl: string;
    clientId?: string;
    clientSecret?: string;
    userAgent: string;
  };
  youtube: { baseUrl: string; apiKey?: string };
  x: { baseUrl: string; bearerToken?: string };
  tavily: { baseUrl: string; apiKey?: string };
  brave: { baseUrl: string; apiKey?: string };
  exa: { baseUrl: string; apiKey?: string };
  producthunt: { baseUrl: string; token?: string };
  github: { baseUrl: string; token?: string };
  stackexchange: { baseUrl: string; key?: string };
  /** Apple's iTunes host; `country` is the store whose apps and reviews are read (two letters). */
  appstore: { baseUrl: string; country: string };
  /** The account's host (PDS), which proxies reads to Bluesky's AppView; handle or email and an app password. */
  bluesky: { serviceUrl: string; identifier?: string; appPassword?: string };
}

export type ModelProvider = "openai" | "anthropic" | "google" | "openai-compatible" | "none";

export interface ModelSettings {
  provider: ModelProvider;
  model?: string;
  fastModel?: string;
  apiKey?: string;
  baseUrl?: string;
}

export interface EngineOptions {
  sources: SourceSettings;
  model: ModelSettings;
  /** Overrides model settings with ready-made models (tests, custom providers). */
  languageModels?: { main: LanguageModel; fast?: LanguageModel; name?: string };
  /** Total time allowed for a full report. */
  budgetMs?: number;
  /** Total time allowed for a preview. */
  previewBudgetMs?: number;
  preview?: boolean;
  cache?: SourceCache;
  cacheTtlSeconds?: number;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds clock; injectable so tests can reason about deadlines. */
  now?: () => number;
  /**
   * The date a report is made on (its generatedAt, and "the last 12 months" of the verdict);
   * injectable so fixed evidence gives the same verdict on any day.
   */
  today?: () => Date;
  http?: { timeoutMs?: number; retries?: number; concurrency?: number; maxBackoffMs?: number };
  /** Fetch competitor links that no search returned, to verify them. */
  verifyLinks?: boolean;
  /** Competitor page fetches; the gateway is for tests, the demo and benchmarks only. */
  pageFetch?: { gatewayUrl?: string };
}

export interface RunControls {
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
}

export type WarningSink = (warning: Warning) => void;
