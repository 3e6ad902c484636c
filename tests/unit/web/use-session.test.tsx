// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { useSession } from "../../../src/web/lib/use-session.ts";

function Header() {
  const session = useSession();
  return (
    <span data-testid="header">
      {session.status === "signed-in" ? session.user.email : session.status}
    </span>
  );
}

function Page() {
  const session = useSession();
  return <span data-testid="page">{session.status}</span>;
}

function stubSessionEndpoint() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      calls.push(input);
      return Response.json({ user: { id: "u1", email: "founder@example.com" } });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("asks the server once for the header and the page together, and once per re-check", async () => {
  const calls = stubSessionEndpoint();
  render(
    <>
      <Header />
      <Page />
    </>,
  );
  expect(screen.getByTestId("page").textContent).toBe("loading");
  await waitFor(() => expect(screen.getByTestId("page").textContent).toBe("signed-in"));
  expect(screen.getByTestId("header").textContent).toBe("founder@example.com");
  expect(calls).toEqual(["/api/auth/get-session"]);

  // The tab regains focus: one more request for both, not one each.
  act(() => document.dispatchEvent(new Event("visibilitychange")));
  await waitFor(() => expect(calls).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toHaveLength(2);
});

it("asks afresh when the page mounts again after every user unmounted", async () => {
  const calls = stubSessionEndpoint();
  const first = render(<Header />);
  await waitFor(() => expect(screen.getByTestId("header").textContent).toBe("founder@example.com"));
  first.unmount();
  render(<Page />);
  expect(screen.getByTestId("page").textContent).toBe("loading");
  await waitFor(() => expect(screen.getByTestId("page").textContent).toBe("signed-in"));
  expect(calls).toHaveLength(2);
});
