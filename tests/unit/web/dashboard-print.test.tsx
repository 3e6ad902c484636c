// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { AnalysisDetail } from "../../../src/contract/analysis.ts";
import type { CreditSummary } from "../../../src/contract/credits.ts";
import { IDEA, reportFixture, stored } from "../report/fixtures.ts";
import { renderAt, stubApi } from "./integrations/support.tsx";

vi.mock(
  "../../../src/web/lib/toast.ts",
  async () => (await import("./integrations/support.tsx")).toastModule,
);

const { default: DashboardPage } = await import("../../../src/web/routes/dashboard.tsx");

const CREDITS: CreditSummary = {
  remaining: 3,
  expiresAt: "2027-01-01T00:00:00.000Z",
  paidExpiresAt: "2027-01-01T00:00:00.000Z",
  freeReportResetsOn: "2026-12-01T00:00:00.000Z",
  plan: "professional",
  expiringSoon: false,
  freeReportBlocked: null,
};

const ANALYSIS: AnalysisDetail = {
  id: "a1",
  ideaText: IDEA,
  status: "succeeded",
  createdAt: "2025-10-01T12:00:00.000Z",
  progress: null,
  results: stored(reportFixture),
  failureMessage: null,
  previousRun: null,
  changes: null,
};

/** Hidden on paper by the print sheet: the element or one around it carries `no-print`. */
function printed(element: Element): boolean {
  return element.closest(".no-print") === null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("prints none of the page around the idea form: heading, disclaimer, credits, form", async () => {
  stubApi({ "GET /api/credits": { body: CREDITS } });
  renderAt(<DashboardPage />, "/dashboard");
  expect(await screen.findByTestId("credits-remaining")).toBeTruthy();
  expect(printed(screen.getByTestId("credits-remaining"))).toBe(false);
  expect(printed(screen.getByRole("heading", { name: "Validate an idea" }))).toBe(false);
  expect(printed(screen.getByRole("complementary", { name: "Before You Start" }))).toBe(false);
  expect(printed(screen.getByLabelText("Describe your startup idea"))).toBe(false);
  expect(printed(screen.getByRole("button", { name: "Analyze Idea" }))).toBe(false);
});

it("prints the finished report and not the credits card above it", async () => {
  stubApi({
    "GET /api/credits": { body: CREDITS },
    "GET /api/analyses/a1": { body: ANALYSIS },
    "GET /api/analyses/a1/chat": {
      body: { messages: [], messagesCount: 0, limits: { inline: 3, dialog: 20 }, mode: "ai" },
    },
    "GET /api/integrations": {
      body: {
        notion: {
          available: false,
          eligible: false,
          connected: false,
          workspaceName: null,
          workspaceIcon: null,
          connectedAt: null,
        },
      },
    },
  });
  renderAt(<DashboardPage />, "/dashboard?analysis=a1");
  const report = await screen.findByRole("article", { name: "Analysis report" });
  expect(printed(report)).toBe(true);
  expect(within(report).getAllByRole("heading").length).toBeGreaterThan(0);
  expect(printed(screen.getByTestId("credits-remaining"))).toBe(false);
  expect(printed(screen.getByRole("button", { name: "Share" }))).toBe(false);
});
