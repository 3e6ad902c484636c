import { describe, expect, it } from "vitest";
import { isOpenPastQuestion } from "../../../src/contract/interview-kit.ts";
import { emptyPlatformFeedback, type SourceRef } from "../../../src/contract/report.ts";
import {
  buildInterviewKit,
  isNearDuplicate,
  kitPainsOf,
  type ModelKitQuestions,
} from "../../../src/engine/verdict/build-interview-kit.ts";
import { BEE_PAINS, BEE_SOURCES } from "./kit-fixtures.ts";

function source(
  id: string,
  platform: SourceRef["platform"],
  url: string,
  title: string | null,
): SourceRef {
  return {
    id,
    platform,
    source: platform === "twitter" ? "x" : (platform as SourceRef["source"]),
    kind: "comment",
    url,
    title,
    text: "…",
    author: null,
    createdAt: null,
    score: null,
  };
}

const sources = [
  source(
    "reddit:1",
    "reddit",
    "https://www.reddit.com/r/freelance/comments/1/a/c1",
    "Clients never pay on time",
  ),
  source(
    "reddit:2",
    "reddit",
    "https://www.reddit.com/r/freelance/comments/1/a/c2",
    "Clients never pay on time",
  ),
  source(
    "hackernews:3",
    "hackernews",
    "https://news.ycombinator.com/item?id=3",
    "Ask HN: chasing invoices",
  ),
  source(
    "stackexchange:4",
    "stackexchange",
    "https://freelancing.stackexchange.com/questions/4",
    "Late invoice etiquette",
  ),
  source(
    "reddit:5",
    "reddit",
    "https://www.reddit.com/r/smallbusiness/comments/5/b",
    "Net 60 is killing us",
  ),
];

function feedback() {
  const quote = (evidenceId: string, sourceUrl: string) => ({
    evidenceId,
    comment: "x",
    featureRequest: null,
    context: "",
    sourceUrl,
    author: null,
    createdAt: null,
  });
  const platformFeedback = emptyPlatformFeedback();
  platformFeedback.reddit = [
    { ...quote("reddit:1", sources[0]!.url), subreddit: "freelance", upvotes: null },
    { ...quote("reddit:2", sources[1]!.url), subreddit: "freelance", upvotes: null },
    { ...quote("reddit:5", sources[4]!.url), subreddit: "smallbusiness", upvotes: null },
  ];
  platformFeedback.hackernews = [quote("hackernews:3", sources[2]!.url)];
  platformFeedback.stackexchange = [quote("stackexchange:4", sources[3]!.url)];
  platformFeedback.githubissues = [
    {
      ...quote("githubissues:9", "https://github.com/acme/ledger/issues/9"),
      issueOf: "acme/ledger",
    },
  ];
  return platformFeedback;
}

const kit = buildInterviewKit({
  audience: "freelance designers",
  topPainPoints: [
    {
      text: "“Clients pay invoices weeks late” — 3 people on Reddit and Hacker News raise this.",
      evidenceIds: ["reddit:1", "reddit:2", "hackernews:3"],
    },
    {
      text: "“Awkward to ask for money twice” — 2 people raise this.",
      evidenceIds: ["stackexchange:4", "reddit:5"],
    },
    { text: "Made-up pain with no source", evidenceIds: ["reddit:404"] },
  ],
  platformFeedback: feedback(),
  sources,
});

describe("buildInterviewKit", () => {
  it("asks 3-5 open questions about past behaviour for each pain the report's sources back", () => {
    expect(kit.pains.map((pain) => pain.title)).toEqual([
      "Clients pay invoices weeks late",
      "Awkward to ask for money twice",
    ]);
    for (const pain of kit.pains) {
      expect(pain.questions.length).toBeGreaterThanOrEqual(3);
      expect(pain.questions.length).toBeLessThanOrEqual(5);
      for (const { question } of pain.questions)
        expect(isOpenPastQuestion(question), question).toBe(true);
    }
    expect(kit.pains[0]!.questions[0]!.question).toContain("Clients pay invoices weeks late");
  });

  it("lists only threads the report quotes, each thread once", () => {
    expect(kit.pains[0]!.threads.map((thread) => thread.url)).toEqual([
      sources[0]!.url,
      sources[2]!.url,
    ]);
    const urls = new Set(sources.map((s) => s.url));
    for (const pain of kit.pains)
      for (const thread of pain.threads) expect(urls.has(thread.url)).toBe(true);
  });

  it("names where the quotes came from, with how many each supplied", () => {
    expect(kit.communities).toEqual([
      { name: "r/freelance", url: "https://www.reddit.com/r/freelance/", quotes: 2 },
      {
        name: "acme/ledger issues (GitHub)",
        url: "https://github.com/acme/ledger/issues",
        quotes: 1,
      },
      expect.objectContaining({
        name: expect.stringContaining("Stack Exchange"),
        url: "https://freelancing.stackexchange.com/",
        quotes: 1,
      }),
      { name: "Hacker News", url: "https://news.ycombinator.com/", quotes: 1 },
      { name: "r/smallbusiness", url: "https://www.reddit.com/r/smallbusiness/", quotes: 1 },
    ]);
  });

  it("screens for the audience and never suggests messaging the people quoted", () => {
    expect(kit.screener.length).toBeGreaterThanOrEqual(2);
    expect(kit.screener.join(" ")).toContain("freelance designers");
    expect(kit.outreach).toMatch(/do not message the people quoted/i);
    const text = JSON.stringify(kit);
    expect(text).not.toMatch(/\b(DM|direct message|reach out to (?:the )?(?:author|poster)s?)\b/i);
  });
});

describe("the templates, worded from each pain's own quotes", () => {
  const beeKit = buildInterviewKit({
    audience: "hobby beekeepers",
    topPainPoints: BEE_PAINS,
    platformFeedback: emptyPlatformFeedback(),
    sources: BEE_SOURCES,
  });
  const [mites, shops] = beeKit.pains;

  it("asks each pain five different questions, about what its quotes name, all open and past", () => {
    expect(beeKit.writtenBy).toBe("templates");
    for (const pain of beeKit.pains) {
      expect(pain.questions).toHaveLength(5);
      for (const { question, evidenceIds } of pain.questions) {
        expect(isOpenPastQuestion(question), question).toBe(true);
        expect(evidenceIds).toEqual([]);
      }
    }
    const asked = (pain: typeof mites) => pain!.questions.map((item) => item.question);
    // No question is the same for the two pains, position by position.
    asked(mites).forEach((question, index) => expect(question).not.toBe(asked(shops)[index]));
    expect(asked(mites).join(" ")).toMatch(/the varroa mite/);
    expect(asked(mites).join(" ")).toMatch(/HiveNote, ApiTrack or something else/);
    expect(asked(mites).join(" ")).toMatch(/inspectors or anyone else/);
    expect(asked(shops).join(" ")).toMatch(/the farm shops/);
    expect(asked(shops).join(" ")).toMatch(/Google Sheet or something else/);
    // Each pain's products are its own.
    expect(asked(shops).join(" ")).not.toMatch(/HiveNote|ApiTrack/);
  });

  it("falls back to the plain wording where the quotes name nothing", () => {
    // The first kit's sources say nothing ("…"), so its questions are the plain templates.
    expect(kit.pains[1]!.questions.map((item) => item.question)).toEqual([
      "Tell me about the last time you ran into “Awkward to ask for money twice”. What did you do?",
      "Walk me through what happened, step by step, the last time it came up.",
      "What have you tried to fix it so far, and what happened with each?",
      "How much did it cost you the last time, in hours or money?",
      "Who else was involved the last time, and what did they do about it?",
    ]);
  });
});

describe("the model's questions in the kit", () => {
  const cited = (question: string, ...evidenceIds: string[]) => ({ question, evidenceIds });
  const build = (modelQuestions: ModelKitQuestions) =>
    buildInterviewKit({
      audience: "hobby beekeepers",
      topPainPoints: BEE_PAINS,
      platformFeedback: emptyPlatformFeedback(),
      sources: BEE_SOURCES,
      modelQuestions,
    });
  const titles = kitPainsOf(BEE_PAINS, new Set(BEE_SOURCES.map((source) => source.id))).map(
    (pain) => pain.title,
  );

  it("replace the templates for a pain with three or more, and mark the kit as the model's", () => {
    const model = [
      cited("Tell me about the last mite count that surprised you. What did you do?", "reddit:m1"),
      cited("What did you try against varroa last autumn, and how did it go?", "reddit:m3"),
      cited("How long did the last alcohol wash take you, start to finish?", "reddit:m3"),
    ];
    const built = build(new Map([[titles[0]!, model]]));
    expect(built.writtenBy).toBe("model");
    expect(built.pains[0]!.questions).toEqual(model);
    expect(built.pains[1]!.questions.every((item) => item.evidenceIds.length === 0)).toBe(true);
  });

  it("keep a pain's fewer than three model questions and fill the rest with templates that do not repeat them", () => {
    const model = [
      cited(
        "Tell me about the last time you had trouble with the varroa mite. What did you do first?",
        "reddit:m1",
      ),
      cited("How long did the last alcohol wash take you, start to finish?", "reddit:m3"),
    ];
    const questions = build(new Map([[titles[0]!, model]])).pains[0]!.questions;
    expect(questions).toHaveLength(5);
    expect(questions.slice(0, 2)).toEqual(model);
    // The first template asks what the model's first question asks: it is left out.
    expect(questions.map((item) => item.question)).not.toContain(
      "Tell me about the last time you had trouble with the varroa mite. What did you do?",
    );
    expect(questions.slice(2).every((item) => item.evidenceIds.length === 0)).toBe(true);
  });
});

describe("isNearDuplicate", () => {
  it("tells the same question in other words from a different one", () => {
    expect(
      isNearDuplicate(
        "Tell me about the last time this happened to you. What did you do first?",
        "Tell me about the last time this happened. What did you do?",
      ),
    ).toBe(true);
    expect(
      isNearDuplicate(
        "Tell me about the last time this happened to you. What did you do first?",
        "How much did it cost you the last time, in hours or money?",
      ),
    ).toBe(false);
  });
});
