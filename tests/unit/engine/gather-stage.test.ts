import { describe, expect, it } from "vitest";
import { gatherStage } from "../../../src/engine/stages/gather-stage.ts";
import { createRunContext } from "../../../src/engine/stages/run-context.ts";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";
import type { Source, SourceContext } from "../../../src/engine/sources/source.ts";
import type { EngineOptions, Evidence, IdeaUnderstanding } from "../../../src/engine/types.ts";
import { aComment } from "../../support/evidence.ts";

const IDEA =
  "A flight log and compliance app for commercial drone pilots: it tracks battery cycles, maintenance and the paperwork the FAA pulls in an audit.";

function aRepository(name: string, description: string): Evidence {
  return {
    ...aComment(name, description),
    id: `github:${name}`,
    platform: "github",
    source: "github",
    kind: "repository",
    title: name,
    url: `https://github.com/${name}`,
  };
}

/** A source that answers each wave with the batches given for it, `latencyMs` apart, and records each wave's plan. */
function scriptedSource(
  name: Source["name"],
  waves: Evidence[][][],
  latencyMs: number,
): Source & { plans: IdeaUnderstanding[] } {
  const plans: IdeaUnderstanding[] = [];
  return {
    name,
    label: name,
    purpose: "items",
    missing: [],
    plans,
    async gather(context: SourceContext) {
      const batches = waves[plans.length] ?? [];
      plans.push(context.understanding);
      // Each batch is an answer: it arrives after a request, never within the call.
      for (const batch of batches) {
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        context.emit(batch);
      }
    },
  };
}

describe("gathering", () => {
  it("learns from a source's whole search, not only from the query that answered first", async () => {
    // GitHub answers its queries one by one: an unrelated repository first, then the rival.
    const github = scriptedSource(
      "github",
      [
        [
          [aRepository("pizzaco/oven-timer", "A timer for wood-fired pizza ovens.")],
          [
            aRepository(
              "skylogr/skylogr",
              "Flight log, battery cycles and maintenance tracking for commercial drone pilots, with the paperwork for an FAA audit.",
            ),
          ],
        ],
      ],
      5,
    );
    // Reddit's first answer comes last, so learning waits for it.
    const reddit = scriptedSource(
      "reddit",
      [[[aComment("c1", "Drone pilots: how do you keep the flight log for an FAA audit?")]]],
      40,
    );
    const options = { sources: {} } as unknown as EngineOptions;
    const run = createRunContext(IDEA, options, {});
    await gatherStage({
      run,
      options,
      selection: { active: [github, reddit], notConfigured: [] },
      plan: planResearch(IDEA),
      laterPlan: null,
      deadline: run.at(0.8),
      onItems: () => undefined,
    });
    const lookedUp = github.plans.slice(1).flatMap((plan) => plan.products ?? []);
    expect(lookedUp.map((product) => product.name)).toContain("skylogr");
  });

  it("learns from a source that searches slowly while others keep answering, as on a busy machine", async () => {
    // GitHub's rival arrives 1.6 s in; Reddit keeps answering every 300 ms until 2.4 s. A fixed
    // wait after the first answer would learn without the rival on some runs and with it on others.
    const github = scriptedSource(
      "github",
      [
        [
          [aRepository("pizzaco/oven-timer", "A timer for wood-fired pizza ovens.")],
          [
            aRepository(
              "skylogr/skylogr",
              "Flight log, battery cycles and maintenance tracking for commercial drone pilots, with the paperwork for an FAA audit.",
            ),
          ],
        ],
      ],
      800,
    );
    const chatter = Array.from({ length: 8 }, (_, index) => [
      aComment(`c${index}`, "Which battery do you fly with in the cold?"),
    ]);
    const reddit = scriptedSource("reddit", [chatter], 300);
    const options = { sources: {} } as unknown as EngineOptions;
    const run = createRunContext(IDEA, options, {});
    await gatherStage({
      run,
      options,
      selection: { active: [github, reddit], notConfigured: [] },
      plan: planResearch(IDEA),
      laterPlan: null,
      deadline: run.at(0.8),
      onItems: () => undefined,
    });
    const lookedUp = github.plans.slice(1).flatMap((plan) => plan.products ?? []);
    expect(lookedUp.map((product) => product.name)).toContain("skylogr");
  });

  it("looks up a product the people name in the later waves' conversations, not only the first's", async () => {
    const github = scriptedSource(
      "github",
      [
        [
          [
            aRepository(
              "skylogr/skylogr",
              "Flight log, battery cycles and maintenance tracking for commercial drone pilots, with the paperwork for an FAA audit.",
            ),
          ],
        ],
      ],
      5,
    );
    // The first wave's threads name no tool; the second wave's, searched with what was learned, do.
    const naming = (id: string, thread: string) =>
      aComment(
        id,
        "As commercial drone pilots we switched to Flightbook for the flight log and the FAA audit paperwork.",
        { thread },
      );
    const reddit = scriptedSource(
      "reddit",
      [
        [[aComment("c1", "Drone pilots: how do you keep the flight log for an FAA audit?")]],
        [[naming("c2", "t2"), naming("c3", "t3")]],
      ],
      20,
    );
    const options = { sources: {} } as unknown as EngineOptions;
    const run = createRunContext(IDEA, options, {});
    const output = await gatherStage({
      run,
      options,
      selection: { active: [github, reddit], notConfigured: [] },
      plan: planResearch(IDEA),
      laterPlan: null,
      deadline: run.at(0.8),
      onItems: () => undefined,
    });
    expect(output.plan.named).toContain("Flightbook");
    const lookedUp = reddit.plans.flatMap((plan) => plan.products ?? []).map(({ name }) => name);
    expect(lookedUp).toContain("Flightbook");
  });
});
