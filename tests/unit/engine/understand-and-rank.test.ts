import { describe, expect, it } from "vitest";
import { understandIdea } from "../../../src/engine/understand-idea.ts";
import { rankEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import type { Evidence } from "../../../src/engine/types.ts";
import { createMemoryCache } from "../../../src/engine/cache.ts";
import { estimateCostUsd } from "../../../src/engine/llm/pricing.ts";

const evidence = (id: string, text: string, score = 0): Evidence => ({
  id, platform: "hackernews", source: "hackernews", kind: "comment", title: null, text, author: null, url: `https://news.ycombinator.com/item?id=${id}`, createdAt: null, score,
});

describe("understanding and ranking", () => {
  it("derives keywords, short queries, a category and the audience", () => {
    const understanding = understandIdea("A habit tracker for remote teams");
    expect(understanding.keywords).toEqual(["habit", "tracker", "remote", "teams"]);
    expect(understanding.queries[0]).toBe("habit tracker");
    expect(understanding.audience).toBe("remote teams");
    expect(understanding.category).toBe("productivity");
  });

  it("ranks by relevance, drops unrelated items and duplicates", () => {
    const understanding = understandIdea("habit tracker for remote teams");
    const ranked = rankEvidence(
      [evidence("1", "My favourite pizza recipe"), evidence("2", "A habit tracker for remote teams would help us"), evidence("3", "A habit tracker for remote teams would help us"), evidence("4", "Any tracker for habits?")],
      understanding,
      10,
    );
    expect(ranked.map((item) => item.id)).toEqual(["2", "4"]);
  });

  it("caches with a TTL and ignores TTL 0", async () => {
    let now = 0;
    const cache = createMemoryCache(() => now);
    await cache.set("a", { v: 1 }, 10);
    await cache.set("b", { v: 2 }, 0);
    expect(await cache.get("a")).toEqual({ v: 1 });
    expect(await cache.get("b")).toBeUndefined();
    now = 11_000;
    expect(await cache.get("a")).toBeUndefined();
  });

  it("prices known models and returns null for unknown ones", () => {
    expect(estimateCostUsd("gpt-4o-mini", 1_000_000, 0)).toBe(0.15);
    expect(estimateCostUsd("openai/gpt-4.1-mini-2025-04-14", 0, 1_000_000)).toBe(1.6);
    expect(estimateCostUsd("my-local-llama", 1000, 1000)).toBeNull();
  });
});
