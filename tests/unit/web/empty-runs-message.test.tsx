// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { emptyRunsExhaustedMessage } from "../../../src/contract/api-error.ts";
import type { CreditSummary } from "../../../src/contract/credits.ts";
import { apiError, renderAt, shownToasts, stubApi } from "./integrations/support.tsx";

vi.mock(
  "../../../src/web/lib/toast.ts",
  async () => (await import("./integrations/support.tsx")).toastModule,
);

const { default: DashboardPage } = await import("../../../src/web/routes/dashboard.tsx");
const { runPreview } = await import("../../../src/web/features/marketing/api/run-preview.ts");
import { rateLimitDetail } from "../../../src/web/features/marketing/lib/rate-limit-detail.ts";

const CREDITS: CreditSummary = {
  remaining: 3,
  expiresAt: "2027-01-01T00:00:00.000Z",
  paidExpiresAt: "2027-01-01T00:00:00.000Z",
  freeReportResetsOn: "2026-12-01T00:00:00.000Z",
  plan: "professional",
  expiringSoon: false,
  freeReportBlocked: null,
};

const SPENT = apiError(429, "empty_runs_exhausted", emptyRunsExhaustedMessage(42));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  shownToasts.length = 0;
});

it("tells a founder whose runs found nothing too often why the dashboard refuses, in the server's words", async () => {
  stubApi({ "GET /api/credits": { body: CREDITS }, "POST /api/analyses": SPENT });
  renderAt(<DashboardPage />, "/dashboard");
  expect(await screen.findByTestId("credits-remaining")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Describe your startup idea"), {
    target: { value: "A marketplace for left-handed violin bows" },
  });
  const analyze = screen.getByRole("button", { name: "Analyze Idea" }) as HTMLButtonElement;
  await waitFor(() => expect(analyze.disabled).toBe(false));
  fireEvent.click(analyze);
  await waitFor(() =>
    expect(shownToasts).toContainEqual(
      expect.objectContaining({ kind: "error", message: emptyRunsExhaustedMessage(42) }),
    ),
  );
});

it("gives the landing page the server's words for a spent budget, not the hourly preview's", async () => {
  stubApi({ "POST /api/preview": SPENT });
  expect(await runPreview("A marketplace for left-handed violin bows")).toEqual({
    ok: false,
    reason: "budget-spent",
    message: emptyRunsExhaustedMessage(42),
  });
  stubApi({ "POST /api/preview": apiError(429, "rate_limited", "Rate limit reached.") });
  expect(await runPreview("Another idea")).toEqual({ ok: false, reason: "rate-limited" });
});

it("tells a visitor held by the hourly preview when the next one is taken, and the way on that does not wait", async () => {
  stubApi({
    "POST /api/preview": {
      ...apiError(429, "rate_limited", "Rate limit reached. Please try again later."),
      headers: { "Retry-After": "1790" },
    },
  });
  const outcome = await runPreview("Another idea");
  expect(outcome).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: 1790 });
  expect(rateLimitDetail(1790)).toBe(
    "You can run another preview in 30 minutes. Or sign up free: your first full report each month is on us.",
  );
  expect(rateLimitDetail(undefined)).toMatch(/^You can run another preview within the hour\./);
});

it("brings a failed run's idea back into the box when its owner tries again", async () => {
  const idea = "A marketplace for left-handed violin bows, with luthiers' reviews";
  stubApi({
    "GET /api/credits": { body: CREDITS },
    "GET /api/analyses/an_failed": {
      body: {
        id: "an_failed",
        ideaText: idea,
        status: "failed",
        createdAt: "2026-11-01T00:00:00.000Z",
        progress: null,
        results: null,
        failureMessage: null,
      },
    },
  });
  renderAt(<DashboardPage />, "/dashboard?analysis=an_failed");
  fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
  const box = (await screen.findByLabelText("Describe your startup idea")) as HTMLTextAreaElement;
  expect(box.value).toBe(idea);
});
