// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt, shownToasts, stubApi, type Call } from "../integrations/support.tsx";

vi.mock(
  "../../../../src/web/lib/toast.ts",
  async () => (await import("../integrations/support.tsx")).toastModule,
);

const { AuthScreen } = await import("../../../../src/web/features/auth/components/auth-screen.tsx");

/** The query better-auth's provider signs when it sends a signed-out visitor to /auth. */
function signedQuery(): string {
  const params = new URLSearchParams({
    response_type: "code",
    client_id: "client-1",
    redirect_uri: "https://assistant.example/oauth/callback",
    scope: "analyses:read",
    state: "state-123",
    exp: "4102444800",
  });
  for (const name of [...params.keys(), "ba_param"].sort()) params.append("ba_param", name);
  params.set("sig", "signature");
  return params.toString();
}

const CONSENT_URL = `/oauth/consent?${signedQuery()}`;

/** This test's table of answers; better-auth's client keeps the fetch it was created with. */
let answer: typeof fetch = () => Promise.reject(new Error("no table"));

/** better-auth's client fetches URL objects; the table is keyed by path. */
function byPath(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), window.location.origin);
  return answer(url.pathname + url.search, init);
}

function serve(routes: Parameters<typeof stubApi>[0]): Call[] {
  const calls = stubApi({
    "GET /api/auth-config": { body: { google: false } },
    "GET /api/auth/get-session": { body: null },
    ...routes,
  });
  answer = globalThis.fetch;
  vi.stubGlobal("fetch", byPath);
  return calls;
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText("Email", { selector: "#signin-email" }), {
    target: { value: "founder@example.com" },
  });
  fireEvent.change(screen.getByLabelText("Password", { selector: "#signin-password" }), {
    target: { value: "a-long-password" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

/** Where better-auth's client sent the browser (its redirect plugin sets location.href). */
const leftFor = vi.fn();

beforeEach(() => {
  // The page as the provider opened it: the auth client's plugin reads the real address.
  window.history.replaceState(null, "", `/auth?${signedQuery()}`);
  vi.spyOn(window.location, "href", "set").mockImplementation(leftFor);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  leftFor.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("/auth in the middle of an OAuth flow", () => {
  it("sends the signed request with the sign-in and follows the provider, not the dashboard", async () => {
    const calls = serve({
      "POST /api/auth/sign-in/email": { body: { redirect: true, url: CONSENT_URL } },
    });
    renderAt(<AuthScreen />, `/auth?${signedQuery()}`);
    expect(await screen.findByText(/Sign in to connect an app to your account/)).toBeTruthy();
    await signIn();

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CONSENT_URL));
    const signInCall = calls.find((call) => call.path.startsWith("/api/auth/sign-in/email"));
    expect(signInCall?.body).toMatchObject({
      email: "founder@example.com",
      oauth_query: signedQuery(),
    });
    expect(screen.getByTestId("location").textContent).not.toContain("/dashboard");
  });

  it("says the app's request expired when the server refuses its signature", async () => {
    shownToasts.length = 0;
    // The server's /api/auth error shape, as toAuthErrorShape writes the provider's refusal.
    serve({
      "POST /api/auth/sign-in/email": {
        status: 400,
        body: {
          error: { code: "bad_request", message: "Bad request" },
          code: "invalid_signature",
          message: "Bad request",
        },
      },
    });
    renderAt(<AuthScreen />, `/auth?${signedQuery()}`);
    await signIn();
    await waitFor(() =>
      expect(shownToasts).toContainEqual(
        expect.objectContaining({
          kind: "error",
          message: "This request from the app has expired. Go back to the app and connect again.",
        }),
      ),
    );
  });

  it("continues the flow after the second factor when verifying did not", async () => {
    const calls = serve({
      "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true } },
      "POST /api/auth/two-factor/verify-totp": { body: { token: "t", user: { id: "u1" } } },
      "POST /api/auth/oauth2/continue": { body: { redirect: true, url: CONSENT_URL } },
    });
    renderAt(<AuthScreen />, `/auth?${signedQuery()}`);
    await signIn();

    // The challenge waits for the lazily loaded validation and auth client.
    const code = await screen.findByLabelText("Authentication code", {}, { timeout: 5000 });
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith("/api/auth/oauth2/continue"))).toBe(true),
    );
    const continued = calls.find((call) => call.path.startsWith("/api/auth/oauth2/continue"));
    expect(continued?.body).toEqual({ postLogin: true, oauth_query: signedQuery() });
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CONSENT_URL));
    expect(screen.getByTestId("location").textContent).not.toContain("/dashboard");
  });

  it("sends Google back to this page with the request, failed or not", async () => {
    const calls = serve({
      "GET /api/auth-config": { body: { google: true } },
      "POST /api/auth/sign-in/social": {
        body: { redirect: true, url: "https://accounts.example/authorize" },
      },
    });
    renderAt(<AuthScreen />, `/auth?${signedQuery()}`);
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));

    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith("/api/auth/sign-in/social"))).toBe(true),
    );
    const social = calls.find((call) => call.path.startsWith("/api/auth/sign-in/social"));
    expect(social?.body).toMatchObject({
      provider: "google",
      callbackURL: `/auth?${signedQuery()}`,
      newUserCallbackURL: `/auth?${signedQuery()}`,
      errorCallbackURL: `/auth?${signedQuery()}&google=failed`,
      oauth_query: signedQuery(),
    });
  });

  it("continues the flow from the challenge a Google sign-in was held at", async () => {
    const challenge = `/auth?two-factor=1&${signedQuery()}`;
    window.history.replaceState(null, "", challenge);
    const calls = serve({
      "POST /api/auth/two-factor/verify-totp": { body: { redirect: true, url: CONSENT_URL } },
    });
    renderAt(<AuthScreen />, challenge);

    const code = await screen.findByLabelText("Authentication code", {}, { timeout: 5000 });
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(CONSENT_URL));
    const verify = calls.find((call) => call.path.startsWith("/api/auth/two-factor/verify-totp"));
    expect(verify?.body).toEqual({ code: "123456", oauth_query: signedQuery() });
    expect(screen.getByTestId("location").textContent).not.toContain("/dashboard");
  });
});
