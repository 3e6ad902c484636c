// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalysisDetail } from "../../../src/contract/analysis.ts";
import { ReportActions } from "../../../src/web/features/analysis/components/report-actions.tsx";
import { IDEA, reportFixture, stored } from "../report/fixtures.ts";

function analysis(overrides: Partial<AnalysisDetail> = {}): AnalysisDetail {
  return {
    id: "a1",
    ideaText: IDEA,
    status: "succeeded",
    createdAt: "2025-10-01T12:00:00.000Z",
    progress: null,
    results: stored(reportFixture),
    failureMessage: null,
    previousRun: null,
    changes: null,
    ...overrides,
  };
}

type Saved = { name: string; type: string; text: string };

/** Files the page handed the browser to save, read back as text. */
let saved: Promise<Saved>[] = [];

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, "createObjectURL").mockImplementation((object) => {
    blob = object as Blob;
    return "blob:report";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = blob!;
    saved.push(file.text().then((text) => ({ name: this.download, type: file.type, text })));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function download(label: string): Promise<Saved> {
  fireEvent.keyDown(screen.getByRole("button", { name: "More formats" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: label }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0]!;
}

describe("ReportActions", () => {
  it("downloads the report as Markdown with its quotes, named after the idea and its day", async () => {
    render(<ReportActions analysis={analysis()} />);
    const file = await download("Download Markdown");
    expect(file.name).toBe(
      "groundtruth-an-invoicing-app-for-freelance-designers-that-2025-10-01.md",
    );
    expect(file.type).toContain("text/markdown");
    expect(file.text).toContain(`# ${IDEA}`);
    expect(file.text).toContain(
      "> I spend hours every month chasing late invoices from clients (thread 1).",
    );
    expect(file.text).toContain("> Quote 1 from hackernews about getting paid on time.");
    expect(file.text).toContain(`${window.location.origin}/results/a1`);
  });

  it("links the Markdown back to the page it was given instead of /results", async () => {
    render(
      <ReportActions analysis={analysis()} reportUrl="https://groundtruth.example/shared/tok" />,
    );
    const file = await download("Download Markdown");
    expect(file.text).toContain("https://groundtruth.example/shared/tok");
    expect(file.text).not.toContain("/results/a1");
  });

  it("downloads the stored report as pretty JSON with the idea and its dates", async () => {
    const report = analysis();
    render(<ReportActions analysis={report} />);
    const file = await download("Download JSON");
    expect(file.name).toMatch(/^groundtruth-an-invoicing-app-.+-2025-10-01\.json$/);
    expect(file.text).toContain('\n  "idea": ');
    const parsed = JSON.parse(file.text) as Record<string, unknown>;
    expect(parsed.idea).toBe(IDEA);
    expect(parsed.createdAt).toBe("2025-10-01T12:00:00.000Z");
    expect(typeof parsed.exportedAt).toBe("string");
    expect(parsed.results).toEqual(JSON.parse(JSON.stringify(report.results)));
  });

  it("prints for Download PDF", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    render(<ReportActions analysis={analysis()} />);
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
  });

  it("stays disabled, without the other features' buttons, until the analysis succeeded", () => {
    render(
      <ReportActions
        analysis={analysis({ status: "running", results: null })}
        extra={<button type="button">Share</button>}
      />,
    );
    const copy = screen.getByRole("button", { name: "Copy to Clipboard" }) as HTMLButtonElement;
    const pdf = screen.getByRole("button", { name: "Download PDF" }) as HTMLButtonElement;
    const menu = screen.getByRole("button", { name: "More formats" }) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
    expect(pdf.disabled).toBe(true);
    expect(menu.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });
});
