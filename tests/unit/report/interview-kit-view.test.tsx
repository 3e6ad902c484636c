// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnalysisDetail } from "../../../src/contract/analysis.ts";
import type { Report } from "../../../src/contract/report.ts";
import { buildInterviewKit } from "../../../src/engine/verdict/build-interview-kit.ts";
import { ReportView } from "../../../src/web/features/analysis/components/report-view.tsx";
import { IDEA, reportFixture, stored } from "./fixtures.ts";

afterEach(cleanup);

function analysis(report: Report): AnalysisDetail {
  return {
    id: "a1",
    ideaText: IDEA,
    status: "succeeded",
    createdAt: "2025-10-01T12:00:00.000Z",
    progress: null,
    results: stored(JSON.parse(JSON.stringify(report))),
    failureMessage: null,
    previousRun: null,
    changes: null,
  };
}

const kit = buildInterviewKit({
  audience: reportFixture.understanding.audience,
  topPainPoints: reportFixture.redditInsights.topPainPoints,
  platformFeedback: reportFixture.platformFeedback,
  sources: reportFixture.sources,
});

describe("the Interview kit section", () => {
  it("follows the week plan, is in the contents with its question count, and links only the report's threads", () => {
    render(
      <ReportView analysis={analysis({ ...reportFixture, interviewKit: kit })} surface="results" />,
    );
    const h2 = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2.indexOf("Interview kit")).toBe(h2.indexOf("Your next 7 days") + 1);
    const nav = screen.getByRole("navigation", { name: "Report contents" });
    expect(within(nav).getAllByRole("link", { name: /^Interview kit/ })[0]!.textContent).toBe(
      "Interview kit15 questions",
    );
    const section = document.getElementById("report-results-kit")!.closest("section")!;
    const urls = new Set([
      ...reportFixture.sources.map((source) => source.url),
      ...kit.communities.map((community) => community.url),
    ]);
    const links = within(section)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(links.filter((href) => href?.startsWith("http")).every((href) => urls.has(href!))).toBe(
      true,
    );
    expect(within(section).getByText(/Do not message the people quoted/)).toBeTruthy();
  });

  it("links each model-written question to the quotes it cites, and says which questions are templates", () => {
    const pain = kit.pains[0]!;
    const written = buildInterviewKit({
      audience: reportFixture.understanding.audience,
      topPainPoints: reportFixture.redditInsights.topPainPoints,
      platformFeedback: reportFixture.platformFeedback,
      sources: reportFixture.sources,
      modelQuestions: new Map([
        [
          pain.title,
          [
            {
              question: "Tell me about the last invoice that was paid late. What did you do?",
              evidenceIds: ["reddit-1", "reddit-3"],
            },
          ],
        ],
      ]),
    });
    render(
      <ReportView
        analysis={analysis({ ...reportFixture, interviewKit: written })}
        surface="results"
      />,
    );
    const section = document.getElementById("report-results-kit")!.closest("section")!;
    const question = within(section)
      .getAllByRole("listitem")
      .find((entry) => entry.textContent?.startsWith("Tell me about the last invoice"))!;
    const numbers = new Map(reportFixture.sources.map((source, index) => [source.id, index + 1]));
    expect(
      within(question)
        .getAllByRole("link")
        .map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")?.slice(0, 1)]),
    ).toEqual([
      [`Evidence ${numbers.get("reddit-1")}`, "#"],
      [`Evidence ${numbers.get("reddit-3")}`, "#"],
    ]);
    expect(within(section).getByText(/the others are templates/)).toBeTruthy();
  });

  it("is left out for a report stored before the kit existed", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    expect(screen.queryByRole("heading", { name: "Interview kit" })).toBeNull();
  });
});
