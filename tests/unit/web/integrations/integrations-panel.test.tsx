// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NOTION_MESSAGES,
  SHARE_MESSAGES,
  type NotionStatus,
} from "../../../../src/contract/integrations.ts";
import { apiError, renderAt, shownToasts, stubApi } from "./support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("./support.tsx")).toastModule,
);

const { IntegrationsPanel } =
  await import("../../../../src/web/features/integrations/components/integrations-panel.tsx");

const NOT_CONNECTED: NotionStatus = {
  available: true,
  eligible: true,
  connected: false,
  workspaceName: null,
  workspaceIcon: null,
  connectedAt: null,
};
const CONNECTED: NotionStatus = {
  ...NOT_CONNECTED,
  connected: true,
  workspaceName: "Acme HQ",
  workspaceIcon: "🚀",
  connectedAt: "2026-11-22T09:30:00.000Z",
};

function serve(notion: NotionStatus, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/integrations": { body: { notion } },
    "GET /api/shares": { body: { shares: [] } },
    ...extra,
  });
}

async function notionCard() {
  const card = await screen.findByRole("region", { name: "Notion" });
  // The status badge, once the status has arrived.
  await waitFor(() =>
    expect(within(card).queryByText(/^(Not )?Connected$/, { selector: "span" })).not.toBeNull(),
  );
  return card;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

describe("the Notion card", () => {
  it("offers 'Connect Notion' as a real navigation to the server's connect URL", async () => {
    serve(NOT_CONNECTED);
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await notionCard();
    expect(within(card).getByText("Professional")).toBeTruthy();
    expect(within(card).getByText("Not Connected")).toBeTruthy();
    expect(
      within(card).getByText("Export any report to a page in your Notion workspace."),
    ).toBeTruthy();
    const connect = within(card).getByRole("link", { name: "Connect Notion" });
    expect(connect.getAttribute("href")).toBe("/api/integrations/notion/connect");
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("shows the workspace and disconnects with the toast of section 8", async () => {
    let notion = CONNECTED;
    const calls = stubApi({
      "GET /api/integrations": () => ({ body: { notion } }),
      "GET /api/shares": { body: { shares: [] } },
      "DELETE /api/integrations/notion": () => {
        notion = NOT_CONNECTED;
        return { status: 204 };
      },
    });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await notionCard();
    expect(within(card).getByText("Connected", { selector: "span" })).toBeTruthy();
    expect(within(card).getByText("Acme HQ")).toBeTruthy();
    expect(within(card).getByText("🚀")).toBeTruthy();
    expect(card.textContent).toContain("Connected November 22, 2026");
    expect(within(card).queryByRole("link", { name: "Connect Notion" })).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(within(card).getByText("Not Connected")).toBeTruthy());
    expect(within(card).getByRole("link", { name: "Connect Notion" })).toBeTruthy();
    expect(shownToasts).toEqual([
      { kind: "success", message: NOTION_MESSAGES.disconnected, description: undefined },
    ]);
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("says 'Failed to disconnect' with the server's message when the disconnect is refused", async () => {
    serve(CONNECTED, {
      "DELETE /api/integrations/notion": apiError(500, "internal_error", "Something went wrong."),
    });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await notionCard();
    fireEvent.click(within(card).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(shownToasts).toHaveLength(1));
    expect(shownToasts[0]).toEqual({
      kind: "error",
      message: "Failed to disconnect",
      description: "Something went wrong.",
    });
    expect(within(card).getByText("Acme HQ")).toBeTruthy();
  });

  it("sends a user without a paid plan to /pricing with 'Upgrade Required'", async () => {
    serve({ ...NOT_CONNECTED, eligible: false });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await notionCard();
    const upgrade = within(card).getByRole("link", { name: "Upgrade Required" });
    expect(upgrade.getAttribute("href")).toBe("/pricing");
    expect(within(card).queryByRole("link", { name: "Connect Notion" })).toBeNull();
  });

  it("says the integration is not set up, with no button, when the server has none", async () => {
    serve({ ...NOT_CONNECTED, available: false, eligible: false });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await notionCard();
    expect(within(card).getByText(NOTION_MESSAGES.notConfigured)).toBeTruthy();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("loads only an https workspace icon, as a decorative image", async () => {
    serve({ ...CONNECTED, workspaceIcon: "https://cdn.example.com/acme.png" });
    const { container } = renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    await notionCard();
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("https://cdn.example.com/acme.png");
    expect(image?.getAttribute("alt")).toBe("");
    cleanup();
    serve({ ...CONNECTED, workspaceIcon: "javascript:alert(1)" });
    const again = renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    await notionCard();
    expect(again.container.querySelector("img")).toBeNull();
    expect(again.container.textContent).not.toContain("javascript:");
  });
});

it("shows Crunchbase as coming soon and not connected, its button disabled", async () => {
  serve(NOT_CONNECTED);
  renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
  const card = await screen.findByRole("region", { name: "Crunchbase" });
  expect(within(card).getByText("Coming Soon")).toBeTruthy();
  expect(within(card).getByText("Not Connected")).toBeTruthy();
  const button = within(card).getByRole("button", { name: "Connect Crunchbase" });
  expect((button as HTMLButtonElement).disabled).toBe(true);
});

describe("back from Notion's consent page", () => {
  it.each([
    ["connected", "success", "Connected to Notion"],
    ["denied", "info", "Notion access was not granted."],
    ["failed", "error", "Connecting Notion failed. Please try again."],
    ["upgrade", "info", NOTION_MESSAGES.upgradeRequired],
  ])("?notion=%s is told once and taken out of the URL", async (outcome, kind, message) => {
    serve(NOT_CONNECTED);
    renderAt(<IntegrationsPanel />, `/settings?tab=integrations&notion=${outcome}`);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/settings?tab=integrations"),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownToasts).toEqual([{ kind, message, description: undefined }]);
  });

  it("drops an unknown outcome without a toast", async () => {
    serve(NOT_CONNECTED);
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations&notion=<b>hi</b>");
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/settings?tab=integrations"),
    );
    expect(shownToasts).toEqual([]);
  });
});

describe("the shared links card", () => {
  it("says how to make one when there are none", async () => {
    serve(NOT_CONNECTED);
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    expect(
      await screen.findByText("No shared links yet. Create one from a report's Share button."),
    ).toBeTruthy();
  });

  it("offers only Revoke for a link whose address this server can no longer show", async () => {
    let shares = [
      {
        id: "s1",
        analysisId: "a1",
        ideaText: "Invoicing for freelance designers",
        url: null,
        createdAt: "2026-11-20T12:00:00.000Z",
      },
    ];
    const calls = serve(NOT_CONNECTED, {
      "GET /api/shares": () => ({ body: { shares } }),
      "DELETE /api/shares/s1": () => {
        shares = [];
        return { status: 204 };
      },
    });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await screen.findByRole("region", { name: "Shared links" });
    expect(await within(card).findByText(SHARE_MESSAGES.unreadable)).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Copy link" })).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke this link?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    expect(
      await screen.findByText("No shared links yet. Create one from a report's Share button."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/shares/s1",
    ]);
  });

  it("copies a link and revokes one only after the confirm", async () => {
    let shares = [
      {
        id: "s1",
        analysisId: "a1",
        ideaText: "Invoicing for freelance designers",
        url: "https://groundtruth.example/shared/abc",
        createdAt: "2026-11-20T12:00:00.000Z",
      },
    ];
    const calls = serve(NOT_CONNECTED, {
      "GET /api/shares": () => ({ body: { shares } }),
      "DELETE /api/shares/s1": () => {
        shares = [];
        return { status: 204 };
      },
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAt(<IntegrationsPanel />, "/settings?tab=integrations");
    const card = await screen.findByRole("region", { name: "Shared links" });
    await within(card).findByText("Invoicing for freelance designers");
    expect(card.textContent).toContain("Created November 20, 2026");

    fireEvent.click(within(card).getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith("https://groundtruth.example/shared/abc"),
    );
    await waitFor(() =>
      expect(shownToasts.map((toast) => toast.message)).toEqual(["Link copied to clipboard!"]),
    );

    fireEvent.click(within(card).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke this link?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    expect(
      await screen.findByText("No shared links yet. Create one from a report's Share button."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/shares/s1",
    ]);
  });
});
