import { describe, expect, test } from "vitest";
import type { Report, SourceRef } from "../../../src/contract/report.ts";
import { answerQuestion, evidenceOnlyAnswer } from "../../../src/engine/chat/answer-question.ts";
import { numberSources } from "../../../src/engine/chat/chat-context.ts";
import { questionIntents } from "../../../src/engine/chat/retrieve-quotes.ts";
import { reportFixture } from "../report/fixtures.ts";

const source = (n: number, text: string, overrides: Partial<SourceRef> = {}): SourceRef => ({
  id: `reddit-${n}`,
  platform: "reddit",
  source: "reddit",
  kind: "comment",
  url: `https://www.reddit.com/r/physio/comments/t${n}/`,
  title: null,
  text,
  author: `physio_${n}`,
  createdAt: null,
  score: n,
  ...overrides,
});

const LONG_COMPLAINT =
  "We run a small clinic with three physiotherapists and most weeks are fine, the diary is full and the regulars come back. " +
  "Reception keeps a paper list of people who asked for an earlier slot and we call them when someone drops out. " +
  "It is so frustrating when a patient cancels at 8am and nobody on the waitlist picks up the phone before the slot is gone.";

/** A clinic-scheduling report whose evidence never uses the word "complain". */
const report: Report = {
  ...reportFixture,
  idea: "A waitlist that fills physiotherapy cancellations automatically",
  competitors: [{ ...reportFixture.competitors[0]!, name: "Cliniko", evidenceIds: ["web-9"] }],
  sources: [
    source(1, "Our clinic uses a shared calendar and it works well enough for booking."),
    source(2, "Last-minute cancellations cost us about four appointments a week."),
    source(3, LONG_COMPLAINT),
    source(4, "I wish the booking system would text the next patient on the waitlist by itself."),
    source(5, "Cliniko is too expensive for a solo practice, we pay for features we never use."),
    source(6, "Calling patients one by one is tedious and a waste of time for reception.", {
      platform: "hackernews",
      source: "hackernews",
      url: "https://news.ycombinator.com/item?id=6",
      author: null,
    }),
    source(7, "Cliniko handles our notes and invoices, no problems there.", {
      kind: "product",
      platform: "web",
      source: "brave",
      url: "https://www.cliniko.com/",
      author: null,
    }),
    source(8, "We love how quickly patients book online now, it has been great for the practice."),
  ],
};

const sources = numberSources(report);
const ask = (question: string) => evidenceOnlyAnswer({ report, history: [], question }, sources);
const quotedNumbers = (answer: string) =>
  [...answer.matchAll(/\) ?(?:, [^[]+)? \[(\d+)\]$/gm)].map((match) => Number(match[1]));

describe("the evidence-only chat", () => {
  test("reads what a question asks for, not only its words", () => {
    expect(questionIntents("What do users complain about most?")).toEqual(["complaints"]);
    expect(questionIntents("Which features do people wish for?")).toEqual(["requests"]);
    expect(questionIntents("What are the alternatives and their pricing?")).toEqual([
      "competitors",
    ]);
    expect(questionIntents("What do users love?")).toEqual(["praise"]);
    expect(questionIntents("How big is the market?")).toEqual([]);
  });

  test("answers a complaint question with the complaints, quoted verbatim with platform, link and number", () => {
    const answer = ask("What do users complain about most?");
    expect(answer).toContain("AI answers need a language model on this server");
    expect(answer).not.toMatch(/[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]/);
    expect(answer).toContain("What users complain about, in their own words:");
    const cited = quotedNumbers(answer);
    expect(cited.length).toBeGreaterThanOrEqual(3);
    expect(cited).toEqual(expect.arrayContaining([3, 5, 6]));
    // Praise, a product page and a neutral remark are not complaints.
    expect(cited).not.toContain(8);
    expect(cited).not.toContain(7);
    expect(cited).not.toContain(1);
    expect(answer).toContain("— [Hacker News](https://news.ycombinator.com/item?id=6) [6]");
    expect(answer).toContain(
      "— [Reddit](https://www.reddit.com/r/physio/comments/t5/), physio_5 [5]",
    );
  });

  test("quotes a long comment from the sentence that complains, trimmed only with ellipses", () => {
    const answer = ask("What frustrates clinics?");
    const quote = [...answer.matchAll(/“([^”]+)”/g)]
      .map((match) => match[1]!)
      .find((text) => text.includes("so frustrating"));
    expect(quote).toBeDefined();
    expect(quote!.startsWith("…It is so frustrating")).toBe(true);
    const words = quote!.replace(/^…|…$/g, "");
    expect(LONG_COMPLAINT).toContain(words);
  });

  test("every quote is verbatim text of the evidence it cites", () => {
    for (const question of [
      "What do users complain about most?",
      "What do people wish for?",
      "What about competitors?",
      "What do users love?",
    ]) {
      const answer = ask(question);
      for (const match of answer.matchAll(
        /“([^”]+)”\n> — \[[^\]]+\]\([^)]+\)(?:, [^[]+)? \[(\d+)\]/g,
      )) {
        const text = sources
          .find((each) => each.number === Number(match[2]))!
          .text.replace(/\s+/g, " ");
        expect(text).toContain(match[1]!.replace(/^…|…$/g, ""));
      }
    }
  });

  test("answers wishes with requests and competitor questions with the competitors and who names them", () => {
    expect(quotedNumbers(ask("Which features do people wish for?"))).toEqual([4]);
    const competitors = ask("What are the alternatives and their pricing?");
    expect(competitors).toContain("**Cliniko**: $21/month");
    expect(quotedNumbers(competitors)).toEqual(expect.arrayContaining([5, 7]));
  });

  test("says plainly when nothing matches", () => {
    const calm: Report = {
      ...report,
      sources: [source(1, "Our clinic uses a shared calendar for booking.")],
    };
    const answer = evidenceOnlyAnswer(
      { report: calm, history: [], question: "What do users complain about?" },
      numberSources(calm),
    );
    expect(answer).toContain("No item of evidence in this report (1 in all) reads as a complaint.");
    expect(answer).not.toContain("“");
    const empty: Report = { ...report, sources: [] };
    expect(evidenceOnlyAnswer({ report: empty, history: [], question: "Anything?" }, [])).toContain(
      "This report gathered no evidence",
    );
  });

  test("streams through the grounder with every quote and link intact", async () => {
    let text = "";
    let removed = -1;
    for await (const part of answerQuestion(
      { report, history: [], question: "What do users complain about most?" },
      { sources: {} as never, model: { provider: "none" } },
    )) {
      if (part.type === "text") text += part.text;
      else removed = part.removedClaims;
    }
    expect(removed).toBe(0);
    expect(text).toContain("[[5]](https://www.reddit.com/r/physio/comments/t5/)");
    expect(text).toContain("[Reddit](https://www.reddit.com/r/physio/comments/t5/)");
  });
});
