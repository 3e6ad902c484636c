import { describe, expect, it } from "vitest";
import { newPartOf } from "../../../src/engine/stages/gather-stage.ts";
import { planResearch } from "../../../src/engine/plan/plan-research.ts";

describe("a later wave of searches", () => {
  it("runs only what the first wave did not: queries, categories and the rest", () => {
    const first = planResearch("A booking app for independent dog groomers that cuts no-shows.");
    const later = {
      ...first,
      queries: [...first.queries, "grooming deposits"],
      categories: [
        ...first.categories.map((category) => category.toUpperCase()),
        "pet salon software",
      ],
    };
    const part = newPartOf(later, first);
    expect(part.queries).toEqual(["grooming deposits"]);
    // Case aside, a category already searched by GitHub and the App Store is not searched again.
    expect(part.categories).toEqual(["pet salon software"]);
  });
});
