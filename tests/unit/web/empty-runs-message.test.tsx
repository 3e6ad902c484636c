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
