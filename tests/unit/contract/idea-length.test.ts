import { describe, expect, it } from "vitest";
import { ideaSchema } from "../../../src/contract/analysis.ts";
import { clipCharacters, countCharacters, LIMITS } from "../../../src/contract/site.ts";
import { validateIdea } from "../../../src/engine/stages/run-context.ts";

const engineAccepts = (idea: string) => {
  try {
    validateIdea(idea);
    return true;
  } catch {
    return false;
  }
};

describe("an idea's length is counted the same way by the form, the API and the engine", () => {
  const max = LIMITS.ideaMaxLength;
  const cases = {
    "300 emoji": "🚀".repeat(300),
    "500 emoji": "🚀".repeat(max),
    "501 emoji": "🚀".repeat(max + 1),
    "500 letters": "a".repeat(max),
    "501 letters": "a".repeat(max + 1),
    "accented and combined": "é".repeat(max),
  };

  it.each(Object.entries(cases))("%s: accepted by both or refused by both", (_name, idea) => {
    expect(ideaSchema.safeParse(idea).success).toBe(engineAccepts(idea));
    expect(engineAccepts(idea)).toBe(countCharacters(idea) <= max);
  });

  it("counts an emoji as one character and never clips one in half", () => {
    expect(countCharacters("🚀 rocket")).toBe(8);
    const clipped = clipCharacters(`${"a".repeat(max - 1)}🚀🚀`, max);
    expect(countCharacters(clipped)).toBe(max);
    expect(clipped.endsWith("🚀")).toBe(true);
    expect(ideaSchema.safeParse(clipped).success).toBe(true);
  });
});
