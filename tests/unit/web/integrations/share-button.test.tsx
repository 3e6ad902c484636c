// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { SHARE_MESSAGES } from "../../../../src/contract/integrations.ts";
import { renderAt, shownToasts, stubApi } from "./support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("./support.tsx")).toastModule,
);

const { ShareButton } =
  await import("../../../../src/web/features/integrations/components/share-button.tsx");

function link(n: number) {
  return {
    id: `s${n}`,
    analysisId: "a1",
    ideaText: "Invoicing for freelance designers",
    url: `https://groundtruth.example/shared/token-${n}`,
    createdAt: "2026-11-20T12:00:00.000Z",
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

it("makes the link on open, copies it, and after a revoke offers a new one", async () => {
  let made = 0;
  const calls = stubApi({
    "POST /api/analyses/a1/shares": () => ({ body: link(++made) }),
    "DELETE /api/shares/s1": { status: 204 },
  });
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderAt(<ShareButton analysisId="a1" />);
  expect(calls).toHaveLength(0);

  fireEvent.click(screen.getByRole("button", { name: "Share" }));
  const dialog = await screen.findByRole("dialog", { name: "Share this report" });
  expect(dialog.textContent).toContain(
    "Anyone with the link can read this report. They cannot see your account, e-mail or chat.",
  );
  const field = await within(dialog).findByLabelText("Read-only link");
  expect((field as HTMLInputElement).value).toBe("https://groundtruth.example/shared/token-1");
  expect((field as HTMLInputElement).readOnly).toBe(true);

  fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(link(1).url));

  fireEvent.click(within(dialog).getByRole("button", { name: "Revoke link" }));
  fireEvent.click(await within(dialog).findByRole("button", { name: "Create a new link" }));
  const fresh = await within(dialog).findByLabelText("Read-only link");
  expect((fresh as HTMLInputElement).value).toBe("https://groundtruth.example/shared/token-2");
  expect(shownToasts.map((toast) => toast.message)).toEqual([
    SHARE_MESSAGES.copied,
    SHARE_MESSAGES.revoked,
    SHARE_MESSAGES.created,
  ]);
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    "POST /api/analyses/a1/shares",
    "DELETE /api/shares/s1",
    "POST /api/analyses/a1/shares",
  ]);
});
