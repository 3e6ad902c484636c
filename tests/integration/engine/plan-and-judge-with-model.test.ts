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
  /** A physio patient's aside that the lexical gate reads as on topic, and the answer key as off. */
  function patientAside(): Evidence {
    const [url, keyed] =
      [...quotableItems(MARKETS).entries()].find(
        ([, entry]) =>
          entry.market === physioWaitlistMarket &&
          entry.item.text.startsWith("My physio appointment got cancelled"),
      ) ?? [];
    if (!url || !keyed) throw new Error("the corpus lost its patient aside");
    const id =
      [...Array(50).keys()]
        .map((n) => `youtube:aside${n}`)
        .find((candidate) => stableNumber(candidate, 12) !== 0) ?? "youtube:aside";
    return {
      id,
      platform: "youtube",
      source: "youtube",
      kind: "comment",
      title: "5 knee physio exercises you can do at home",
      text: keyed.item.text,
      author: keyed.item.author,
      url,
      createdAt: null,
      score: 1,
    };
  }

  it("drops an item the lexical gate would keep when the model labels it off topic", async () => {
    const aside = patientAside();
    const plan = planResearch(IDEA);
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
    const aside = patientAside();
    const judged = await judgeStage({
      run: run(),
      plan: planResearch(IDEA),
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
