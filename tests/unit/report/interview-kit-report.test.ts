import { describe, expect, it } from "vitest";
import { reportToMarkdown } from "../../../src/contract/export/report-markdown.ts";
import { kitQuestions } from "../../../src/contract/interview-kit.ts";
import { previewTeaserSchema } from "../../../src/contract/preview.ts";
import type { Report } from "../../../src/contract/report.ts";
import { reportDigest } from "../../../src/engine/chat/chat-context.ts";
import { buildInterviewKit } from "../../../src/engine/verdict/build-interview-kit.ts";
import { toPreviewTeaser } from "../../../src/server/modules/previews/to-preview-teaser.ts";
import { exportInput } from "../export/export-input.ts";
import { reportFixture, stored } from "./fixtures.ts";

const kit = buildInterviewKit({
  audience: reportFixture.understanding.audience,
  topPainPoints: reportFixture.redditInsights.topPainPoints,
  platformFeedback: reportFixture.platformFeedback,
  sources: reportFixture.sources,
});
const withKit: Report = { ...reportFixture, interviewKit: kit };

/** Every piece of the kit's own text: what only an account may read. */
function kitTexts(): string[] {
  return [
    ...kit.pains.flatMap((pain) => [
      ...pain.questions.map((item) => item.question),
      ...pain.threads.flatMap((thread) => [thread.title, thread.url]),
      pain.strongSignal,
      pain.weakSignal,
    ]),
    ...kit.communities.map((community) => community.name),
    ...kit.screener,
    kit.outreach,
  ];
}

describe("the interview kit in a stored report", () => {
  it("reads a report stored before the kit existed, without one", () => {
    const read = stored(JSON.parse(JSON.stringify(reportFixture)));
    expect(read?.kind).toBe("report");
    expect(read?.kind === "report" && read.report.interviewKit).toBeUndefined();
    expect(reportToMarkdown(exportInput(reportFixture))).not.toContain("## Interview kit");
  });

  it("reads a report with the kit back whole", () => {
    const read = stored(JSON.parse(JSON.stringify(withKit)));
    expect(read?.kind === "report" && read.report.interviewKit).toEqual(kit);
    expect(kit.pains.length).toBeGreaterThan(0);
  });

  it("exports the kit in Markdown: every question, thread link and community", () => {
    const markdown = reportToMarkdown(exportInput(withKit));
    expect(markdown).toContain("## Interview kit");
    for (const pain of kit.pains) {
      for (const { question } of pain.questions) expect(markdown).toContain(question);
      for (const thread of pain.threads) expect(markdown).toContain(`](<${thread.url}>)`);
    }
    for (const community of kit.communities) expect(markdown).toContain(`](<${community.url}>)`);
    expect(markdown).toContain(kit.outreach);
  });

  it("exports a model-written question with the sources it cites", () => {
    const written = buildInterviewKit({
      audience: reportFixture.understanding.audience,
      topPainPoints: reportFixture.redditInsights.topPainPoints,
      platformFeedback: reportFixture.platformFeedback,
      sources: reportFixture.sources,
      modelQuestions: new Map([
        [
          kit.pains[0]!.title,
          [
            "Tell me about the last invoice that was paid late. What did you do?",
            "What did you try the last time a client ignored a reminder?",
            "How long did the last chase take you, start to finish?",
          ].map((question) => ({ question, evidenceIds: ["reddit-3"] })),
        ],
      ]),
    });
    const markdown = reportToMarkdown(exportInput({ ...reportFixture, interviewKit: written }));
    const number = reportFixture.sources.findIndex((source) => source.id === "reddit-3") + 1;
    const url = reportFixture.sources[number - 1]!.url;
    expect(markdown).toContain(
      `Tell me about the last invoice that was paid late. What did you do? — Sources: [\\[${number}\\]](<${url}>)`,
    );
    expect(markdown).toContain("the others are templates");
  });

  it("gives the chat the kit to talk about", () => {
    const digest = reportDigest(withKit, []);
    expect(digest).toContain("Interview kit");
    expect(digest).toContain(kit.pains[0]!.questions[0]!.question);
  });

  it("tells a preview only that the kit exists, in counts, and sends none of its text", () => {
    const teaser = toPreviewTeaser(withKit);
    expect(previewTeaserSchema.parse(teaser)).toEqual(teaser);
    expect(teaser.interviewKit).toEqual({ pains: kit.pains.length, questions: kitQuestions(kit) });
    const body = JSON.stringify(teaser);
    for (const text of kitTexts()) expect(body).not.toContain(JSON.stringify(text).slice(1, -1));
    expect(toPreviewTeaser(reportFixture).interviewKit).toBeNull();
  });
});
