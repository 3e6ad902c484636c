// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_SCOPES } from "../../../../src/contract/api-access.ts";
import { apiError, renderAt, stubApi, type Call } from "../integrations/support.tsx";

const { ConsentScreen } =
  await import("../../../../src/web/features/api-access/components/consent-screen.tsx");

const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

/** The query better-auth's provider signs: every parameter it covers is listed under ba_param. */
function signedQuery(
  scope = "analyses:read chat offline_access mystery:scope",
  clientId = "client-1",
): string {
  const params = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: "https://assistant.example/oauth/callback",
    scope,
    state: "state-123",
    code_challenge: "challenge",
    code_challenge_method: "S256",
    resource: "http://localhost:3000/mcp",
    exp: "4102444800",
    ba_iat: "1700000000000",
  });
  for (const name of [...params.keys(), "ba_param"].sort()) params.append("ba_param", name);
  params.set("sig", "signature");
  return params.toString();
}

function serve(
  options: {
    signedIn?: boolean;
    clientName?: string;
    clientId?: string;
    consent?: (call: Call) => { status?: number; body?: unknown };
  } = {},
) {
  return stubApi({
    "GET /api/auth/get-session": {
      body:
        options.signedIn === false
          ? null
          : { user: { id: "u1", email: "founder@example.com" }, session: {} },
    },
    "GET /api/auth/oauth2/public-client": {
      body: {
        client_id: options.clientId ?? "client-1",
        client_name: options.clientName ?? "Claude",
        logo_uri: "javascript:alert(1)",
      },
    },
    "POST /api/auth/oauth2/consent":
      options.consent ??
      ((call) => ({
        body: {
          redirect: true,
          url: (call.body as { accept: boolean }).accept
            ? "https://assistant.example/oauth/callback?code=abc&state=state-123"
            : "https://assistant.example/oauth/callback?error=access_denied&state=state-123",
        },
      })),
  });
}

const assign = vi.fn();

beforeEach(() => {
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
});

describe("the consent page", () => {
  it("shows a hostile client name as text, the redirect host, the account and the scopes in words", async () => {
    serve({ clientName: HOSTILE_NAME });
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);

    const heading = await screen.findByRole("heading", { name: /wants to use your/ });
    expect(heading.textContent).toBe(`${HOSTILE_NAME} wants to use your Groundtruth account`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // A logo that is not https is never loaded.
    expect(document.querySelector("img")).toBeNull();

    expect(screen.getByText(/It will send you back to/).textContent).toContain("assistant.example");
    expect(screen.getByTestId("redirect-host").textContent).toBe("assistant.example");
    expect(screen.getByText("founder@example.com")).toBeTruthy();

    const scopes = screen.getByRole("group", { name: "It will be able to:" });
    const boxes = [...scopes.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    // Every scope asked for is offered ticked; the person may untick some.
    expect(boxes.every((box) => box.checked)).toBe(true);
    const items = boxes.map((box) => box.closest("label")?.textContent);
    expect(items).toEqual([
      API_SCOPES.find((scope) => scope.id === "analyses:read")!.label,
      API_SCOPES.find((scope) => scope.id === "chat")!.label,
      "Stay connected until you revoke it",
      "mystery:scope",
    ]);
  });

  it("names the site an app's details were read from when it names itself by its document's address", async () => {
    const documentId = "https://assistant.example/oauth/client.json";
    serve({ clientId: documentId });
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery(undefined, documentId)}`);
    expect((await screen.findByTestId("client-site")).textContent).toBe(
      "assistant.example/oauth/client.json",
    );
    cleanup();
    // A registered app's id is not an address: nothing is claimed for it.
    serve();
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);
    await screen.findByTestId("redirect-host");
    expect(screen.queryByTestId("client-site")).toBeNull();
  });

  it("approves: posts accept true with the signed query, then goes where the provider says", async () => {
    const calls = serve();
    // A parameter added to the address after signing is not part of the signed request.
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}&utm_source=mail`);
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        "https://assistant.example/oauth/callback?code=abc&state=state-123",
      ),
    );
    const posted = calls.filter((call) => call.method === "POST");
    expect(posted.map((call) => call.body)).toEqual([{ accept: true, oauth_query: signedQuery() }]);
    expect(screen.getByRole("button", { name: "Approve" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Approved. Sending you back to assistant.example…")).toBeTruthy();
  });

  it("denies: posts accept false and sends the browser back with the provider's error", async () => {
    const calls = serve();
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);
    fireEvent.click(await screen.findByRole("button", { name: "Deny" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        "https://assistant.example/oauth/callback?error=access_denied&state=state-123",
      ),
    );
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { accept: false, oauth_query: signedQuery() },
    ]);
    expect(screen.getByText("Access denied. Sending you back to assistant.example…")).toBeTruthy();
  });

  it("sends a signed-out visitor to /auth with the whole query", async () => {
    const calls = serve({ signedIn: false });
    const query = signedQuery();
    renderAt(<ConsentScreen />, `/oauth/consent?${query}`);

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(`/auth?${query}`));
    expect(calls.some((call) => call.path.startsWith("/api/auth/oauth2/"))).toBe(false);
  });

  it("says plainly when the request has expired, and stays", async () => {
    serve({
      consent: () => ({ status: 400, body: { error: "invalid_signature" } }),
    });
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "This request has expired or is no longer valid. Go back to the app and connect again.",
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Approve" }).hasAttribute("disabled")).toBe(false);
  });

  it("never follows a script URL", async () => {
    serve({ consent: () => ({ body: { redirect: true, url: "javascript:alert(1)" } }) });
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));

    expect((await screen.findByRole("alert")).textContent).toContain("cannot be opened");
    expect(assign).not.toHaveBeenCalled();
  });

  it("explains a page opened without a request", async () => {
    serve();
    renderAt(<ConsentScreen />, "/oauth/consent");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Start connecting again from the app.",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("says so when the app is unknown", async () => {
    stubApi({
      "GET /api/auth/get-session": { body: { user: { id: "u1", email: "f@example.com" } } },
      "GET /api/auth/oauth2/public-client": apiError(404, "not_found", "client not found"),
    });
    renderAt(<ConsentScreen />, `/oauth/consent?${signedQuery()}`);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not find the app asking for access. Start connecting again from the app.",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
