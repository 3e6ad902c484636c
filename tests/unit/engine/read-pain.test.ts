import { describe, expect, it } from "vitest";
import { readPain } from "../../../src/engine/verdict/read-pain.ts";
import { BEE_SOURCES } from "./kit-fixtures.ts";

const quotes = (...ids: string[]) =>
  ids.map((id) => BEE_SOURCES.find((source) => source.id === id)!.text);

describe("readPain", () => {
  it("finds what the pain is about, the products its quotes name and the other people in them", () => {
    expect(
      readPain(
        "Varroa mite counts come too late to save the colony",
        quotes("reddit:m1", "reddit:m2", "reddit:m3"),
        "hobby beekeepers",
      ),
    ).toEqual({ object: "varroa mite", tools: ["HiveNote", "ApiTrack"], people: ["inspectors"] });
    expect(
      readPain(
        "Farm shops pay for honey months late",
        quotes("reddit:s1", "reddit:s2"),
        "hobby beekeepers",
      ),
    ).toEqual({ object: "farm shops", tools: ["Google Sheet"], people: ["owners"] });
  });

  it("takes no capital that only opens a sentence, no place and no day for a product", () => {
    const reading = readPain(
      "Deliveries arrive late",
      [
        "Lisbon was the worst. Deliveries came on Monday instead of Friday.",
        "Honestly the courier never rang. Deliveries sat outside in Lisbon all weekend.",
      ],
      "florists",
    );
    expect(reading.tools).toEqual([]);
    expect(reading.object).toBe("deliveries");
  });

  it("names no object a single quote uses once when several quotes are there to agree", () => {
    const reading = readPain(
      "The spreadsheet breaks every week",
      ["The spreadsheet breaks every week.", "Nothing syncs and I redo it by hand."],
      "florists",
    );
    expect(reading.object).toBeNull();
  });

  it("never counts the audience among the other people, nor asks about it as the object", () => {
    const reading = readPain(
      "Beekeepers lose colonies to mites",
      [
        "Other beekeepers and the inspectors lost colonies too.",
        "Beekeepers here lose colonies every winter.",
      ],
      "hobby beekeepers",
    );
    expect(reading.people).toEqual(["inspectors"]);
    expect(reading.object).toBe("colonies");
  });
});
