import { describe, expect, it } from "vitest";
import type { MockLanguageModelV4 } from "ai/test";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import type { AiSectionContext } from "../../../src/engine/synthesis/ai-context.ts";
import { aiCompetitors } from "../../../src/engine/synthesis/ai-competitors.ts";
import { modelAnswering, sectionContext } from "../../support/mock-model.ts";

const listing: RankedEvidence = {
  id: "producthunt:rosterpond",
  platform: "producthunt",
  source: "producthunt",
  kind: "launch",
  title: "Rosterpond - Availability grids for amateur teams",
  text: "Rosterpond collects each player's weekly availability and shows the overlap grid.",
  author: null,
  url: "https://www.producthunt.com/posts/rosterpond",
  createdAt: null,
  score: 40,
  relevance: 3,
};
const comment = (id: string, text: string): RankedEvidence => ({
  ...listing,
  id: `reddit:${id}`,
  platform: "reddit",
  source: "reddit",
  kind: "comment",
  title: null,
  text,
  url: `https://www.reddit.com/r/teams/comments/${id}`,
});
const evidence = [
  listing,
  comment("c1", "We use Rosterpond for availability. Reminders are what we really need though."),
  comment("c2", "Rosterpond sends reminders on Discord now, which fixed our no-shows."),
];

function answering(
  features: string[],
  name = "Rosterpond",
  evidenceIds = evidence.map((item) => item.id),
): MockLanguageModelV4 {
  const answer = {
    competitors: [
      {
        name,
        description: "Availability grids for teams.",
        link: null,
        pricing: null,
        estimatedDownloads: null,
        estimatedARR: null,
        fundingStatus: null,
        keyFeatures: features,
        topFeatures: [],
        evidenceIds,
      },
    ],
  };
  return modelAnswering(answer);
}

const UNDERSTANDING = {
  idea: "A scrim scheduling tool for amateur esports teams",
  keywords: ["scrim", "teams"],
  audience: "esports teams",
};

function context(model: MockLanguageModelV4, items = evidence): AiSectionContext {
  return sectionContext(model, UNDERSTANDING, items);
}

describe("a model's competitors", () => {
  it("keep a key feature only when the product's own listing states it, with that sentence to check it by", async () => {
    const section = context(answering(["Overlap grid", "Reminders", "Discord", "Streaks"]));
    const result = await aiCompetitors(section, 5, null);
    if (!result.ok) throw new Error(result.reason);
    const [competitor] = result.value;
    // The listing says "overlap grid". "Reminders" and "Discord" are what users say of it (c2):
    // their quotes, not the product's features. "Streaks" is stated nowhere.
    expect(competitor?.keyFeatures).toEqual(["Overlap grid"]);
    expect(competitor?.keyFeatureSnippets).toEqual([{ url: listing.url, snippet: listing.text }]);
    expect(section.claims.droppedItems).toBe(3);
  });

  it("drops a feature that only a user's wish beside the product's name mentions", async () => {
    const wishOnly = evidence.filter((item) => item.id !== "reddit:c2");
    const section = context(answering(["Reminders"]), wishOnly);
    const result = await aiCompetitors(section, 5, null);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value[0]?.keyFeatures).toEqual([]);
  });
});

describe("a model's competitor", () => {
  it("is a product's own listing or site, never an article that a search returned", async () => {
    const article: RankedEvidence = {
      ...listing,
      id: "web:article",
      platform: "web",
      source: "tavily",
      kind: "search-result",
      title: "Scrim Scheduling Tools for Amateur Teams in 2026",
      text: "We tried Rosterpond and three others for scrim scheduling.",
      url: "https://esportsdesk.example/scrim-scheduling-tools",
    };
    const withArticle = [...evidence, article];
    const section = context(answering([], article.title ?? "", [article.id]), withArticle);
    const result = await aiCompetitors(section, 5, null);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value).toEqual([]);
    expect(section.claims.droppedItems).toBe(1);
  });
});
