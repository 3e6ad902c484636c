import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isOpenPastQuestion } from "../../../src/contract/interview-kit.ts";
import { FEEDBACK_PLATFORMS } from "../../../src/contract/report.ts";
import { runAnalysis } from "../../../src/engine/index.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { startFakes, type Fakes } from "../../fakes/start-fakes.ts";
import { optionsFor } from "./helpers.ts";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "none" });
});
afterAll(() => fakes.close());
beforeEach(() => fakes.control.reset());

describe("the interview kit over the development markets, without a model", () => {
  it.each(MARKETS.map((market) => [market.idea] as const))(
    "asks open past-tense questions and points only at the report's own threads and communities: %s",
    async (idea) => {
      const report = await runAnalysis(idea, optionsFor(fakes));
      const kit = report.interviewKit!;
      expect(kit.writtenBy).toBe("templates");
      expect(kit.pains.length).toBeGreaterThan(0);
      const sourceUrls = new Set(report.sources.map((source) => source.url));
      for (const pain of kit.pains) {
        expect(pain.questions.length).toBeGreaterThanOrEqual(3);
        for (const { question } of pain.questions)
          expect(isOpenPastQuestion(question), question).toBe(true);
        for (const thread of pain.threads) expect(sourceUrls.has(thread.url)).toBe(true);
      }
      // Worded from each pain's own quotes: no two pains are asked the same five questions.
      const asked = kit.pains.map((pain) => pain.questions.map((item) => item.question).join("\n"));
      expect(new Set(asked).size).toBe(asked.length);
      const quotes = FEEDBACK_PLATFORMS.flatMap((platform) => report.platformFeedback[platform]);
      expect(kit.communities.length).toBeGreaterThan(0);
      for (const community of kit.communities) {
        const host = new URL(community.url).hostname;
        const from = quotes.filter((quote) => new URL(quote.sourceUrl).hostname === host);
        expect(from.length, community.name).toBeGreaterThanOrEqual(community.quotes);
      }
    },
  );
});
