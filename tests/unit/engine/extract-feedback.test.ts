import { describe, expect, it } from "vitest";
import { analyseEvidence } from "../../../src/engine/synthesis/analyse-evidence.ts";
import { extractFeedback } from "../../../src/engine/synthesis/extract-feedback.ts";
import { aComment } from "../../support/evidence.ts";

const ranked = (id: string, text: string, relevance: number) => ({
  ...aComment(id, text),
  relevance,
});

describe("the quotes a report shows per platform", () => {
  it("prefers a quote that voices a pain when the two are about as relevant", () => {
    const analysis = analyseEvidence([
      ranked("plain", "We take a deposit at booking for every new client.", 10),
      ranked("pain", "I hate chasing no-shows, it is so frustrating every single week.", 9),
    ]);
    expect(extractFeedback(analysis, 1).reddit.map((item) => item.evidenceId)).toEqual(["pain"]);
  });

  it("never lets a pain phrase lift a quote over one that is far more about the idea", () => {
    const analysis = analyseEvidence([
      ranked("about-the-idea", "We take a deposit at booking for every new client.", 20),
      ranked("look-alike", "I hate how frustrating my beard oil is, it runs out every week.", 6),
    ]);
    expect(extractFeedback(analysis, 1).reddit.map((item) => item.evidenceId)).toEqual([
      "about-the-idea",
    ]);
  });
});
