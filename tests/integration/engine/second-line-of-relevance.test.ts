import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModels } from "../../../src/engine/llm/create-models.ts";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import { judgeStage } from "../../../src/engine/stages/judge-stage.ts";
import { createRunContext } from "../../../src/engine/stages/run-context.ts";
import { startFakes } from "../../fakes/start-fakes.ts";
import type { Fakes } from "../../fakes/start-fakes.ts";
import { aComment } from "../../support/evidence.ts";
import { optionsFor } from "./helpers.ts";

const GROOMING =
  "A booking app for independent dog groomers that cuts no-shows with deposits and automatic reminders.";
let fakes: Fakes;

beforeAll(async () => {
  fakes = await startFakes({ aiProvider: "openai-compatible" });
});
afterAll(() => fakes.close());

describe("the second line of relevance", () => {
  it("lets a model's 'yes' put a quote on the page, but only what the word gate also keeps moves a conclusion", async () => {
    const options = optionsFor(fakes);
    const setup = await createModels(options);
    if (!setup.ok) throw new Error("the fake model is configured");
    // The fake model calls what it cannot place on topic, as a fallible judge does.
    // One of the idea's words (a deposit), not enough for the word gate on its own.
    const beardKit = aComment(
      "beard",
      "My barber takes a deposit now, and his beard oil is the best I have found.",
    );
    const groomers = [
      "Third no-show this week at my grooming salon. Deposits from now on for every dog.",
      "Dog groomers: automatic reminders the day before cut our no-shows by half.",
      "We take a deposit at booking; no-shows dropped and the dog groomers are happier.",
    ].map((text, index) => aComment(`groomer-${index}`, text));
    const judged = await judgeStage({
      run: createRunContext(GROOMING, options, {}),
      plan: planResearch(GROOMING),
      items: [beardKit, ...groomers],
      models: setup.models,
    });
    const shown = judged.evidence.map((item) => item.id);
    expect(shown).toContain("beard");
    expect(judged.corroborated.has("beard")).toBe(false);
    const shownGroomers = groomers.filter((groomer) => shown.includes(groomer.id));
    expect(shownGroomers.length).toBeGreaterThan(0);
    for (const groomer of shownGroomers) expect(judged.corroborated.has(groomer.id)).toBe(true);
  });

  it("lists a product a model alone admits only when it names the idea's audience", async () => {
    const options = optionsFor(fakes);
    const setup = await createModels(options);
    if (!setup.ok) throw new Error("the fake model is configured");
    const product = (id: string, title: string, text: string) =>
      aComment(id, text, {
        kind: "product",
        platform: "producthunt",
        source: "producthunt",
        title,
        url: `https://www.producthunt.com/products/${id}`,
      });
    // Both share a word with the idea, too few for the word gate; the fake model calls both
    // competitors, as a judge does with what it cannot place.
    const anotherMarkets = product(
      "paylark",
      "Paylark",
      "Automatic reminders for unpaid invoices, written in your voice.",
    );
    const forGroomers = product(
      "brushbook",
      "Brushbook",
      "The calendar dog groomers keep their regulars in, with reminders.",
    );
    const judged = await judgeStage({
      run: createRunContext(GROOMING, options, {}),
      plan: planResearch(GROOMING),
      items: [anotherMarkets, forGroomers],
      models: setup.models,
    });
    const shown = judged.evidence.map((item) => item.id);
    expect(shown).toEqual(expect.arrayContaining(["paylark", "brushbook"]));
    expect(judged.listable.has("brushbook")).toBe(true);
    expect(judged.listable.has("paylark")).toBe(false);
  });
});
