// Written by `npm run bench:verdict -- --write`: measured, never edited by hand.
import type { PreviewScoreMoves } from "./preview-score-moves.ts";

export const MEASURED_PREVIEW_SCORE_MOVES: PreviewScoreMoves = {
  measuredOn: "2026-11-27",
  byMode: {
    ai: {
      markets: 33,
      byConfidence: {
        low: { markets: 16, lowest: -2, highest: 48 },
        medium: { markets: 15, lowest: -6, highest: 22 },
        high: { markets: 2, lowest: 1, highest: 1 },
      },
      all: { markets: 33, lowest: -6, highest: 48 },
    },
    "evidence-only": {
      markets: 33,
      byConfidence: {
        low: { markets: 30, lowest: -13, highest: 45 },
        medium: { markets: 3, lowest: 9, highest: 16 },
        high: null,
      },
      all: { markets: 33, lowest: -13, highest: 45 },
    },
  },
};
