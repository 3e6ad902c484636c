// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { CreditSummary } from "../../../src/contract/credits.ts";
import { renderAt, stubApi } from "./integrations/support.tsx";

vi.mock(
  "../../../src/web/lib/toast.ts",
  async () => (await import("./integrations/support.tsx")).toastModule,
);

const { default: DashboardPage } = await import("../../../src/web/routes/dashboard.tsx");

const CREDITS: CreditSummary = {
  remaining: 1,
  expiresAt: null,
  paidExpiresAt: null,
  freeReportResetsOn: "2026-12-01T00:00:00.000Z",
  plan: "free",
  expiringSoon: false,
  freeReportBlocked: null,
};
const PHYSIO =
  "A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS.";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("offers the demo's markets as one-click examples that fill the idea box", async () => {
  stubApi({
    "GET /api/credits": { body: CREDITS },
    "GET /api/site-config": {
      body: {
        demo: true,
        reportMode: "ai",
        examples: [{ label: "Physio waitlist", idea: PHYSIO }],
      },
    },
  });
  renderAt(<DashboardPage />, "/dashboard");
  fireEvent.click(await screen.findByRole("button", { name: "Physio waitlist" }));
  const box = screen.getByLabelText("Describe your startup idea") as HTMLTextAreaElement;
  expect(box.value).toBe(PHYSIO);
});
