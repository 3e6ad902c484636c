import path from "node:path";
import { z } from "zod";
import { appUrlOf, DEFAULTS } from "../contract/site.ts";
import { demoExamplesSchema } from "../contract/site-config.ts";
import { missingModelSettings, type ModelProvider } from "../engine/index.ts";

/**
 * The only module that reads the environment. Every variable is documented in .env.example
 * and the README; a bad value stops start-up with a message naming the variable.
 */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));
const optionalUrl = optionalString.pipe(z.url().optional());
const urlWithDefault = (fallback: string) =>
  optionalString.transform((value) => value ?? fallback).pipe(z.url());
const booleanFlag = (fallback: boolean) =>
  optionalString.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (["1", "true", "yes", "on"].includes(value.toLowerCase())) return true;
    if (["0", "false", "no", "off"].includes(value.toLowerCase())) return false;
    ctx.addIssue({ code: "custom", message: "expected true or false" });
    return z.NEVER;
  });
const integer = (fallback: number, min: number, max: number) =>
  optionalString
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int(`expected a whole number`).min(min).max(max));

type Settings = Record<string, string | boolean | number | Buffer | unknown[] | undefined>;

/**
 * Settings that are each valid alone but together would leave the server running in a way
 * nobody asked for, silently. Each problem is reported on the variable to set.
 */
function checkCombinations(
  config: Settings & { AI_PROVIDER: ModelProvider },
  ctx: z.RefinementCtx,
): void {
  const require = (variable: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [variable], message });
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    require("AUTH_SECRET", "required with DATABASE_URL: every app process on that database must sign sessions and preview keys with the same secret, and one generated per process differs. Make one with `openssl rand -base64 32` and give every process the same value");
  }
  const settings = {
    provider: config.AI_PROVIDER,
    model: config.AI_MODEL as string | undefined,
    apiKey: config.AI_API_KEY as string | undefined,
    baseUrl: config.AI_BASE_URL as string | undefined,
  };
  for (const variable of missingModelSettings(settings)) {
    require(variable, `required when AI_PROVIDER is ${config.AI_PROVIDER} (or set AI_PROVIDER=none to run without a model)`);
  }
  // The gateway fetches any URL it is given, private addresses included (tests point it at local
  // fakes): on a real server it would route competitor pages past the safe fetcher's rules.
  if (config.NODE_ENV === "production" && !config.DEMO_MODE && config.SITE_FETCH_GATEWAY_URL) {
    require("SITE_FETCH_GATEWAY_URL", "not allowed on a production server: it routes page fetches past the checks that keep them off private addresses, and is for tests, benchmarks and the demo only. Unset it (or set DEMO_MODE=true for the offline demo)");
  }
  const pairs: [string, string, string][] = [
    ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "payments stay switched off without both"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "Google sign-in stays hidden without both"],
    [
      "NOTION_CLIENT_ID",
      "NOTION_CLIENT_SECRET",
      "the Notion export stays switched off without both",
    ],
  ];
  for (const [first, second, effect] of pairs) {
    if (config[first] && !config[second])
      require(second, `required when ${first} is set: ${effect}`);
    if (config[second] && !config[first])
      require(first, `required when ${second} is set: ${effect}`);
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: optionalString.transform((value) => value ?? "0.0.0.0"),
    PORT: integer(3000, 1, 65535),
    APP_URL: urlWithDefault(DEFAULTS.appUrl).transform((value) => value.replace(/\/+$/, "")),
    TRUST_PROXY: booleanFlag(false),
    /** Reverse proxies of ours that append to X-Forwarded-For; TRUST_PROXY=true counts as one. */
    TRUSTED_PROXY_HOPS: integer(0, 0, 10),
    /** Scales the per-address limits on sign-up, sign-in and auth e-mails (many people behind one NAT). */
    AUTH_THROTTLE_MULTIPLIER: integer(1, 1, 1000),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    BODY_LIMIT_BYTES: integer(1024 * 1024, 1024, 50 * 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 120_000),

    DATA_DIR: optionalString.transform((value) => path.resolve(value ?? "./data")),
    /** Where the embedded database runs (ADR 0016, sixth round); ignored with DATABASE_URL. */
    EMBEDDED_DATABASE_THREAD: z.enum(["main", "worker"]).default("main"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "expected a postgres:// or postgresql:// URL")
        .optional(),
    ),

    CONTACT_EMAIL: optionalString
      .transform((value) => value ?? DEFAULTS.contactEmail)
      .pipe(z.email()),

    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "expected smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: optionalString.transform(
      (value) => value ?? "Groundtruth <no-reply@groundtruth.dev>",
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: urlWithDefault("https://accounts.google.com"),

    AI_PROVIDER: optionalString
      .transform((value) => value ?? "none")
      .pipe(z.enum(["openai", "anthropic", "google", "openai-compatible", "none"])),
    AI_MODEL: optionalString,
    AI_FAST_MODEL: optionalString,
    AI_API_KEY: optionalString,
    AI_BASE_URL: optionalUrl,

    ANALYSIS_BUDGET_MS: integer(60_000, 5_000, 300_000),
    PREVIEW_BUDGET_MS: integer(25_000, 3_000, 120_000),
    /** Seconds; 0 turns the cache off. */
    SOURCE_CACHE_TTL: integer(6 * 60 * 60, 0, 30 * 24 * 60 * 60),

    HN_API_URL: urlWithDefault("https://hn.algolia.com/api/v1"),
    REDDIT_AUTH_URL: urlWithDefault("https://www.reddit.com"),
    REDDIT_API_URL: urlWithDefault("https://oauth.reddit.com"),
    REDDIT_CLIENT_ID: optionalString,
    REDDIT_CLIENT_SECRET: optionalString,
    REDDIT_USER_AGENT: optionalString.transform(
      (value) => value ?? "web:groundtruth:0.1 (idea research)",
    ),
    YOUTUBE_API_URL: urlWithDefault("https://www.googleapis.com/youtube/v3"),
    YOUTUBE_API_KEY: optionalString,
    X_API_URL: urlWithDefault("https://api.x.com/2"),
    X_BEARER_TOKEN: optionalString,
    TAVILY_API_URL: urlWithDefault("https://api.tavily.com"),
    TAVILY_API_KEY: optionalString,
    BRAVE_API_URL: urlWithDefault("https://api.search.brave.com/res/v1"),
    BRAVE_API_KEY: optionalString,
    EXA_API_URL: urlWithDefault("https://api.exa.ai"),
    EXA_API_KEY: optionalString,
    PRODUCTHUNT_API_URL: urlWithDefault("https://api.producthunt.com/v2/api/graphql"),
    PRODUCTHUNT_TOKEN: optionalString,
    GITHUB_API_URL: urlWithDefault("https://api.github.com"),
    GITHUB_TOKEN: optionalString,
    STACKEXCHANGE_API_URL: urlWithDefault("https://api.stackexchange.com/2.3"),
    /** Optional: raises the daily quota from 300 requests per address to 10,000. */
    STACKEXCHANGE_KEY: optionalString,
    APPSTORE_API_URL: urlWithDefault("https://itunes.apple.com"),
    /** The App Store whose apps and reviews are read: a two-letter country code. */
    APPSTORE_COUNTRY: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, "expected a two-letter country code such as us or gb")
      .default("us"),
    /** The Bluesky account's host (its PDS); bsky.social for accounts made on bsky.app. */
    BLUESKY_API_URL: urlWithDefault("https://bsky.social"),
    /** A Bluesky account's handle or email, and an app password made for it (not its password). */
    BLUESKY_IDENTIFIER: optionalString,
    BLUESKY_APP_PASSWORD: optionalString,
    /** Tests, the demo and benchmarks only: competitor pages are fetched through this local gateway. */
    SITE_FETCH_GATEWAY_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "expected an http:// or https:// URL" }).optional(),
    ),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalUrl,

    NOTION_CLIENT_ID: optionalString,
    NOTION_CLIENT_SECRET: optionalString,
    NOTION_API_URL: urlWithDefault("https://api.notion.com").transform((value) =>
      value.replace(/\/+$/, ""),
    ),
    /** 32 bytes (base64 or hex) that encrypt stored integration tokens; derived from AUTH_SECRET when unset. */
    TOKEN_ENCRYPTION_KEY: optionalString.transform((value, ctx) => {
      if (value === undefined) return undefined;
      const key = /^[0-9a-f]{64}$/i.test(value)
        ? Buffer.from(value, "hex")
        : Buffer.from(value, "base64");
      if (key.length === 32) return key;
      ctx.addIssue({
        code: "custom",
        message: "expected 32 bytes, base64 or hex (make one with `openssl rand -base64 32`)",
      });
      return z.NEVER;
    }),

    DEMO_MODE: booleanFlag(false),
    /** Ideas the demo's fakes know (set by `npm run demo`), as JSON: offered as one-click examples. */
    DEMO_EXAMPLES: z
      .string()
      .optional()
      .transform((value, context) => {
        if (!value) return [];
        try {
          return demoExamplesSchema.parse(JSON.parse(value));
        } catch {
          context.addIssue({
            code: "custom",
            message: "DEMO_EXAMPLES must be a JSON list of { label, idea }",
          });
          return z.NEVER;
        }
      }),
  })
  .superRefine(checkCombinations);

export type Config = z.output<typeof envSchema>;

/** Every variable the app reads, for documentation checks. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** Variables whose values must never be echoed, not even in a start-up error. */
export const SECRET_VARIABLES = new Set([
  "AUTH_SECRET",
  "SMTP_URL",
  "GOOGLE_CLIENT_SECRET",
  "AI_API_KEY",
  "REDDIT_CLIENT_SECRET",
  "YOUTUBE_API_KEY",
  "X_BEARER_TOKEN",
  "TAVILY_API_KEY",
  "BRAVE_API_KEY",
  "EXA_API_KEY",
  "PRODUCTHUNT_TOKEN",
  "GITHUB_TOKEN",
  "STACKEXCHANGE_KEY",
  "BLUESKY_APP_PASSWORD",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "NOTION_CLIENT_SECRET",
  "TOKEN_ENCRYPTION_KEY",
  "DATABASE_URL",
]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Earlier names still accepted, so existing deployments keep their settings. */
const ALIASES: Record<string, string> = { SOURCE_CACHE_TTL_SECONDS: "SOURCE_CACHE_TTL" };

function withAliases(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const resolved = { ...env };
  for (const [old, current] of Object.entries(ALIASES)) {
    if (resolved[current] === undefined && resolved[old] !== undefined)
      resolved[current] = resolved[old];
  }
  if (!resolved.APP_URL?.trim()) resolved.APP_URL = appUrlOf(resolved);
  return resolved;
}

export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): Config {
  const env = withAliases(rawEnv);
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? "environment");
    const raw = env[variable];
    const shown = raw === undefined || SECRET_VARIABLES.has(variable) ? "" : ` (got "${raw}")`;
    const setAs = Object.keys(ALIASES).find(
      (old) =>
        ALIASES[old] === variable && rawEnv[variable] === undefined && rawEnv[old] !== undefined,
    );
    return `  ${variable}${setAs ? ` (set as ${setAs})` : ""}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
