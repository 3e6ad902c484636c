import { describe, expect, it } from "vitest";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import { planWithModel } from "../../../src/engine/plan/plan-with-model.ts";
import { judgeStage } from "../../../src/engine/stages/judge-stage.ts";
import { createRunContext } from "../../../src/engine/stages/run-context.ts";
import type { Models } from "../../../src/engine/llm/create-models.ts";
import type { Evidence } from "../../../src/engine/types.ts";
import { stableNumber } from "../../fakes/content.ts";
import { quotableItems } from "../../fakes/markets/answer-key.ts";
import { MARKETS } from "../../fakes/markets/corpus.ts";
import { dogGroomingMarket } from "../../fakes/markets/dog-grooming.ts";
import { physioWaitlistMarket } from "../../fakes/markets/physio-waitlist.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";
import { useFakes } from "./helpers.ts";

const IDEA = physioWaitlistMarket.idea;
const fakesFor = useFakes("openai-compatible");

function modelsFor(fakes: Fakes): Models {
  const provider = createOpenAICompatible({
    name: "fake",
    baseURL: fakes.env.AI_BASE_URL ?? "",
    apiKey: "k",
    includeUsage: true,
    supportsStructuredOutputs: true,
  });
  return {
    main: provider("fake-model"),
    fast: provider("fake-model-fast"),
    mainName: "fake-model",
    fastName: "fake-model-fast",
  };
}

function run() {
  return createRunContext(IDEA, { sources: {} as never, model: { provider: "none" } }, {});
}

describe("planning with a model", () => {
  it("adds the model's communities and phrases to the rules' plan", async () => {
    const context = run();
    const plan = await planWithModel({
      run: context,
      ...modelFor(fakesFor()),
      rulesPlan: planResearch(IDEA),
      deadline: context.now() + 2_000,
    });
    expect(plan?.plannedBy).toBe("model");
    expect(plan?.communities).toEqual(expect.arrayContaining(["physiotherapy"]));
    expect(plan?.queries).toEqual(expect.arrayContaining(planResearch(IDEA).queries.slice(0, 3)));
    expect(context.modelCalls.map((call) => call.stage)).toEqual(["understanding"]);
  });

  it("gives up on a late plan at its deadline, leaving the rules' plan to be searched", async () => {
    const fakes = fakesFor();
    fakes.control.model.latencyByName = { research_plan: 10_000 };
    const context = run();
    const started = performance.now();
    const plan = await planWithModel({
      run: context,
      ...modelFor(fakes),
      rulesPlan: planResearch(IDEA),
      deadline: context.now() + 800,
    });
    expect(plan).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a plan that never matches the schema", async () => {
    const fakes = fakesFor();
    fakes.control.model.mode = "invalid";
    const context = run();
    expect(
      await planWithModel({
        run: context,
        ...modelFor(fakes),
        rulesPlan: planResearch(IDEA),
        deadline: context.now() + 2_000,
      }),
    ).toBeNull();
  });
});

describe("judging relevance with a model", () => {
  /**
   * A dog owner's post about their dog growling at the groomer: the lexical gate reads it as the
   * groomers' booking problem ("grooming appointments", "the next booking"), the answer key as off.
   */
  function ownersPost(): Evidence {
    const [url, keyed] =
      [...quotableItems(MARKETS).entries()].find(
        ([, entry]) =>
          entry.market === dogGroomingMarket &&
          entry.item.text.startsWith("My 2 year old Aussie used to be fine"),
      ) ?? [];
    if (!url || !keyed) throw new Error("the corpus lost its dog owner's post");
    const id =
      [...Array(50).keys()]
        .map((n) => `reddit:owner${n}`)
        .find((candidate) => stableNumber(candidate, 12) !== 0) ?? "reddit:owner";
    return {
      id,
      platform: "reddit",
      source: "reddit",
      kind: "post",
      title: "Dog has started growling at the groomer, how do I get him used to clippers at home?",
      text: keyed.item.text,
      author: keyed.item.author,
      url,
      createdAt: null,
      score: 1,
      subreddit: "Dogtraining",
    };
  }

  it("drops an item the lexical gate would keep when the model labels it off topic", async () => {
    const aside = ownersPost();
    const plan = planResearch(dogGroomingMarket.idea);
    const lexicalOnly = await judgeStage({ run: run(), plan, items: [aside], models: null });
    expect(lexicalOnly.evidence.map((item) => item.id)).toEqual([aside.id]);
    const judged = await judgeStage({
      run: run(),
      plan,
      items: [aside],
      models: modelsFor(fakesFor()),
    });
    expect(judged.evidence).toEqual([]);
    expect(judged.offTopic).toBe(1);
  });

  it("falls back on the lexical gate when the model fails", async () => {
    const fakes = fakesFor();
    fakes.control.model.mode = "invalid";
    const aside = ownersPost();
    const judged = await judgeStage({
      run: run(),
      plan: planResearch(dogGroomingMarket.idea),
      items: [aside],
      models: modelsFor(fakes),
    });
    expect(judged.evidence.map((item) => item.id)).toEqual([aside.id]);
  });
});

function modelFor(fakes: Fakes) {
  const models = modelsFor(fakes);
  return { model: models.fast, modelName: models.fastName };
}
