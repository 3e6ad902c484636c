// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SHARE_MESSAGES, type ShareLink } from "../../../../src/contract/integrations.ts";
import { renderAt, shownToasts, stubApi, type Call } from "./support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("./support.tsx")).toastModule,
);

const { ShareButton } =
  await import("../../../../src/web/features/integrations/components/share-button.tsx");

function link(n: number, overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: `s${n}`,
    analysisId: "a1",
    ideaText: "Invoicing for freelance designers",
    url: `https://groundtruth.example/shared/token-${n}`,
    createdAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  };
}

/** The server's share links: POST hands back the analysis's live one or makes one. */
function serveShares(initial: ShareLink[]) {
  let shares = initial;
  let made = initial.length;
  return stubApi({
    "GET /api/shares": () => ({ body: { shares } }),
    "POST /api/analyses/a1/shares": () => {
      const live = shares.find((share) => share.analysisId === "a1");
      if (live) return { body: live };
      const fresh = link(++made);
      shares = [...shares, fresh];
      return { body: fresh };
    },
    "DELETE /api/shares/s1": () => {
      shares = shares.filter((share) => share.id !== "s1");
      return { status: 204 };
    },
  });
}

const requests = (calls: Call[]) => calls.map((call) => `${call.method} ${call.path}`);

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Share" }));
  return screen.findByRole("dialog", { name: "Share this report" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

it("makes nothing public on open: it says there is no link, and creates one when asked", async () => {
  const calls = serveShares([link(7, { analysisId: "a2" })]);
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderAt(<ShareButton analysisId="a1" />);
  expect(calls).toHaveLength(0);

  const dialog = await openDialog();
  expect(dialog.textContent).toContain(
    "Anyone with the link can read this report. They cannot see your account, e-mail or chat.",
  );
  // Another report's link is not this one's.
  await within(dialog).findByRole("button", { name: "Create link" });
  expect(within(dialog).queryByLabelText("Read-only link")).toBeNull();
  expect(requests(calls)).toEqual(["GET /api/shares"]);

  fireEvent.click(within(dialog).getByRole("button", { name: "Create link" }));
  const field = await within(dialog).findByLabelText("Read-only link");
  expect((field as HTMLInputElement).value).toBe("https://groundtruth.example/shared/token-2");
  expect((field as HTMLInputElement).readOnly).toBe(true);

  fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(link(2).url));
  expect(requests(calls)).toContain("POST /api/analyses/a1/shares");
  expect(shownToasts.map((toast) => toast.message)).toEqual([
    SHARE_MESSAGES.created,
    SHARE_MESSAGES.copied,
  ]);
});

it("shows the report's live link, and after a revoke offers a new one", async () => {
  const calls = serveShares([link(7, { analysisId: "a2" }), link(1)]);
  renderAt(<ShareButton analysisId="a1" />);
  const dialog = await openDialog();
  const field = await within(dialog).findByLabelText("Read-only link");
  expect((field as HTMLInputElement).value).toBe("https://groundtruth.example/shared/token-1");
  expect(requests(calls)).toEqual(["GET /api/shares"]);

  fireEvent.click(within(dialog).getByRole("button", { name: "Revoke link" }));
  fireEvent.click(await within(dialog).findByRole("button", { name: "Create a new link" }));
  const fresh = await within(dialog).findByLabelText("Read-only link");
  expect((fresh as HTMLInputElement).value).toBe("https://groundtruth.example/shared/token-3");
  expect(shownToasts.map((toast) => toast.message)).toEqual([
    SHARE_MESSAGES.revoked,
    SHARE_MESSAGES.created,
  ]);
  expect(requests(calls).filter((call) => !call.startsWith("GET"))).toEqual([
    "DELETE /api/shares/s1",
    "POST /api/analyses/a1/shares",
  ]);
});

it("offers only Revoke for a link this server can no longer show", async () => {
  const calls = serveShares([link(1, { url: null })]);
  renderAt(<ShareButton analysisId="a1" />);
  const dialog = await openDialog();
  expect(await within(dialog).findByText(SHARE_MESSAGES.unreadable)).toBeTruthy();
  expect(within(dialog).queryByRole("textbox")).toBeNull();
  expect(within(dialog).queryByRole("button", { name: "Copy link" })).toBeNull();

  fireEvent.click(within(dialog).getByRole("button", { name: "Revoke link" }));
  expect(await within(dialog).findByRole("button", { name: "Create a new link" })).toBeTruthy();
  expect(within(dialog).queryByText(SHARE_MESSAGES.unreadable)).toBeNull();
  expect(requests(calls)).toContain("DELETE /api/shares/s1");
});
