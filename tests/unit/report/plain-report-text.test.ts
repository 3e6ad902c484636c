import { describe, expect, test } from "vitest";
import {
  CONFIGURATION_VARIABLE,
  plainWarnings,
  withoutConfigurationAdvice,
} from "../../../src/contract/plain-report-text.ts";
import type { Report } from "../../../src/contract/report.ts";
import { toPreviewTeaser } from "../../../src/server/modules/previews/to-preview-teaser.ts";
import { reportFixture, stored } from "./fixtures.ts";

/** Warnings and notes exactly as earlier engine versions saved them. */
const legacy: Report = {
  ...reportFixture,
  warnings: [
    {
      code: "not-configured",
      source: "reddit",
      message:
        "Reddit was skipped because it is not configured, so this report has no posts and comments from communities from it. Set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET to include it.",
    },
    {
      code: "not-configured",
      source: "tavily",
      message:
        "Tavily web search was skipped because it is not configured, so this report has no competitors on the web and public TikTok and Facebook posts from it. Set TAVILY_API_KEY (or BRAVE_API_KEY, or EXA_API_KEY) to include it.",
    },
    {
      code: "model-not-configured",
      source: null,
      message:
        "No language model is configured (AI_PROVIDER=none). The report was built directly from the evidence (counts, phrases and quotes). Set AI_PROVIDER, AI_MODEL and AI_API_KEY to add reasoned analysis.",
    },
    {
      code: "model-fallback",
      source: null,
      message: "The model could not write the market summary (Set X_BEARER_TOKEN.).",
    },
    {
      code: "not-configured",
      source: "x",
      message: "X search is not configured, so this report has no posts from X.",
    },
  ],
  sections: {
    ...reportFixture.sections,
    marketSummary: {
      generatedBy: "evidence-only",
      note: "Built without a language model from counts, phrases and quotes in the evidence. Add a model (AI_PROVIDER, AI_MODEL, AI_API_KEY) for reasoned analysis and labelled estimates.",
    },
  },
};

const VARIABLE = new RegExp(CONFIGURATION_VARIABLE.source, "g");

describe("reports saved with configuration advice reach readers in plain words", () => {
  test("recognises variable names, including one-letter prefixes", () => {
    for (const name of ["REDDIT_CLIENT_ID", "AI_PROVIDER", "X_BEARER_TOKEN", "TAVILY_API_KEY"])
      expect(name).toMatch(CONFIGURATION_VARIABLE);
    for (const words of ["Reddit", "AI reasoning", "X (Twitter)", "B2B SaaS", "HTTP 500"])
      expect(words).not.toMatch(CONFIGURATION_VARIABLE);
  });

  test("a legacy warning is rephrased or loses the sentences that give advice", () => {
    expect(plainWarnings(legacy.warnings).map((warning) => warning.message)).toEqual([
      "Reddit was not searched for this report.",
      "Web search was not used for this report, so it has no competitors from the web and no TikTok or Facebook posts.",
      "The report was built directly from the evidence (counts, phrases and quotes).",
      "X search is not configured, so this report has no posts from X.",
    ]);
    expect(withoutConfigurationAdvice("Plain words stay as they are.")).toBe(
      "Plain words stay as they are.",
    );
  });

  test("a report read back for its owner never shows a variable name", () => {
    const read = stored(legacy);
    const report = read?.kind === "report" ? read.report : null;
    expect(JSON.stringify(report?.warnings).match(VARIABLE)).toBeNull();
    expect(report?.sections.marketSummary.note).toBe(
      "Built without a language model from counts, phrases and quotes in the evidence.",
    );
  });

  test("the preview teaser never sends one", () => {
    const teaser = toPreviewTeaser(legacy);
    expect(JSON.stringify(teaser).match(VARIABLE)).toBeNull();
    expect(teaser.warnings).toContain("Reddit was not searched for this report.");
  });
});
