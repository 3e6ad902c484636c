// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES, type Me } from "../../../../src/contract/auth.ts";
import { FREE_REPORT_VERIFY_EMAIL_MESSAGE } from "../../../../src/contract/credits.ts";
import { renderAt, shownToasts, stubApi, type Call } from "../integrations/support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("../integrations/support.tsx")).toastModule,
);

/** This test's table of answers, behind the fetch better-auth's client keeps from its creation. */
let answer: typeof fetch = () => Promise.reject(new Error("no table"));

/** better-auth's client fetches URL objects; the table is keyed by path. */
function byPath(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), window.location.origin);
  return answer(url.pathname + url.search, init);
}

vi.stubGlobal("fetch", byPath);
const { SettingsScreen } =
  await import("../../../../src/web/features/settings/components/settings-screen.tsx");

const ME: Me = {
  id: "u1",
  email: "founder@example.com",
  emailVerified: false,
  creditsRemaining: 0,
  creditsExpireAt: null,
  aal: "aal1",
  twoFactorEnabled: false,
  hasPassword: true,
};

function serve(routes: Parameters<typeof stubApi>[0]): Call[] {
  const calls = stubApi(routes);
  answer = globalThis.fetch;
  vi.stubGlobal("fetch", byPath);
  return calls;
}

function showSettings(me: Me, routes: Parameters<typeof stubApi>[0] = {}): Call[] {
  const calls = serve({ "GET /api/me": { body: me }, ...routes });
  renderAt(<SettingsScreen billing={null} integrations={null} watches={null} />, "/settings");
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shownToasts.length = 0;
});

describe("Settings > Profile", () => {
  it("tells an unconfirmed user what confirming is for: the free report, nothing else (ADR 0013)", async () => {
    showSettings(ME);
    const email = await screen.findByTestId("profile-email");
    const card = email.closest("div")!;
    expect(within(card).getByText(FREE_REPORT_VERIFY_EMAIL_MESSAGE, { exact: false })).toBeTruthy();
    expect(card.textContent).not.toMatch(/before buying|connecting integrations/);
    expect(within(card).getByRole("button", { name: "Send the link again" })).toBeTruthy();
  });

  it("says before a password change that it ends API keys, connected apps and share links", async () => {
    const calls = showSettings(
      { ...ME, emailVerified: true },
      {
        "POST /api/auth/change-password": { body: { token: null, user: { id: "u1" } } },
      },
    );
    const security = (await screen.findByRole("heading", { name: "Change password" })).closest(
      "section",
    )!;
    // On the form itself, before anything is sent.
    expect(within(security).getByText(AUTH_MESSAGES.newPasswordEndsAccess)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(within(security).getByLabelText("Current password"), {
      target: { value: "old password" },
    });
    fireEvent.change(within(security).getByLabelText("New password"), {
      target: { value: "a brand new password" },
    });
    fireEvent.click(within(security).getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(shownToasts).toContainEqual(
        expect.objectContaining({ kind: "success", message: AUTH_MESSAGES.passwordChanged }),
      ),
    );
  });
});
