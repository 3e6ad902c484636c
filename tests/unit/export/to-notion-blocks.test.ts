import type { BlockObjectRequest } from "@notionhq/client";
import { describe, expect, it } from "vitest";
import { toReportDocument, type DocNode } from "../../../src/contract/export/report-document.ts";
import type { Report } from "../../../src/contract/report.ts";
import {
  inBatches,
  NOTION_MAX_CHILDREN,
  NOTION_MAX_TEXT,
  toNotionBlocks,
} from "../../../src/server/modules/integrations/notion/to-notion-blocks.ts";
import { aCompetitor } from "../../support/competitor.ts";
import { legacyFixture, reportFixture } from "../report/fixtures.ts";
import { exportInput } from "./export-input.ts";

type RichText = { type?: string; text?: { content: string; link?: { url: string } | null } };

/** A block's rich text, or each table row's cells; a table's rows are its only children. */
function richTexts(block: BlockObjectRequest): RichText[][] {
  if ("table" in block) return block.table.children.flatMap((row) => row.table_row.cells);
  if ("table_row" in block) return block.table_row.cells;
  const content = Object.values(block).find(
    (value): value is { rich_text: RichText[] } =>
      typeof value === "object" && value !== null && "rich_text" in value,
  );
  return content ? [content.rich_text] : [];
}

function quoteItems(block: BlockObjectRequest): RichText[] {
  return "quote" in block ? (block.quote.rich_text as RichText[]) : [];
}

/** The verbatim part of consecutive quote blocks: every item before the line break. */
function quotedText(
  blocks: BlockObjectRequest[],
  start: string,
): { text: string; items: RichText[] } {
  const first = blocks.findIndex((block) => quoteItems(block)[0]?.text?.content.startsWith(start));
  const items: RichText[] = [];
  for (const block of blocks.slice(first)) {
    const own = quoteItems(block);
    const end = own.findIndex((item) => item.text?.content === "\n");
    items.push(...(end === -1 ? own : own.slice(0, end)));
    if (end !== -1 || own.length === 0) break;
  }
  return { text: items.map((item) => item.text?.content).join(""), items };
}

function reportQuoting(comment: string): Report {
  return {
    ...reportFixture,
    platformFeedback: {
      ...reportFixture.platformFeedback,
      youtube: [{ ...reportFixture.platformFeedback.youtube[0]!, comment }],
    },
  };
}

function blocksOf(results: unknown): BlockObjectRequest[] {
  return toNotionBlocks(toReportDocument(exportInput(results)));
}

function expectWithinNotionLimits(blocks: BlockObjectRequest[]): void {
  for (const block of blocks) {
    for (const items of richTexts(block)) {
      expect(items.length).toBeLessThanOrEqual(100);
      for (const item of items) {
        expect(item.text!.content.length).toBeLessThanOrEqual(NOTION_MAX_TEXT);
        const url = item.text!.link?.url;
        if (url) {
          expect(url).toMatch(/^https?:\/\//);
          expect(url.length).toBeLessThanOrEqual(NOTION_MAX_TEXT);
        }
      }
    }
  }
}

describe("the Notion export", () => {
  it("splits a 5,000-character quote into items of at most 2,000 that join back to the exact quote", () => {
    const comment = "late invoice ".repeat(385).slice(0, 5000);
    expect(comment).toHaveLength(5000);
    const { text, items } = quotedText(blocksOf(reportQuoting(comment)), "late invoice");
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items)
      expect(item.text!.content.length).toBeLessThanOrEqual(NOTION_MAX_TEXT);
    expect(text).toBe(comment);
  });

  it("cuts text without spaces at the limit, never inside an emoji", () => {
    const comment = `${"x".repeat(1999)}😀${"y".repeat(3000)}`;
    const { text, items } = quotedText(blocksOf(reportQuoting(comment)), "xxx");
    expect(text).toBe(comment);
    expect(items[0]!.text!.content).toBe("x".repeat(1999));
  });

  it("continues a quote too long for one block in the next, with its source link after it", () => {
    const comment = "pay me ".repeat(40_000);
    const blocks = blocksOf(reportQuoting(comment));
    expectWithinNotionLimits(blocks);
    const { text } = quotedText(blocks, "pay me");
    expect(text).toBe(comment);
    const first = blocks.findIndex((block) =>
      quoteItems(block)[0]?.text?.content.startsWith("pay me"),
    );
    expect(quoteItems(blocks[first + 1]!)[0]?.text?.content.startsWith("pay me")).toBe(true);
    const credit = blocks
      .slice(first)
      .flatMap(quoteItems)
      .find((item) => item.text?.content === "View source");
    expect(credit?.text?.link?.url).toBe(reportFixture.platformFeedback.youtube[0]!.sourceUrl);
  });

  it("keeps every block within 100 rich text items and 2,000 characters, long paragraphs included", () => {
    const spans = Array.from({ length: 250 }, (_, i) => ({
      text: `part ${i} `,
      bold: i % 2 === 0,
    }));
    const nodes: DocNode[] = [
      { type: "paragraph", spans },
      { type: "bullet", spans },
      { type: "heading", level: 2, text: "h".repeat(4500) },
    ];
    const blocks = toNotionBlocks(nodes);
    expectWithinNotionLimits(blocks);
    expect(blocks.filter((block) => "paragraph" in block)).toHaveLength(3);
    const paragraphText = blocks
      .filter((block) => "paragraph" in block)
      .flatMap((block) => richTexts(block)[0]!)
      .map((item) => item.text!.content)
      .join("");
    expect(paragraphText).toBe(spans.map((span) => span.text).join(""));
    expectWithinNotionLimits(blocksOf(reportFixture));
  });

  it("writes competitors as a table whose every row has table_width cells, header first", () => {
    const table = blocksOf(reportFixture).find((block) => "table" in block);
    if (!table || !("table" in table)) throw new Error("no table");
    expect(table.table).toMatchObject({ table_width: 6, has_column_header: true });
    expect(table.table.children).toHaveLength(reportFixture.competitors.length + 1);
    for (const row of table.table.children) {
      expect(row.type).toBe("table_row");
      expect(row.table_row.cells).toHaveLength(6);
      expect(row).not.toHaveProperty("table_row.children");
    }
    const ragged = toNotionBlocks([
      {
        type: "table",
        columns: ["A", "B"],
        rows: [[[{ text: "1" }]], [[{ text: "1" }], [], [{ text: "3" }]]],
      },
    ])[0]!;
    if (!("table" in ragged)) throw new Error("no table");
    for (const row of ragged.table.children)
      expect(row.table_row.cells).toHaveLength(ragged.table.table_width);
    expect(ragged.table.table_width).toBe(3);
  });

  it("sends blocks in batches of at most 100", () => {
    expect(
      inBatches(Array.from({ length: 250 }, (_, i) => i)).map((batch) => batch.length),
    ).toEqual([100, 100, 50]);
    expect(NOTION_MAX_CHILDREN).toBe(100);
    expect(inBatches([])).toEqual([]);
  });

  it("links only http(s) URLs Notion accepts; others stay visible as words", () => {
    const longUrl = `https://example.com/${"a".repeat(2100)}`;
    const report: Report = {
      ...reportFixture,
      competitors: [
        aCompetitor("Chaser", { link: "javascript:alert(1)", linkStatus: "unverified" }),
        aCompetitor("Paidly", { link: "paidly.example" }),
      ],
      platformFeedback: {
        ...reportFixture.platformFeedback,
        facebook: [{ ...reportFixture.platformFeedback.facebook[0]!, sourceUrl: longUrl }],
      },
    };
    const blocks = toNotionBlocks([
      ...toReportDocument(exportInput(report)),
      { type: "paragraph", spans: [{ text: "Long link", url: longUrl }] },
      { type: "paragraph", spans: [{ text: "click", url: "javascript:alert(1)" }] },
    ]);
    expectWithinNotionLimits(blocks);
    const items = blocks.flatMap(richTexts).flat();
    const named = (name: string) => items.find((item) => item.text?.content === name);
    expect(named("Chaser")?.text?.link ?? null).toBeNull();
    expect(named("Paidly")?.text?.link ?? null).toBeNull();
    const long = blocks
      .flatMap(richTexts)
      .find((row) => row[0]?.text?.content.startsWith("Long link"));
    expect(long?.map((item) => item.text?.content).join("")).toBe(`Long link (${longUrl})`);
    expect(named("click (javascript:alert(1))")?.text?.link ?? null).toBeNull();
  });

  it("renders an older report without throwing", () => {
    const blocks = blocksOf(legacyFixture);
    expectWithinNotionLimits(blocks);
    const sections = blocks
      .filter((block) => "heading_2" in block)
      .map((block) =>
        richTexts(block)[0]!
          .map((item) => item.text?.content)
          .join(""),
      );
    expect(sections).toContain("Similar Competitors");
    expect(sections).not.toContain("Verdict");
  });
});
