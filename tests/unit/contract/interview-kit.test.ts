import { describe, expect, it } from "vitest";
import { asksToContactQuoted, isOpenPastQuestion } from "../../../src/contract/interview-kit.ts";

describe("isOpenPastQuestion", () => {
  it.each([
    "Tell me about the last time a payment came in late. What did you do?",
    "Walk me through what happened the last time you chased an invoice.",
    "What did you do when the client stopped answering?",
    "What have you tried so far?",
    "How much did it cost you the last time, in hours or money?",
    // A source's words quoted inside the question are theirs, not its framing.
    'Someone wrote: "I would pay for something that fixes this." When did that last happen to you?',
  ])("accepts an open question about what happened: %s", (question) => {
    expect(isOpenPastQuestion(question)).toBe(true);
  });

  it.each([
    "Would you pay $20 a month for this?",
    "How much would you pay for a fix?",
    "What will you do next time?",
    "Do you think this is a problem?",
    "Do you chase invoices by hand?",
    "Is it annoying?",
    "Are you frustrated by late payments?",
    "Could you see yourself using an app for this?",
    "Should there be a tool for this?",
    "Did you ever lose a client over it?",
    "If you had a magic wand, what did you change?",
    "How do you handle it today?",
    'Someone wrote: "it happened again last week." Would you pay to stop it?',
    "",
  ])("rejects a hypothetical, a leading yes/no or a present-tense question: %s", (question) => {
    expect(isOpenPastQuestion(question)).toBe(false);
  });
});

describe("asksToContactQuoted", () => {
  it.each([
    "Message the author of this post and ask what they did the last time.",
    "DM the original poster: what did they try?",
    "Reach out to the commenters who had this happen and ask how it went.",
    "Email the reviewers who complained and ask what happened.",
    "Contact u/hive_keeper and ask what happened the last time.",
  ])("refuses a question that asks to contact the people quoted: %s", (question) => {
    expect(asksToContactQuoted(question)).toBe(true);
  });

  it("refuses a question that names one of the people quoted", () => {
    expect(
      asksToContactQuoted("What did Marta Ruiz do the last time her hives swarmed?", [
        "Marta Ruiz",
      ]),
    ).toBe(true);
    expect(asksToContactQuoted("What did you do the last time it happened?", ["Marta Ruiz"])).toBe(
      false,
    );
  });

  it.each([
    "Who did you contact the last time it happened, and what did they do?",
    "What did you email your customers the last time a delivery was late?",
    "Tell me about the last time a review changed what you did.",
  ])("keeps a question about the interviewee's own contacts: %s", (question) => {
    expect(asksToContactQuoted(question)).toBe(false);
  });
});
