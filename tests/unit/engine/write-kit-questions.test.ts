import { describe, expect, it } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import { emptyPlatformFeedback } from "../../../src/contract/report.ts";
import type { RankedEvidence } from "../../../src/engine/evidence/rank-evidence.ts";
import type { AiSectionContext } from "../../../src/engine/synthesis/ai-context.ts";
import {
  createClaimCounter,
  createEvidenceIndex,
} from "../../../src/engine/synthesis/integrity.ts";
import type { IdeaUnderstanding } from "../../../src/engine/types.ts";
import { buildInterviewKit, kitPainsOf } from "../../../src/engine/verdict/build-interview-kit.ts";
import {
  keepKitQuestions,
  writeKitQuestions,
} from "../../../src/engine/verdict/write-kit-questions.ts";
import { BEE_PAINS, BEE_SOURCES } from "./kit-fixtures.ts";
import { modelAnswering, sectionContext } from "../../support/mock-model.ts";

const evidence: RankedEvidence[] = BEE_SOURCES.map((source) => ({
  ...source,
  kind: "comment",
  relevance: 1,
}));
const index = createEvidenceIndex(evidence);
const pains = kitPainsOf(BEE_PAINS, new Set(index.byId.keys()));
const ask = (question: string, ...evidenceIds: string[]) => ({ question, evidenceIds });

describe("keepKitQuestions", () => {
  const painEvidence = new Set(["reddit:m1", "reddit:m2", "reddit:m3"]);

  it("keeps only grounded, open, past questions that leave the people quoted alone, each once", () => {
    const claims = createClaimCounter();
    const kept = keepKitQuestions({
      proposed: [
        ask("Tell me about the last mite count that surprised you. What did you do?", "reddit:m1"),
        // An id no source has, and one of another pain's: refused and counted.
        ask("Who did you ask for help the last time a colony died?", "reddit:m2", "reddit:zzz"),
        ask("What did you do the last time a farm shop paid late?", "reddit:s1"),
        ask("Would you pay for an app that counted mites for you?", "reddit:m1"),
        ask("Do you check the sticky board every week?", "reddit:m1"),
        ask("Message the author and ask what they did the last time.", "reddit:m1"),
        ask("What did marta_bees do the last time her count was late?", "reddit:m1"),
        ask("Tell me about the last mite count that surprised you. What happened?", "reddit:m1"),
        ask("What happened the last time you skipped a wash?"),
        ask(
          'Someone wrote "I lost forty colonies in one week". When did that last happen to you?',
          "reddit:m3",
        ),
        ask(
          "What did you try against varroa last autumn, and how did it go? [reddit:m3]",
          "reddit:m3",
        ),
        ask(
          "How long did the last alcohol wash take you, start to finish?",
          "reddit:m3",
          "reddit:m3",
        ),
      ],
      painEvidence,
      authors: ["marta_bees", "ol_pete"],
      index,
      claims,
    });
    expect(kept).toEqual([
      ask("Tell me about the last mite count that surprised you. What did you do?", "reddit:m1"),
      // The id the model wrote into its text is taken out of what a person reads.
      ask("What did you try against varroa last autumn, and how did it go?", "reddit:m3"),
      ask("How long did the last alcohol wash take you, start to finish?", "reddit:m3"),
    ]);
    expect(claims).toMatchObject({ droppedIds: 2, droppedItems: 1, droppedQuotes: 1 });
  });

  it("keeps five at most", () => {
    const kept = keepKitQuestions({
      proposed: [
        "Tell me about the last mite count that surprised you.",
        "What did you try against varroa last autumn?",
        "How long did the last alcohol wash take you?",
        "Who was with you the last time you opened the hives?",
        "Where did you write the counts down last spring?",
        "Which treatment did you use last August, and why?",
      ].map((question) => ask(question, "reddit:m1")),
      painEvidence,
      authors: [],
      index,
      claims: createClaimCounter(),
    });
    expect(kept).toHaveLength(5);
  });
});

const understanding = {
  idea: "A varroa mite tracker for hobby beekeepers",
  keywords: ["varroa", "beekeepers"],
  audience: "hobby beekeepers",
} as unknown as IdeaUnderstanding;

function context(model: MockLanguageModelV4): AiSectionContext {
  return sectionContext(model, understanding, evidence);
}

describe("writeKitQuestions", () => {
  it("shows each pain only its own quotes and checks each pain's answer against them", async () => {
    const prompts: string[] = [];
    const answer = {
      pains: [
        {
          pain: 1,
          questions: [
            ask(
              "Tell me about the last mite count that surprised you. What did you do?",
              "reddit:m1",
            ),
            ask("What did you try against varroa last autumn, and how did it go?", "reddit:m3"),
            ask("How long did the last alcohol wash take you, start to finish?", "reddit:m3"),
            ask("Would you pay for an app that counted mites for you?", "reddit:m1"),
            ask("Who did you ask for help the last time a colony died?", "reddit:invented"),
          ],
        },
        {
          pain: 2,
          questions: [
            ask("What did you do the last time a farm shop paid you late?", "reddit:s1"),
            ask("Would you switch to a tool that chased the shops for you?", "reddit:s2"),
          ],
        },
        { pain: 7, questions: [ask("What happened last time?", "reddit:m1")] },
      ],
    };
    const run = context(modelAnswering(answer, prompts));
    const result = await writeKitQuestions(run, pains);
    if (!result.ok) throw new Error(result.reason);
    const [mitesPrompt, shopsPrompt] = prompts[0]!.split('<pain number=\\"2\\">');
    expect(mitesPrompt).toContain('id=\\"reddit:m1\\"');
    expect(mitesPrompt).not.toContain('id=\\"reddit:s1\\"');
    expect(shopsPrompt).toContain('id=\\"reddit:s1\\"');
    expect(shopsPrompt).not.toContain('id=\\"reddit:m1\\"');
    expect(result.value.get(pains[0]!.title)?.map((item) => item.evidenceIds)).toEqual([
      ["reddit:m1"],
      ["reddit:m3"],
      ["reddit:m3"],
    ]);
    expect(result.value.get(pains[1]!.title)).toHaveLength(1);
    // The invented id is counted; so is the answer for a pain it was never shown.
    expect(run.claims).toMatchObject({ droppedIds: 1, droppedItems: 1 });

    const kit = buildInterviewKit({
      audience: "hobby beekeepers",
      topPainPoints: BEE_PAINS,
      platformFeedback: emptyPlatformFeedback(),
      sources: BEE_SOURCES,
      modelQuestions: result.value,
    });
    expect(kit.writtenBy).toBe("model");
    expect(kit.pains[0]!.questions.every((item) => item.evidenceIds.length > 0)).toBe(true);
    // One model question kept for the shops: templates write the rest.
    expect(kit.pains[1]!.questions[0]!.evidenceIds).toEqual(["reddit:s1"]);
    expect(kit.pains[1]!.questions.slice(1).every((item) => item.evidenceIds.length === 0)).toBe(
      true,
    );
    expect(kit.pains[1]!.questions).toHaveLength(5);
  });

  it("never throws: a model that fails leaves the templates", async () => {
    const failing = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error("provider down");
      },
    });
    const result = await writeKitQuestions(context(failing), pains);
    expect(result.ok).toBe(false);
    const kit = buildInterviewKit({
      audience: "hobby beekeepers",
      topPainPoints: BEE_PAINS,
      platformFeedback: emptyPlatformFeedback(),
      sources: BEE_SOURCES,
      modelQuestions: result.ok ? result.value : null,
    });
    expect(kit.writtenBy).toBe("templates");
  });

  it("asks nothing when no pain has evidence", async () => {
    const prompts: string[] = [];
    const result = await writeKitQuestions(context(modelAnswering({ pains: [] }, prompts)), []);
    expect(result).toEqual({ ok: true, value: new Map() });
    expect(prompts).toEqual([]);
  });
});
