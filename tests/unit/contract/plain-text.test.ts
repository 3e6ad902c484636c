import { describe, expect, it } from "vitest";
import { startAnalysisBodySchema } from "../../../src/contract/analysis.ts";
import { signInSchema } from "../../../src/contract/auth.ts";
import { sendChatMessageBodySchema } from "../../../src/contract/chat.ts";
import { contactMessageSchema } from "../../../src/contract/contact.ts";
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
} from "../../../src/contract/plain-text.ts";

describe("plain text", () => {
  it("finds NUL, the other C0 controls, DEL and lone surrogates, not emoji or accents", () => {
    for (const text of [
      "a\u0000b",
      "\u0007",
      "\u001b[31m",
      "x\u007f",
      "\ud800",
      "a\udc00b",
      "\ud83d",
    ]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["Ada Lovelace", "Zoë — café", "rocket 🚀", "日本語"]) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });

  it("lets line breaks and tabs into a message but not into a single-line field", () => {
    expect(hasControlCharacters("one\ntwo\r\n\tthree", "multi-line")).toBe(false);
    expect(hasControlCharacters("one\ntwo")).toBe(true);
    expect(hasControlCharacters("one\ttwo")).toBe(true);
  });

  it("is the rule of every typed field, with the same words in the form and the API", () => {
    const refusal = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(refusal(startAnalysisBodySchema.safeParse({ idea: "An app\u0000" }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(startAnalysisBodySchema.safeParse({ idea: "An app\nfor tutors" }).success).toBe(true);
    expect(refusal(sendChatMessageBodySchema.safeParse({ message: "Hi\u0000" }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(refusal(signInSchema.safeParse({ email: "a\u0000@example.com", password: "x" }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(
      refusal(signInSchema.safeParse({ email: "a@example.com", password: "pass\u0000" })),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
    const contact = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Line\nline" };
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(
      refusal(contactMessageSchema.safeParse({ ...contact, subject: "Hi\nBcc: x@example.com" })),
    ).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
