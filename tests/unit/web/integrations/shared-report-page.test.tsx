// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { SHARE_MESSAGES } from "../../../../src/contract/integrations.ts";
import SharedReportRoute from "../../../../src/web/routes/shared-report.tsx";
import { IDEA, reportFixture, stored } from "../../report/fixtures.ts";
import { apiError, stubApi } from "./support.tsx";

/** 43 base64url characters, as the server makes them; each test its own, the cache is shared. */
const token = (letter: string) => letter.repeat(43);

function open(path: string) {
  const router = createMemoryRouter([{ path: "/shared/:token", element: <SharedReportRoute /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("shows the report read-only, titled by its idea, without the owner's tools", async () => {
  stubApi({
    [`GET /api/shared/${token("a")}`]: {
      body: {
        ideaText: IDEA,
        createdAt: "2025-10-01T12:00:00.000Z",
        results: stored(reportFixture),
      },
    },
  });
  open(`/shared/${token("a")}`);
  expect(await screen.findByRole("heading", { level: 1, name: IDEA })).toBeTruthy();
  expect(screen.getByText(/Shared report ·/).textContent).toBe("Shared report · October 1, 2025");
  expect(screen.getByRole("heading", { name: "Similar Competitors" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Copy to Clipboard" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Validate your own idea" }).getAttribute("href")).toBe(
    "/",
  );
  // The report ends with the way to the reader's own: the free preview.
  expect(
    screen.getByRole("link", { name: "Run a free preview of your idea" }).getAttribute("href"),
  ).toBe("/#preview");
  for (const name of ["Export to Notion", "Share", "Ask AI Questions"])
    expect(screen.queryByRole("button", { name })).toBeNull();
});

it("tells the reader a revoked link's report is gone, with a way home", async () => {
  stubApi({
    [`GET /api/shared/${token("b")}`]: apiError(404, "not_found", "No such shared report."),
  });
  open(`/shared/${token("b")}`);
  expect(await screen.findByText(SHARE_MESSAGES.gone)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
});

it("does not ask the server about a token that cannot be one", async () => {
  const calls = stubApi({});
  open("/shared/not-a-token");
  expect(await screen.findByText(SHARE_MESSAGES.gone)).toBeTruthy();
  expect(calls).toEqual([]);
});
