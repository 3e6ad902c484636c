// Written by `npm run bench:verdict -- --write`: measured, never edited by hand.
import type { PreviewScoreMoves } from "./preview-score-moves.ts";

export const MEASURED_PREVIEW_SCORE_MOVES: PreviewScoreMoves = {
  measuredOn: "2026-11-27",
  byMode: {
    ai: {
      markets: 29,
      byConfidence: {
        low: { markets: 12, lowest: 3, highest: 52 },
        medium: { markets: 17, lowest: -6, highest: 26 },
        high: null,
      },
      all: { markets: 29, lowest: -6, highest: 52 },
    },
    "evidence-only": {
      markets: 29,
      byConfidence: {
        low: { markets: 27, lowest: -13, highest: 45 },
        medium: { markets: 2, lowest: 12, highest: 15 },
        high: null,
      },
      all: { markets: 29, lowest: -13, highest: 45 },
    },
  },
};
