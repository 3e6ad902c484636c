import { describe, expect, it } from "vitest";
import { storableJson, storableText } from "../../../src/db/storable-text.ts";

describe("text written to PostgreSQL", () => {
  it("loses only what the database cannot hold: NUL and half surrogate pairs", () => {
    expect(storableText("a\u0000b \uD83D tail 🚀\n")).toBe("ab \uFFFD tail 🚀\n");
  });
  it("is cleaned everywhere inside a report, keys included, other values untouched", () => {
    const report = {
      quotes: [{ text: "scraped\u0000 comment", score: 3, url: null }],
      ["odd\u0000key"]: true,
    };
    expect(storableJson(report)).toEqual({
      quotes: [{ text: "scraped comment", score: 3, url: null }],
      oddkey: true,
    });
  });
});
