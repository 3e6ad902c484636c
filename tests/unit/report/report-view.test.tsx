// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnalysisDetail } from "../../../src/contract/analysis.ts";
import { ReportView } from "../../../src/web/features/analysis/components/report-view.tsx";
import { IDEA, legacyFixture, reportFixture, stored } from "./fixtures.ts";

afterEach(() => {
  cleanup();
  // A followed citation leaves its anchor in the address, which opens the source list on load.
  window.history.replaceState(null, "", "/");
});

function analysis(results: unknown): AnalysisDetail {
  return {
    id: "a1",
    ideaText: IDEA,
    status: "succeeded",
    createdAt: "2025-10-01T12:00:00.000Z",
    progress: null,
    results: stored(results),
    failureMessage: null,
    previousRun: null,
    changes: null,
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
      "At a glance",
      "Verdict",
      "Similar Competitors",
      "Real User Feedback from Reddit",
      "More User Feedback",
      "Key Insights",
      "Strategic Recommendations",
      "Pivots worth testing",
      "Your next 7 days",
      "Evidence and Sources",
    ]);
    expect(screen.getByText("3 found")).toBeTruthy();
    expect(screen.getByText("October 1, 2025")).toBeTruthy();
    expect(screen.getByText("AI analysis")).toBeTruthy();
  });

  it("keeps a contents list of every section, with what each holds, and the chat one click away", () => {
    render(
      <ReportView analysis={analysis(reportFixture)} surface="results" chatAnchor="the-chat" />,
    );
    const nav = screen.getByRole("navigation", { name: "Report contents" });
    const target = (name: RegExp) =>
      within(nav).getAllByRole("link", { name })[0]!.getAttribute("href");
    expect(target(/^Verdict/)).toBe("#report-results-verdict");
    expect(within(nav).getAllByRole("link", { name: /^Similar Competitors/ })[0]!.textContent).toBe(
      `Similar Competitors${reportFixture.competitors.length}`,
    );
    expect(target(/^Evidence and Sources/)).toBe("#report-evidence");
    expect(target(/Ask AI about it/)).toBe("#the-chat");
    // Every link leads to a heading on the page.
    for (const link of within(nav).getAllByRole("link")) {
      const id = link.getAttribute("href")!.slice(1);
      if (id !== "the-chat") expect(document.getElementById(id), id).not.toBeNull();
    }
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
    // The count every export prints under the same words.
    const counted = reportFixture.competitors.find((c) => c.name === "Bonsai")!.mentionCount;
    expect(bonsai.textContent).toContain(`Named in discussions: ${counted}`);
  });

  it("says once what no competitor states, instead of a 'Not found' on every card", () => {
    const unstated = {
      ...reportFixture,
      competitors: reportFixture.competitors.map((competitor) => ({
        ...competitor,
        estimatedDownloads: null,
        estimatedARR: null,
        fundingStatus: null,
      })),
    };
    render(<ReportView analysis={analysis(unstated)} surface="results" />);
    expect(
      screen.getByText(
        "Not stated by any competitor's site or listing: downloads, revenue (ARR), funding.",
      ),
    ).toBeTruthy();
    expect(screen.queryAllByText("Downloads")).toHaveLength(0);
    expect(screen.queryAllByText("Funding")).toHaveLength(0);
    // What some competitor states stays on every card, "Not found" where that one does not.
    expect(screen.getAllByText("Pricing").length).toBe(reportFixture.competitors.length);
  });

  it("shows the four closest competitors, and the rest one click away", () => {
    const many = {
      ...reportFixture,
      competitors: Array.from({ length: 8 }, (_, index) => ({
        ...reportFixture.competitors[0]!,
        name: `Rival ${index + 1}`,
      })),
    };
    render(<ReportView analysis={analysis(many)} surface="results" />);
    expect(screen.getByRole("heading", { name: "Rival 4" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Rival 5" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show 4 more competitors" }));
    expect(screen.getByRole("heading", { name: "Rival 8" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /more competitors/ })).toBeNull();
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

  it("folds the source list to one button, and lists every source once opened", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const evidence = screen
      .getByRole("heading", { name: "Evidence and Sources" })
      .closest("section") as HTMLElement;
    expect(within(evidence).queryAllByRole("listitem")).toHaveLength(0);
    fireEvent.click(
      within(evidence).getByRole("button", {
        name: `Show all ${reportFixture.sources.length} sources`,
      }),
    );
    expect(within(evidence).getAllByRole("listitem")).toHaveLength(reportFixture.sources.length);
    expect(within(evidence).getByText("Bonsai Pricing")).toBeTruthy();
  });

  it("opens the source list when a citation is followed, so the jump lands on its entry", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const citation = screen.getAllByRole("link", { name: "Evidence 10" })[0]!;
    fireEvent.click(citation);
    const target = citation.getAttribute("href")!.slice(1);
    expect(document.getElementById(target)?.textContent).toContain("Bonsai Pricing");
  });

  it("opens the source list on arrival at a citation's address and goes to its entry", () => {
    window.history.replaceState(null, "", "/results/a1#evidence-web-1");
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
      expect(document.getElementById("evidence-web-1")?.textContent).toContain("Bonsai Pricing");
      expect(scrolled).toContain("evidence-web-1");
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("lists a thread's title once, its comments told apart by their own first words", () => {
    const thread = "Ask HN: how do you get clients to pay on time?";
    const report = {
      ...reportFixture,
      sources: reportFixture.sources.map((source) =>
        source.platform === "hackernews" ? { ...source, title: thread } : source,
      ),
    };
    render(<ReportView analysis={analysis(report)} surface="results" />);
    fireEvent.click(screen.getByRole("button", { name: /^Show all \d+ sources$/ }));
    const evidence = screen
      .getByRole("heading", { name: "Evidence and Sources" })
      .closest("section") as HTMLElement;
    expect(within(evidence).getAllByText(thread)).toHaveLength(1);
    expect(within(evidence).getByText(/Quote 1 from hackernews/)).toBeTruthy();
    expect(within(evidence).getByText(/Quote 2 from hackernews/)).toBeTruthy();
  });

  it("folds a section to its heading, and every section at once from the contents", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const competitors = () =>
      screen.getByRole("heading", { name: "Similar Competitors" }).closest("section")!;
    expect(within(competitors()).getByRole("heading", { name: "Bonsai" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hide Similar Competitors" }));
    expect(within(competitors()).queryByRole("heading", { name: "Bonsai" })).toBeNull();
    // Following its link in the contents opens it again.
    const nav = screen.getByRole("navigation", { name: "Report contents" });
    fireEvent.click(within(nav).getAllByRole("link", { name: /^Similar Competitors/ })[0]!);
    expect(within(competitors()).getByRole("heading", { name: "Bonsai" })).toBeTruthy();

    fireEvent.click(within(nav).getAllByRole("button", { name: "Fold all sections" })[0]!);
    expect(screen.getByText("Pain frequency").closest("[hidden]")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "Bonsai" })).toBeNull();
    // The answer stays: the glance is never folded.
    expect(screen.getByRole("img", { name: "Validation score 54 out of 100" })).toBeTruthy();
    fireEvent.click(within(nav).getAllByRole("button", { name: "Show all sections" })[0]!);
    expect(screen.getByRole("heading", { name: "Bonsai" })).toBeTruthy();
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
      stackexchange: none,
      appstore: none,
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

  it("says it in one line when every platform reads the same", () => {
    const mixed = withSentiment.sentimentByPlatform.reddit;
    const same = {
      ...withSentiment,
      sentimentByPlatform: {
        ...withSentiment.sentimentByPlatform,
        hackernews: mixed,
        youtube: mixed,
      },
    };
    render(<ReportView analysis={analysis(same)} surface="results" />);
    expect(screen.getByTestId("sentiment-chart").textContent).toBe(
      "Tone: mixed on every platform with items (estimated from word scores of every item gathered).",
    );
  });

  it("is absent for reports stored before it existed", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    expect(screen.queryByTestId("sentiment-chart")).toBeNull();
  });
});

describe("ReportView verdict", () => {
  const verdict = reportFixture.verdict!;
  const withVerdict = (changes: Partial<typeof verdict>) => ({
    ...reportFixture,
    verdict: { ...verdict, ...changes },
  });
  const section = (name: string) =>
    screen.getByRole("heading", { name }).closest("section") as HTMLElement;
  const signal = (id: string) => {
    const row = document.querySelector<HTMLElement>(`[data-signal="${id}"]`);
    if (!row) throw new Error(`no ${id} signal`);
    return row;
  };
  const side = (name: "for" | "against") => {
    const column = document.querySelector<HTMLElement>(`[data-side="${name}"]`);
    if (!column) throw new Error(`no ${name} column`);
    return column;
  };

  it("says how its score relates to this idea's free preview, and why; never on a shared page", () => {
    localStorage.setItem(
      "preview_1700000000000",
      JSON.stringify({
        idea: IDEA,
        timestamp: 1700000000000,
        preview: {
          verdict: { score: verdict.score - 20, confidence: "low" },
          metadata: { totalEvidence: 9 },
          platformFeedback: [
            { platform: "reddit", total: 4, comments: [] },
            { platform: "hackernews", total: 2, comments: [] },
            { platform: "youtube", total: 0, comments: [] },
          ],
        },
      }),
    );
    try {
      render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
      const note = screen.getByTestId("preview-comparison").textContent!;
      expect(note).toMatch(
        new RegExp(
          `^Your free preview read ${verdict.score - 20}/100 \\(low confidence\\) from 9 items on 2 platforms\\. This report read ${reportFixture.metadata.totalEvidence} items on \\d+ platforms \\(\\d+ more items.*\\): that is why it reads ${verdict.score}/100, not ${verdict.score - 20}\\.$`,
        ),
      );
      cleanup();
      render(<ReportView analysis={analysis(reportFixture)} surface="shared" />);
      expect(screen.queryByTestId("preview-comparison")).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it("opens with the glance: score gauge, confidence, summary; the verdict says what they rest on", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const glance = section("At a glance");
    expect(
      within(glance).getByRole("img", { name: "Validation score 54 out of 100" }),
    ).toBeTruthy();
    expect(within(glance).getByText("Medium confidence")).toBeTruthy();
    expect(within(glance).getByText(verdict.summary)).toBeTruthy();
    const top = section("Verdict");
    expect(within(top).getByText("Medium confidence:")).toBeTruthy();
    expect(within(top).getByText(verdict.confidenceBasis)).toBeTruthy();
    expect(
      within(top).getByText("Computed from the counted evidence below; AI never sets the score."),
    ).toBeTruthy();
    expect(within(top).getByText(/Quotes labelled by phrase rules\./)).toBeTruthy();
    expect(within(top).queryByText(/evidence behind this score is thin/)).toBeNull();
    // The idea stays first; the glance comes straight after it, then the verdict.
    const idea = screen.getByRole("heading", { name: "Your Idea" });
    expect(idea.compareDocumentPosition(glance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(glance.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One gauge on the page, so the score is read once.
    expect(screen.getAllByRole("img", { name: /Validation score/ })).toHaveLength(1);
  });

  it("answers on the first screen: three pains with a linked quote, the closest rivals with prices, this week", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const glance = section("At a glance");
    const pains = within(glance)
      .getByRole("heading", { name: "Strongest pains" })
      .parentElement!.querySelectorAll("li");
    expect(pains).toHaveLength(3);
    expect(pains[0]!.textContent).toContain("Chasing late payments takes hours every month");
    expect(pains[0]!.textContent).toContain(verdict.evidenceFor[0]!.quote);
    expect(within(pains[0]!).getByRole("link").getAttribute("href")).toBe(
      "https://www.reddit.com/r/freelance/comments/abc1/",
    );
    const rivals = within(glance)
      .getByRole("heading", { name: "Closest competitors" })
      .parentElement!.querySelectorAll("li");
    expect([...rivals].map((rival) => rival.textContent)).toEqual([
      "Bonsai$21/month",
      "HoneyBookFrom $19 per month",
      "InvoiceNinjaFree; Pro $10/month",
    ]);
    const week = within(glance).getByRole("heading", { name: "This week" }).parentElement!;
    expect(within(week).getAllByRole("listitem")).toHaveLength(3);
    expect(week.textContent).toContain(verdict.nextSevenDays.smokeTest.killCriterion);
    expect(
      within(week)
        .getByRole("link", { name: /The whole week/ })
        .getAttribute("href"),
    ).toBe("#report-results-plan");
  });

  it("warns that a low-confidence score rests on thin evidence", () => {
    render(
      <ReportView
        analysis={analysis(
          withVerdict({ confidence: "low", confidenceBasis: "3 comments on 1 platform." }),
        )}
        surface="results"
      />,
    );
    expect(within(section("At a glance")).getByText("Low confidence")).toBeTruthy();
    const top = section("Verdict");
    expect(within(top).getByText("Low confidence:")).toBeTruthy();
    expect(
      within(top).getByText(/evidence behind this score is thin: read it with care/),
    ).toBeTruthy();
  });

  it("breaks the score into signals, each with its weight, basis and quotes", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    for (const { id } of verdict.signals) expect(signal(id)).toBeTruthy();
    const frequency = signal("painFrequency");
    expect(within(frequency).getByText("Pain frequency")).toBeTruthy();
    expect(within(frequency).getByText("50/100")).toBeTruthy();
    expect(frequency.textContent).toContain("25% of score");
    expect(
      within(frequency).getByText("8 complaints or requests about late payment on 4 platforms"),
    ).toBeTruthy();

    const intensity = signal("painIntensity");
    const details = intensity.querySelector("details")!;
    expect(details.open).toBe(false);
    fireEvent.click(within(intensity).getByText("Show the 2 quotes behind it"));
    expect(details.open).toBe(true);
    const quotes = within(details).getAllByRole("listitem");
    expect(quotes).toHaveLength(2);
    // The long post is trimmed to about 280 characters, with an ellipsis.
    const long = within(quotes[0]!).getByText(/^“Honestly the invoicing itself/).textContent!;
    expect(long.length).toBeLessThanOrEqual(283);
    expect(long.endsWith("…”")).toBe(true);
    expect(
      within(quotes[0]!)
        .getByRole("link", { name: /View source/ })
        .getAttribute("href"),
    ).toBe("https://www.reddit.com/r/graphic_design/comments/def6/");
    expect(within(quotes[1]!).getByText(/^“I spend hours every month/)).toBeTruthy();
    expect(within(quotes[1]!).getByRole("link", { name: /^Evidence \d+$/ })).toBeTruthy();
  });

  it("says which way each signal is good, under today's names for reports stored with older ones", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    // Stored as "Competition": a high value means room, not a crowd.
    const room = signal("competition");
    expect(within(room).getByText("Room to compete")).toBeTruthy();
    expect(
      within(room).getByText(
        "Higher is better: fewer rivals, or rivals their own users complain about.",
      ),
    ).toBeTruthy();
    for (const { id } of verdict.signals)
      expect(signal(id).textContent).toContain("Higher is better:");
  });

  it("sets evidence for and against side by side, each quote linked to its source", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    expect(screen.getByRole("heading", { level: 3, name: "Evidence for" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Evidence against" })).toBeTruthy();
    const against = side("against");
    const first = within(against).getByText(
      "“Every invoicing tool already has automatic reminders.”",
    );
    const item = first.closest("li") as HTMLElement;
    expect(within(item).getByText(verdict.evidenceAgainst[0]!.reason)).toBeTruthy();
    expect(
      within(item)
        .getByRole("link", { name: /View source/ })
        .getAttribute("href"),
    ).toBe("https://news.ycombinator.com/item?id=41234567");
    const forItem = within(side("for"))
      .getByText("“I spend hours every month chasing late invoices from clients”")
      .closest("li") as HTMLElement;
    expect(
      within(forItem)
        .getByRole("link", { name: /View source/ })
        .getAttribute("href"),
    ).toBe("https://www.reddit.com/r/freelance/comments/abc1/");
    const risks = screen.getByRole("heading", { name: "Risks" }).parentElement as HTMLElement;
    expect(
      within(risks).getByText(
        /Some people say they would not pay: reminders changed nothing for them/,
      ),
    ).toBeTruthy();
  });

  it("ends with pivots and the next 7 days", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="results" />);
    const pivots = section("Pivots worth testing");
    expect(
      within(pivots).getByRole("heading", {
        level: 3,
        name: "Only the reminders: polite escalation on overdue invoices",
      }),
    ).toBeTruthy();
    expect(within(pivots).getByText(verdict.pivots[1]!.rationale)).toBeTruthy();

    const plan = section("Your next 7 days");
    const questions = within(plan)
      .getByRole("heading", { name: "Interview questions" })
      .parentElement!.querySelector("ol")!;
    // The first three, the rest one click away.
    expect(within(questions).getAllByRole("listitem")).toHaveLength(3);
    fireEvent.click(within(plan).getByRole("button", { name: "Show 3 more questions" }));
    expect(within(questions).getAllByRole("listitem")).toHaveLength(6);
    expect(
      within(plan)
        .getByRole("link", { name: /Every invoicing tool already has automatic reminders/ })
        .getAttribute("href"),
    ).toBe("https://news.ycombinator.com/item?id=41234567");
    expect(
      within(plan)
        .getByRole("link", { name: /r\/freelance \(6 threads\)/ })
        .getAttribute("href"),
    ).toBe("https://www.reddit.com/r/freelance/");
    expect(within(plan).getByText("Get paid without the awkward emails")).toBeTruthy();
    expect(within(plan).getByText("$19/month")).toBeTruthy();
    expect(within(plan).getByText(verdict.nextSevenDays.smokeTest.killCriterion)).toBeTruthy();
  });

  it("says so when no competitor price anchors the smoke test", () => {
    const smokeTest = { ...verdict.nextSevenDays.smokeTest, price: null };
    render(
      <ReportView
        analysis={analysis(withVerdict({ nextSevenDays: { ...verdict.nextSevenDays, smokeTest } }))}
        surface="results"
      />,
    );
    expect(
      within(section("Your next 7 days")).getByText(/No competitor price was found/),
    ).toBeTruthy();
  });

  it("keeps heading levels in order on the dashboard", () => {
    render(<ReportView analysis={analysis(reportFixture)} surface="dashboard" />);
    expect(screen.getByRole("heading", { level: 3, name: "Verdict" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "Evidence against" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Your next 7 days" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 4, name: "Smoke test" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Validation score 54 out of 100" })).toBeTruthy();
  });

  it("shows a report stored before the verdict existed as before", () => {
    const { verdict: _omitted, ...older } = reportFixture;
    render(<ReportView analysis={analysis(older)} surface="results" />);
    expect(screen.queryByRole("heading", { name: "Verdict" })).toBeNull();
    expect(screen.queryByRole("img", { name: /Validation score/ })).toBeNull();
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Your Idea",
      "Similar Competitors",
      "Real User Feedback from Reddit",
      "More User Feedback",
      "Key Insights",
      "Strategic Recommendations",
      "Evidence and Sources",
    ]);
  });
});
