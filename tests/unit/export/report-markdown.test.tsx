// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import Markdown from "react-markdown";
import { afterEach, describe, expect, it } from "vitest";
import { reportToMarkdown } from "../../../src/contract/export/report-markdown.ts";
import { FEEDBACK_PLATFORMS, type Report } from "../../../src/contract/report.ts";
import { aCompetitor } from "../../support/competitor.ts";
import { IDEA, legacyFixture, reportFixture } from "../report/fixtures.ts";
import { exportInput, RESULTS_URL } from "./export-input.ts";

afterEach(cleanup);

/** The Markdown as a reader's viewer shows it; every URL kept as written, so nothing is sanitised away. */
function rendered(markdown: string): HTMLElement {
  return render(<Markdown urlTransform={(url) => url}>{markdown}</Markdown>).container;
}

/** Pipes that separate cells: those not escaped by an odd run of backslashes. */
function cellSeparators(line: string): number {
  return [...line.matchAll(/(\\*)\|/g)].filter((match) => match[1]!.length % 2 === 0).length;
}

const HOSTILE_COMMENT =
  "# heading\n<script>alert(1)</script>\n> not a nested quote\n- not a list\n1. not numbered\nI *really* hate [click](javascript:alert(1)) | pipes | &amp; `code`";

const hostile: Report = {
  ...reportFixture,
  competitors: [
    aCompetitor("[click](javascript:alert(1))", {
      link: "javascript:alert(1)",
      description: "| pipes | broken | table |",
    }),
    aCompetitor("# heading", { description: "<script>alert(1)</script>" }),
  ],
  platformFeedback: {
    ...reportFixture.platformFeedback,
    hackernews: [{ ...reportFixture.platformFeedback.hackernews[0]!, comment: HOSTILE_COMMENT }],
  },
  redditInsights: {
    ...reportFixture.redditInsights,
    topPainPoints: [{ text: "# heading", evidenceIds: ["reddit-1"] }],
  },
  marketSummary: {
    ...reportFixture.marketSummary,
    marketOpportunity: "<script>alert(1)</script>",
    keyTakeaways: ["# heading", "- - -"],
    targetSegment: "# heading\n===",
  },
};

describe("the Markdown export", () => {
  it("holds every quote with its link (issue 15 acceptance)", () => {
    const markdown = reportToMarkdown(exportInput(reportFixture));
    const lines = markdown.split("\n");
    let quotes = 0;
    for (const platform of FEEDBACK_PLATFORMS) {
      for (const item of reportFixture.platformFeedback[platform]) {
        const at = lines.indexOf(`> ${item.comment}`);
        expect(at, item.comment).toBeGreaterThan(-1);
        const attribution = lines.slice(at + 1).find((line) => line.startsWith("> —"));
        expect(attribution, item.comment).toContain(
          item.sourceUrl.startsWith("https://")
            ? `[View source](<${item.sourceUrl}>)`
            : "Source URL not available",
        );
        quotes += 1;
      }
    }
    expect(quotes).toBe(9);
    expect(markdown.startsWith(`# ${IDEA}\n\n`)).toBe(true);
    expect(markdown).toContain(`[Exported from Groundtruth](<${RESULTS_URL}>)`);
  });

  it("shows each quote word for word inside a quote, with its link, however much Markdown it contains", () => {
    const view = rendered(reportToMarkdown(exportInput(hostile)));
    const quote = [...view.querySelectorAll("blockquote")].find((element) =>
      element.textContent?.includes("not a nested quote"),
    );
    for (const line of HOSTILE_COMMENT.split("\n")) expect(quote?.textContent).toContain(line);
    expect(quote?.querySelector("blockquote, ul, ol, h1, h2, h3, code, em")).toBeNull();
    expect(quote?.querySelector("a")?.getAttribute("href")).toBe(
      reportFixture.platformFeedback.hackernews[0]!.sourceUrl,
    );
  });

  it("never turns report text into a link, heading, HTML or a broken table", () => {
    const markdown = reportToMarkdown(exportInput(hostile));
    const view = rendered(markdown);
    for (const link of view.querySelectorAll("a"))
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    const headings = [...view.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => h.textContent);
    expect(headings.filter((text) => text?.includes("heading"))).toEqual([]);
    // The footer's divider is the only rule; "- - -" and "===" in report text stay text.
    expect(view.querySelectorAll("hr")).toHaveLength(1);
    expect(view.querySelector("script")).toBeNull();
    expect(view.textContent).toContain("[click](javascript:alert(1))");
    expect(view.textContent).toContain("<script>alert(1)</script>");
    const table = markdown.split("\n").filter((line) => line.startsWith("| "));
    expect(table).toHaveLength(4);
    for (const row of table) expect(cellSeparators(row), row).toBe(7);
  });

  it("keeps the competitor table whole when a link's address holds a pipe", () => {
    const report: Report = {
      ...reportFixture,
      competitors: [aCompetitor("Chaser", { link: "https://chaser.example/a|b?tags=x|y" })],
    };
    const markdown = reportToMarkdown(exportInput(report));
    const table = markdown.split("\n").filter((line) => line.startsWith("| "));
    expect(table).toHaveLength(3);
    for (const row of table) expect(cellSeparators(row), row).toBe(7);
    const link = [...rendered(markdown).querySelectorAll("a")].find(
      (anchor) => anchor.textContent === "Chaser",
    );
    expect(link?.getAttribute("href")).toBe("https://chaser.example/a%7Cb?tags=x%7Cy");
  });

  it("does not link a competitor whose link is not a web address", () => {
    const report: Report = {
      ...reportFixture,
      competitors: [
        aCompetitor("Chaser", { link: "javascript:alert(1)", linkStatus: "unverified" }),
        aCompetitor("Paidly", { link: "paidly.example" }),
      ],
    };
    const view = rendered(reportToMarkdown(exportInput(report)));
    const names = [...view.querySelectorAll("a")].map((link) => link.textContent);
    expect(names).not.toContain("Chaser");
    expect(names).not.toContain("Paidly");
    expect(view.textContent).toContain("Chaser (unverified link)");
  });

  it("renders an older report without a verdict or provenance claims", () => {
    const markdown = reportToMarkdown(exportInput(legacyFixture));
    expect(markdown).toContain("> Late payments kill my cash flow.");
    expect(markdown).toContain("[View source](<https://reddit.com/r/freelance/1>)");
    expect(markdown).not.toContain("## Verdict");
    expect(markdown).not.toContain("verbatim");
  });

  it("has no verdict heading when the report has none", () => {
    const markdown = reportToMarkdown(exportInput({ ...reportFixture, verdict: undefined }));
    expect(markdown).not.toContain("## Verdict");
    expect(reportToMarkdown(exportInput(reportFixture))).toContain("## Verdict");
  });
});
