import { describe, expect, test } from "vitest";
import {
  createAnswerGrounder,
  type GroundingRules,
} from "../../../src/engine/chat/ground-answer.ts";

const rules: GroundingRules = {
  sources: [
    {
      number: 1,
      url: "https://www.reddit.com/r/freelance/comments/abc1/",
      text: "I spend hours every month chasing late invoices, it is exhausting.",
    },
    {
      number: 2,
      url: "https://news.ycombinator.com/item?id=42",
      text: "Clients ignore the first reminder almost every time.",
    },
  ],
  extraUrls: ["https://www.hellobonsai.com"],
  extraQuotable: ["What do freelancers hate most about invoicing?"],
};

/** Feeds the text in pieces of the given size, as a model's stream would. */
function grounded(text: string, pieceSize: number) {
  const grounder = createAnswerGrounder(rules);
  let out = "";
  for (let index = 0; index < text.length; index += pieceSize)
    out += grounder.push(text.slice(index, index + pieceSize));
  out += grounder.flush();
  return { out, removed: grounder.removedClaims };
}

describe("grounding a chat answer", () => {
  test("citations of known evidence become links to it; unknown ones are removed", () => {
    const { out, removed } = grounded(
      "Chasing payments hurts [1]. Reminders fail [2, 7]. Made up [9].",
      1000,
    );
    expect(out).toBe(
      "Chasing payments hurts [[1]](https://www.reddit.com/r/freelance/comments/abc1/). Reminders fail [[2]](https://news.ycombinator.com/item?id=42). Made up .",
    );
    expect(removed).toBe(2);
  });

  test("links outside the evidence are removed, bare or in Markdown; the evidence's and the report's stay", () => {
    const text =
      "See https://invented.example/proof, [the study](https://fake.example/x) and [Bonsai](https://hellobonsai.com/) or https://news.ycombinator.com/item?id=42.";
    const { out, removed } = grounded(text, 1000);
    expect(out).toBe(
      "See , the study and [Bonsai](https://hellobonsai.com/) or https://news.ycombinator.com/item?id=42.",
    );
    expect(removed).toBe(2);
  });

  test("a quotation no evidence says verbatim loses its quotation marks; verbatim ones keep them", () => {
    const text =
      'One wrote “chasing late invoices, it is exhausting” and another said "this product will make us millions by Friday". You asked “What do freelancers hate most about invoicing?”.';
    const { out, removed } = grounded(text, 1000);
    expect(out).toContain("“chasing late invoices, it is exhausting”");
    expect(out).toContain("said this product will make us millions by Friday.");
    expect(out).toContain("“What do freelancers hate most about invoicing?”");
    expect(removed).toBe(1);
  });

  test.each([1, 2, 3, 7, 40])(
    "the result is the same whatever the stream's piece size (%i)",
    (size) => {
      const text =
        'Users say “I spend hours every month chasing late invoices” [1] while https://evil.example/a claims "a fabricated sentence with many words" [3].\n\n- [link](https://evil.example/b) [2]';
      expect(grounded(text, size)).toEqual(grounded(text, 10_000));
    },
  );

  test("an unclosed quotation mark does not hold the answer back for ever", () => {
    const grounder = createAnswerGrounder(rules);
    const released = grounder.push(`He said "${"word ".repeat(200)}`);
    expect(released.length).toBeGreaterThan(500);
  });
});
