import { describe, expect, it } from "vitest";
import { warningsForEmptyPlatforms } from "../../../src/engine/report-warnings.ts";
import type { PlatformFeedback, Warning } from "../../../src/contract/report.ts";

const noFeedback: PlatformFeedback = {
  reddit: [],
  hackernews: [],
  youtube: [],
  twitter: [],
  tiktok: [],
  facebook: [],
  stackexchange: [],
  appstore: [],
  bluesky: [],
  githubissues: [],
};
const skipped = (source: Warning["source"]): Warning => ({
  code: "not-configured",
  source,
  message: "not searched",
});
const twitterNote = (warnings: Warning[], preview = false) =>
  warningsForEmptyPlatforms(noFeedback, warnings, preview).find((w) => w.source === "twitter")
    ?.message;

describe("why a platform shows no feedback", () => {
  it("an X without its own key was still searched through the web, so nothing found is nothing found", () => {
    expect(twitterNote([skipped("x")])).toBe(
      "No X (Twitter) feedback is shown because the search found nothing relevant to this idea. Nothing was filled in to replace it.",
    );
  });

  it("X is unavailable when neither its API nor a web search ran, or when one of them failed", () => {
    expect(twitterNote([skipped("x"), skipped("tavily")])).toMatch(/its source was unavailable/);
    expect(
      twitterNote([{ code: "timeout", source: "tavily", message: "Tavily did not answer" }]),
    ).toMatch(/its source was unavailable/);
  });

  it("a preview runs no web search, which only TikTok and Facebook depend on", () => {
    expect(
      warningsForEmptyPlatforms(noFeedback, [], true).find((w) => w.source === "tiktok")?.message,
    ).toMatch(/a preview does not search TikTok/);
    expect(twitterNote([], true)).toMatch(/found nothing relevant/);
  });
});
