// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_ACCESS_MESSAGES,
  API_SCOPES,
  type ConnectedApp,
} from "../../../../src/contract/api-access.ts";
import { apiError, renderAt, shownToasts, stubApi } from "../integrations/support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("../integrations/support.tsx")).toastModule,
);

const { ConnectedAppsCard } =
  await import("../../../../src/web/features/api-access/components/connected-apps-card.tsx");

const EMPTY_TEXT =
  "No connected apps. When you approve an assistant such as Claude or Cursor, it appears here.";
const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

const APP: ConnectedApp = {
  clientId: "client-1",
  name: HOSTILE_NAME,
  redirectHost: "assistant.example",
  scopes: ["analyses:read", "offline_access"],
  connectedAt: "2026-11-20T12:00:00.000Z",
  lastUsedAt: "2026-11-22T09:30:00.000Z",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

describe("the connected apps card", () => {
  it("lists an app with its return host, scopes in words, and dates", async () => {
    stubApi({
      "GET /api/connected-apps": {
        body: { apps: [APP, { ...APP, clientId: "client-2", name: "Cursor", lastUsedAt: null }] },
      },
    });
    renderAt(<ConnectedAppsCard />);
    const card = await screen.findByRole("region", { name: "Connected apps" });
    const rows = await within(card).findAllByRole("listitem", {}, { timeout: 2000 });
    const first = rows.find((row) => row.textContent?.includes(HOSTILE_NAME))!;

    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(first.textContent).toContain("Sends you back to assistant.example");
    expect(within(first).getByText(API_SCOPES[0].label)).toBeTruthy();
    expect(within(first).getByText("Stay connected until you revoke it")).toBeTruthy();
    expect(first.textContent).toContain("Connected November 20, 2026");
    expect(first.textContent).toContain("Last used November 22, 2026");
    expect(within(card).getByText(/Never used/)).toBeTruthy();
  });

  it("revokes an app only after the confirm, with the toast", async () => {
    let apps = [{ ...APP, name: "Claude" }];
    const calls = stubApi({
      "GET /api/connected-apps": () => ({ body: { apps } }),
      "DELETE /api/connected-apps/client-1": () => {
        apps = [];
        return { status: 204 };
      },
    });
    renderAt(<ConnectedAppsCard />);
    const card = await screen.findByRole("region", { name: "Connected apps" });
    fireEvent.click(await within(card).findByRole("button", { name: "Revoke" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Revoke Claude's access?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke access" }));

    expect(await within(card).findByText(EMPTY_TEXT)).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/connected-apps/client-1",
    ]);
    await waitFor(() =>
      expect(shownToasts).toContainEqual({
        kind: "success",
        message: API_ACCESS_MESSAGES.appRevoked,
        description: undefined,
      }),
    );
  });

  it("says why when a revoke fails, and keeps the app listed", async () => {
    stubApi({
      "GET /api/connected-apps": { body: { apps: [{ ...APP, name: "Claude" }] } },
      "DELETE /api/connected-apps/client-1": apiError(500, "internal_error", "Something broke"),
    });
    renderAt(<ConnectedAppsCard />);
    const card = await screen.findByRole("region", { name: "Connected apps" });
    fireEvent.click(await within(card).findByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke Claude's access?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke access" }));

    await waitFor(() =>
      expect(shownToasts.map((toast) => toast.message)).toEqual(["Something broke"]),
    );
    expect(within(card).getByText("Claude")).toBeTruthy();
  });
});
