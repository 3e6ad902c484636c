// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NOTION_MESSAGES,
  type NotionPage,
  type NotionStatus,
} from "../../../../src/contract/integrations.ts";
import { apiError, renderAt, shownToasts, stubApi } from "./support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("./support.tsx")).toastModule,
);

const { NotionExportButton } =
  await import("../../../../src/web/features/integrations/components/notion-export-button.tsx");

const CONNECTED: NotionStatus = {
  available: true,
  eligible: true,
  connected: true,
  workspaceName: "Acme HQ",
  workspaceIcon: null,
  connectedAt: "2026-11-22T09:30:00.000Z",
};
const PAGE: NotionPage = {
  id: "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
  title: "Idea research",
  icon: "📚",
  url: "https://www.notion.so/Idea-research-0f1e2d3c4b5a69788796a5b4c3d2e1f0",
};
const EXPORT_PATH = "POST /api/analyses/a1/exports/notion";

function serve(notion: NotionStatus, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/integrations": { body: { notion } },
    "GET /api/integrations/notion/pages": { body: { pages: [PAGE] } },
    ...extra,
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Export to Notion" }));
  return screen.findByRole("dialog", { name: "Export to Notion" });
}

async function exportToFirstPage(dialog: HTMLElement) {
  fireEvent.click(await within(dialog).findByRole("radio", { name: /Idea research/ }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Export" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

it("is hidden when this server has no Notion integration", async () => {
  const calls = serve({ ...CONNECTED, available: false, connected: false });
  renderAt(<NotionExportButton analysisId="a1" />);
  await waitFor(() => expect(calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole("button", { name: "Export to Notion" })).toBeNull();
});

describe("the dialog", () => {
  it("explains the Professional plan to a user without one, with the way to /pricing", async () => {
    serve({ ...CONNECTED, eligible: false, connected: false });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    expect(within(dialog).getByText(NOTION_MESSAGES.upgradeRequired)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it("sends a user who has not connected Notion to Settings > Integrations", async () => {
    serve({ ...CONNECTED, connected: false });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    expect(within(dialog).getByText(NOTION_MESSAGES.notConnected)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Connect Notion" }).getAttribute("href")).toBe(
      "/settings?tab=integrations",
    );
  });

  it("explains how to share a page with Groundtruth when Notion lists none", async () => {
    serve(CONNECTED, { "GET /api/integrations/notion/pages": { body: { pages: [] } } });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(NOTION_MESSAGES.noPagesShared)).toBeTruthy();
    const exportButton = within(dialog).getByRole("button", { name: "Export" });
    expect((exportButton as HTMLButtonElement).disabled).toBe(true);
  });

  it("says no page matches the typed words, not that Notion shares none", async () => {
    serve(CONNECTED, {
      "GET /api/integrations/notion/pages": (call) => ({
        body: { pages: call.path.includes("?query=") ? [] : [PAGE] },
      }),
    });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Idea research/ });
    fireEvent.change(within(dialog).getByLabelText("Search pages"), {
      target: { value: " roadmap <b>2027</b> " },
    });
    expect(await within(dialog).findByText("No pages match “roadmap <b>2027</b>”.")).toBeTruthy();
    expect(within(dialog).queryByText(NOTION_MESSAGES.noPagesShared)).toBeNull();
    expect(within(dialog).queryByRole("radio")).toBeNull();
  });

  it("answers a token revoked in Notion, found by the page search, with Reconnect", async () => {
    let statusReads = 0;
    const calls = serve(CONNECTED, {
      // The server forgets a revoked token: the next status read says 'not connected'.
      "GET /api/integrations": () => ({
        body: { notion: ++statusReads === 1 ? CONNECTED : { ...CONNECTED, connected: false } },
      }),
      "GET /api/integrations/notion/pages": apiError(
        409,
        "integration_revoked",
        NOTION_MESSAGES.revoked,
      ),
    });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await waitFor(() => expect(statusReads).toBe(2));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(NOTION_MESSAGES.revoked);
    expect(within(alert).getByRole("link", { name: "Reconnect" }).getAttribute("href")).toBe(
      "/settings?tab=integrations",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).getByRole("link", { name: "Reconnect" })).toBeTruthy();
    // Refreshing the status does not search Notion again.
    expect(
      calls.filter((call) => call.path.startsWith("/api/integrations/notion/pages")),
    ).toHaveLength(1);
  });

  it("searches the pages with the typed words, once the typing pauses", async () => {
    const calls = serve(CONNECTED);
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Idea research/ });
    fireEvent.change(within(dialog).getByLabelText("Search pages"), {
      target: { value: "res" },
    });
    fireEvent.change(within(dialog).getByLabelText("Search pages"), {
      target: { value: "research" },
    });
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        "/api/integrations/notion/pages?query=research",
      ),
    );
    expect(calls.map((call) => call.path)).not.toContain(
      "/api/integrations/notion/pages?query=res",
    );
  });

  it("exports under the chosen page and links to the new one", async () => {
    let finish: () => void = () => {};
    const calls = serve(CONNECTED, {
      [EXPORT_PATH]: () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              body: { pageId: "p2", url: "https://www.notion.so/Report-p2", blocks: 120 },
            });
        }),
    });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await exportToFirstPage(dialog);

    expect(
      await within(dialog).findByText("Exporting to Notion… long reports take a few seconds"),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Export" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Escape does not close it while the export runs.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Export to Notion" })).toBeTruthy();

    finish();
    const open = await within(dialog).findByRole("link", { name: /Open in Notion/ });
    expect(open.getAttribute("href")).toBe("https://www.notion.so/Report-p2");
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(dialog).getByText(NOTION_MESSAGES.exported)).toBeTruthy();
    expect(shownToasts.map((toast) => toast.message)).toEqual([NOTION_MESSAGES.exported]);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ parentPageId: PAGE.id });
  });

  it("says a revoked token in the server's words, with the way to reconnect", async () => {
    serve(CONNECTED, {
      [EXPORT_PATH]: apiError(409, "integration_revoked", NOTION_MESSAGES.revoked),
    });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await exportToFirstPage(dialog);
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(NOTION_MESSAGES.revoked);
    expect(within(alert).getByRole("link", { name: "Reconnect" }).getAttribute("href")).toBe(
      "/settings?tab=integrations",
    );
  });

  it("says what to check in Notion when Notion restricts the export, without a reconnect link", async () => {
    serve(CONNECTED, {
      [EXPORT_PATH]: apiError(409, "conflict", NOTION_MESSAGES.restricted),
    });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await exportToFirstPage(dialog);
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(NOTION_MESSAGES.restricted);
    expect(within(alert).queryByRole("link")).toBeNull();
  });

  it("shows any other failure in the server's words, without a reconnect link", async () => {
    serve(CONNECTED, { [EXPORT_PATH]: apiError(502, "upstream_failed", NOTION_MESSAGES.failed) });
    renderAt(<NotionExportButton analysisId="a1" />);
    const dialog = await openDialog();
    await exportToFirstPage(dialog);
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe(NOTION_MESSAGES.failed);
    expect(within(alert).queryByRole("link")).toBeNull();
    // The choice stays, so trying again is one click.
    expect(
      (within(dialog).getByRole("button", { name: "Export" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
