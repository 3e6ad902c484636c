// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_ACCESS_MESSAGES,
  API_SCOPES,
  type ApiKeyView,
} from "../../../../src/contract/api-access.ts";
import { renderAt, shownToasts, stubApi } from "../integrations/support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("../integrations/support.tsx")).toastModule,
);

const { ApiKeysCard } =
  await import("../../../../src/web/features/api-access/components/api-keys-card.tsx");

const SECRET = "gt_live_abcdef0123456789secret";
const CREATED: ApiKeyView = {
  id: "k1",
  name: "Weekly script",
  start: "gt_live_ab",
  scopes: ["analyses:read", "credits:read"],
  createdAt: "2026-11-22T09:30:00.000Z",
  lastUsedAt: null,
};

function label(id: string): string {
  return API_SCOPES.find((scope) => scope.id === id)!.label;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

describe("the API keys card", () => {
  it("shows a new key once, with Copy and a curl example, then only its first characters", async () => {
    let keys: ApiKeyView[] = [];
    const calls = stubApi({
      "GET /api/api-keys": () => ({ body: { keys } }),
      "POST /api/api-keys": () => {
        keys = [CREATED];
        return { status: 201, body: { apiKey: CREATED, key: SECRET } };
      },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderAt(<ApiKeysCard />, "/settings?tab=integrations");
    const card = await screen.findByRole("region", { name: "API keys" });
    expect(await within(card).findByText("No API keys yet.")).toBeTruthy();

    // Read-only by default: starting analyses and chat are opted into.
    const checked = within(card)
      .getAllByRole("checkbox")
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    expect(checked).toEqual(["analyses:read", "credits:read"]);

    fireEvent.change(within(card).getByLabelText("Name"), { target: { value: "Weekly script" } });
    fireEvent.click(within(card).getByRole("button", { name: "Create key" }));

    const shown = (await within(card).findByLabelText("Your new API key")) as HTMLInputElement;
    expect(shown.value).toBe(SECRET);
    expect(shown.readOnly).toBe(true);
    expect(within(card).getByText(API_ACCESS_MESSAGES.keyCreated)).toBeTruthy();
    expect(within(card).getByTestId("curl-example").textContent).toBe(
      `curl -H "Authorization: Bearer ${SECRET}" ${window.location.origin}/api/analyses`,
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Weekly script",
      scopes: ["analyses:read", "credits:read"],
    });

    fireEvent.click(within(card).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));

    // The list shows the new key by its first characters only.
    const list = await within(card).findByRole("list", { name: "Your API keys" });
    expect(within(list).getByText("Weekly script")).toBeTruthy();
    expect(within(list).getByText("gt_live_ab…")).toBeTruthy();
    expect(within(list).getByText(label("analyses:read"))).toBeTruthy();
    expect(within(list).getByText(/Never used/)).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Done, I have copied it" }));
    expect(within(card).queryByLabelText("Your new API key")).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(within(list).getByText("gt_live_ab…")).toBeTruthy();
  });

  it("asks for a name and at least one permission before creating anything", async () => {
    const calls = stubApi({ "GET /api/api-keys": { body: { keys: [] } } });
    renderAt(<ApiKeysCard />);
    const card = await screen.findByRole("region", { name: "API keys" });
    for (const box of within(card).getAllByRole("checkbox")) {
      if ((box as HTMLInputElement).checked) fireEvent.click(box);
    }
    fireEvent.click(within(card).getByRole("button", { name: "Create key" }));

    expect(
      await within(card).findByText("Name your key, e.g. the script that will use it"),
    ).toBeTruthy();
    expect(within(card).getByText("Choose at least one permission")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("revokes a key only after the confirm", async () => {
    let keys: ApiKeyView[] = [{ ...CREATED, lastUsedAt: "2026-11-23T10:00:00.000Z" }];
    const calls = stubApi({
      "GET /api/api-keys": () => ({ body: { keys } }),
      "DELETE /api/api-keys/k1": () => {
        keys = [];
        return { status: 204 };
      },
    });
    renderAt(<ApiKeysCard />);
    const card = await screen.findByRole("region", { name: "API keys" });
    expect(await within(card).findByText("November 23, 2026")).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke “Weekly script”?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    fireEvent.click(within(card).getByRole("button", { name: "Revoke" }));
    const again = await screen.findByRole("alertdialog", { name: "Revoke “Weekly script”?" });
    fireEvent.click(within(again).getByRole("button", { name: "Revoke key" }));

    expect(await within(card).findByText("No API keys yet.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/api-keys/k1",
    ]);
    await waitFor(() =>
      expect(shownToasts).toContainEqual({
        kind: "success",
        message: API_ACCESS_MESSAGES.keyRevoked,
        description: undefined,
      }),
    );
  });
});
