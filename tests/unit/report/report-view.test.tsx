// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnalysisDetail } from "../../../src/contract/analysis.ts";
import { ReportView } from "../../../src/web/features/analysis/components/report-view.tsx";
import { IDEA, legacyFixture, reportFixture, stored } from "./fixtures.ts";

afterEach(cleanup);

function analysis(results: unknown): AnalysisDetail {
  return {
    id: "a1",
    ideaText: IDEA,
    status: "succeeded",
    createdAt: "2025-10-01T12:00:00.000Z",
    progress: null,
    results: stored(results),
    failureMessage: null,
  };
}

function platform(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-platform="${name}"]`);
  if (!element) throw new Error(`no ${name} block`);
  return element;
}

describe("ReportView", () => {
  it("uses the results page headings in order", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const h2 = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2).toEqual([
      "Your Idea",
      "Similar Competitors",
      "Real User Feedback from Reddit",
      "More User Feedback",
      "Key Insights",
      "Strategic Recommendations",
      "Evidence and Sources",
    ]);
    expect(screen.getByText("3 found")).toBeTruthy();
    expect(screen.getByText("October 1, 2025")).toBeTruthy();
    expect(screen.getByText("AI analysis")).toBeTruthy();
  });

  it("shows the first 3 comments, then 'Read N More Comments'", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const reddit = platform("reddit");
    expect(within(reddit).getAllByRole("blockquote")).toHaveLength(3);
    const more = within(reddit).getByRole("button", { name: "Read 2 More Comments" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(within(reddit).getAllByRole("blockquote")).toHaveLength(5);
    expect(within(platform("hackernews")).queryByRole("button")).toBeNull();
  });

  it("does not link a source URL that does not start with http", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const reddit = platform("reddit");
    fireEvent.click(within(reddit).getByRole("button", { name: /More Comments/ }));
    const items = within(reddit)
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("blockquote"));
    const fifth = items[4]!;
    expect(within(fifth).getByText("Source URL not available")).toBeTruthy();
    expect(within(fifth).queryByRole("link")).toBeNull();
    expect(
      within(items[0]!)
        .getByRole("link", { name: /View source/ })
        .getAttribute("href"),
    ).toBe("https://www.reddit.com/r/freelance/comments/abc1/");
  });

  it("labels estimates with their basis", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="dashboard" />);
    const honeybook = screen
      .getByRole("heading", { name: "HoneyBook" })
      .closest(".report-card") as HTMLElement;
    expect(within(honeybook).getAllByText("Estimate")).toHaveLength(2);
    expect(within(honeybook).getByText("Google Play install band")).toBeTruthy();
    const bonsai = screen
      .getByRole("heading", { name: "Bonsai" })
      .closest(".report-card") as HTMLElement;
    expect(within(bonsai).getAllByText("Estimate")).toHaveLength(1);
    expect(within(bonsai).getByText("Link checked")).toBeTruthy();
  });

  it("flags unverified links and links only http addresses", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const ninja = screen
      .getByRole("heading", { name: "InvoiceNinja" })
      .closest(".report-card") as HTMLElement;
    expect(within(ninja).getByText("Unverified link")).toBeTruthy();
    expect(within(ninja).queryByRole("link", { name: /Visit/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Visit Bonsai/ }).getAttribute("href")).toBe(
      "https://www.hellobonsai.com",
    );
  });

  it("shows 5 key features on the dashboard", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="dashboard" />);
    const bonsai = screen
      .getByRole("heading", { name: "Bonsai" })
      .closest(".report-card") as HTMLElement;
    expect(within(bonsai).getByText("Client portal")).toBeTruthy();
    expect(within(bonsai).queryByText("Tax estimates")).toBeNull();
    expect(within(bonsai).queryByRole("button", { name: /Show \d+ more/ })).toBeNull();
  });

  it("shows 3 key features and an expander on the results page", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const bonsai = screen
      .getByRole("heading", { name: "Bonsai" })
      .closest(".report-card") as HTMLElement;
    expect(within(bonsai).getByText("Time tracking")).toBeTruthy();
    expect(within(bonsai).queryByText("Proposals")).toBeNull();
    fireEvent.click(within(bonsai).getByRole("button", { name: "Show 4 more" }));
    expect(within(bonsai).getByText("Bank feeds")).toBeTruthy();
  });

  it("says honestly when a platform has nothing, with its warning", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const x = platform("twitter");
    expect(within(x).getByText("No posts found on X for this idea.")).toBeTruthy();
    expect(within(x).getByText(/X search is not configured/)).toBeTruthy();
    expect(
      within(platform("tiktok")).getByText("No posts found on TikTok for this idea."),
    ).toBeTruthy();
  });

  it("shows key takeaways and three recommendation cards for a current report", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    expect(screen.getByText("Late payments are the top complaint")).toBeTruthy();
    for (const title of ["Focus area", "Target segment", "How to stand out"])
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    expect(screen.queryByText(/^Pivot 1$/)).toBeNull();
  });

  it("shows insights and 'Pivot 1..n' for an older report", () => {
    render(<ReportView analysis={analysis(legacyFixture)} surface="results" />);
    expect(screen.getByText("Older report format")).toBeTruthy();
    expect(screen.getByText("Freelancers hate chasing clients")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pivot 1" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pivot 2" })).toBeTruthy();
    expect(
      within(platform("reddit")).getByText("Late payments kill my cash flow.", { exact: false }),
    ).toBeTruthy();
  });

  it("falls back to market gaps, then to the waiting note, when Reddit has nothing", () => {
    const { unmount } = render(
      <ReportView
        analysis={analysis({ ...legacyFixture, platformFeedback: {} })}
        surface="results"
      />,
    );
    const gaps = screen.getByText("Tools built for solo creatives").closest("ol");
    expect(gaps).toBeTruthy();
    unmount();
    render(<ReportView analysis={analysis({ competitors: [] })} surface="results" />);
    expect(
      screen.getByText(
        "No user feedback available yet. Running new analysis to gather real comments...",
      ),
    ).toBeTruthy();
  });

  it("lists every source in the evidence section", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const evidence = screen
      .getByRole("heading", { name: "Evidence and Sources" })
      .closest("section") as HTMLElement;
    expect(within(evidence).getAllByRole("listitem")).toHaveLength(reportFixture.sources.length);
    expect(within(evidence).getByText("Bonsai Pricing")).toBeTruthy();
  });
});

describe("ReportView sentiment chart", () => {
  const none = {
    label: "unknown" as const,
    score: null,
    basis: "No discussion items were gathered.",
    items: 0,
    positive: 0,
    negative: 0,
  };
  const withSentiment = {
    ...reportFixture,
    sentimentByPlatform: {
      reddit: {
        label: "mixed" as const,
        score: 0.01,
        basis: "Average AFINN sentiment 0.01 across 10 items (4 positive, 3 negative).",
        items: 10,
        positive: 4,
        negative: 3,
      },
      hackernews: none,
      youtube: none,
      twitter: none,
      tiktok: none,
      facebook: none,
    },
  };

  it("shows each platform's tone, labelled as an estimate, with counts for screen readers", () => {
    render(<ReportView analysis={analysis(withSentiment)} surface="results" />);
    const chart = screen.getByTestId("sentiment-chart");
    expect(chart.textContent).toContain("estimated from word scores");
    expect(chart.textContent).toContain(
      "Mixed: 4 positive items, 3 neutral items, 3 negative items of 10",
    );
    expect(within(chart).getAllByText("No items")).toHaveLength(5);
  });

  it("is absent for reports stored before it existed", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    expect(screen.queryByTestId("sentiment-chart")).toBeNull();
  });
});
