import { describe, expect, it } from "vitest";
import {
  previewScoreRange,
  type PreviewScoreMoves,
} from "../../../src/contract/preview-score-moves.ts";

const none = { low: null, medium: null, high: null };
const measured: PreviewScoreMoves = {
  measuredOn: "2026-11-27",
  byMode: {
    "evidence-only": {
      markets: 29,
      byConfidence: {
        low: { markets: 27, lowest: -13, highest: 45 },
        medium: { markets: 2, lowest: 12, highest: 15 },
        high: null,
      },
      all: { markets: 29, lowest: -13, highest: 45 },
    },
    ai: {
      markets: 29,
      byConfidence: { ...none, medium: { markets: 17, lowest: 3, highest: 26 } },
      all: { markets: 29, lowest: -6, highest: 52 },
    },
  },
};

describe("the range a full report can move a preview's score by", () => {
  it("applies what the benchmark measured for previews of the same confidence", () => {
    const range = previewScoreRange({ score: 24, confidence: "low" }, "evidence-only", measured);
    expect(range).toMatchObject({ from: 11, to: 69 });
    expect(range.sentence).toBe(
      "On our test markets, full reports scored from 13 points below to 45 above their low-confidence previews (27 of 29 markets, measured in November 2026): for this idea, 11–69.",
    );
  });

  it("never leaves 0-100", () => {
    expect(
      previewScoreRange({ score: 5, confidence: "low" }, "evidence-only", measured),
    ).toMatchObject({ from: 0, to: 50 });
    expect(previewScoreRange({ score: 90, confidence: "medium" }, "ai", measured)).toMatchObject({
      from: 93,
      to: 100,
    });
  });

  it("says when it falls back to every market because too few previews had this confidence", () => {
    const range = previewScoreRange({ score: 60, confidence: "medium" }, "evidence-only", measured);
    expect(range).toMatchObject({ from: 47, to: 100 });
    expect(range.sentence).toContain("from 13 points below to 45 above their previews (29 of 29");
    expect(range.sentence).not.toContain("medium-confidence");
  });

  it("reads a move in one direction as such", () => {
    expect(
      previewScoreRange({ score: 40, confidence: "medium" }, "ai", measured).sentence,
    ).toContain("scored 3–26 points above their medium-confidence previews");
  });

  it("ships with ranges measured on the benchmark for both modes", () => {
    for (const mode of ["ai", "evidence-only"] as const) {
      const range = previewScoreRange({ score: 50, confidence: "low" }, mode);
      expect(range.from).toBeLessThanOrEqual(range.to);
      expect(range.sentence).toMatch(/of \d+ markets, measured in \w+ \d{4}/);
    }
  });
});
