import { Writable } from "node:stream";
import { describe, expect, test } from "vitest";
import { CONFIGURATION_VARIABLE } from "../../../src/contract/plain-report-text.ts";
import { describeMissingConfiguration } from "../../../src/engine/configuration-advice.ts";
import { defaultSourceSettings } from "../../../src/engine/default-settings.ts";
import { modelSetupProblem } from "../../../src/engine/llm/create-models.ts";
import { selectSources } from "../../../src/engine/sources/registry.ts";
import type { ModelSettings } from "../../../src/engine/types.ts";
import { createLogger } from "../../../src/server/logger.ts";
import { logConfigurationAdvice } from "../../../src/server/modules/analyses/log-configuration-advice.ts";

const nothingConfigured = {
  sources: defaultSourceSettings(),
  model: { provider: "none" } as ModelSettings,
};

describe("configuration advice goes to whoever runs the server, never to readers", () => {
  test("a source that is not configured is named in plain words", () => {
    const messages = selectSources(defaultSourceSettings()).notConfigured.map(
      (entry) => entry.message,
    );
    expect(messages).toContain("Reddit was not searched for this report.");
    expect(messages).toContain(
      "Web search was not used for this report, so it has no competitors from the web and no TikTok or Facebook posts.",
    );
    for (const message of messages) expect(message).not.toMatch(CONFIGURATION_VARIABLE);
  });

  test("a model that is missing or half set up is explained without variable names", () => {
    const settings: ModelSettings[] = [
      { provider: "none" },
      { provider: "openai" },
      { provider: "anthropic", model: "claude" },
      { provider: "openai-compatible", model: "local" },
    ];
    for (const model of settings) {
      const problem = modelSetupProblem({ model });
      expect(problem).not.toBeNull();
      expect(problem?.reason).not.toMatch(CONFIGURATION_VARIABLE);
      expect(problem?.missing.length).toBeGreaterThan(0);
    }
  });

  test("names the variables for every missing source and for the model", () => {
    const advice = describeMissingConfiguration(nothingConfigured);
    expect(advice.map((each) => each.subject)).toEqual([
      "AI model",
      "Reddit",
      "YouTube",
      "X",
      "Product Hunt",
      "Bluesky",
      "Web search",
    ]);
    expect(advice.find((each) => each.subject === "Reddit")).toMatchObject({
      variables: ["REDDIT_CLIENT_ID", "REDDIT_CLIENT_SECRET"],
      level: "info",
      message:
        "Reddit is not searched: set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET to add posts and comments from communities.",
    });
    expect(advice.find((each) => each.subject === "Web search")?.message).toMatch(
      /set TAVILY_API_KEY, or BRAVE_API_KEY, or EXA_API_KEY to add/,
    );
    expect(advice[0]!.message).toMatch(/AI_PROVIDER, AI_MODEL and AI_API_KEY/);
  });

  test("a provider chosen without its key is a warning; a full configuration needs no advice", () => {
    const half = describeMissingConfiguration({
      ...nothingConfigured,
      model: { provider: "openai", model: "gpt-4o-mini" },
    });
    expect(half[0]).toMatchObject({
      subject: "AI model",
      level: "warn",
      variables: ["AI_API_KEY"],
    });
    expect(half[0]!.message).toBe(
      "AI_PROVIDER is openai but AI_API_KEY is not set, so reports are built without AI.",
    );
    const sources = defaultSourceSettings();
    sources.reddit = { ...sources.reddit, clientId: "id", clientSecret: "secret" };
    sources.youtube.apiKey = "key";
    sources.x.bearerToken = "token";
    sources.producthunt.token = "token";
    sources.exa.apiKey = "key";
    sources.bluesky = { ...sources.bluesky, identifier: "me.bsky.social", appPassword: "pass" };
    expect(
      describeMissingConfiguration({
        sources,
        model: { provider: "openai", model: "gpt-4o-mini", apiKey: "key" },
      }),
    ).toEqual([]);
  });

  test("start-up logs one line per missing source or model", () => {
    const lines: Array<{ level: number; msg: string; missing: string[] }> = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(
          ...String(chunk)
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    });
    logConfigurationAdvice(createLogger({ level: "info", destination }), nothingConfigured);
    expect(lines).toHaveLength(7);
    expect(lines.find((line) => line.msg.startsWith("Reddit"))).toMatchObject({
      level: 30,
      missing: ["REDDIT_CLIENT_ID", "REDDIT_CLIENT_SECRET"],
    });
  });
});
