// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("../../../src/web/lib/toast.ts", () => ({
  toast: {
    success: async (message: string) => void shown.push(message),
    info: async (message: string) => void shown.push(message),
    error: async (message: string) => void shown.push(message),
  },
}));

const { usePaymentSuccess } =
  await import("../../../src/web/features/billing/hooks/use-payment-success.ts");

function Probe() {
  const { confirming } = usePaymentSuccess();
  const location = useLocation();
  return (
    <p>
      <span data-testid="state">{confirming ? "Confirming your payment…" : "idle"}</span>
      <span data-testid="search">{location.search}</span>
    </p>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.length = 0;
});

it("toasts, waits for the purchase to appear, refreshes credits and drops ?payment=success", async () => {
  let calls = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      calls += 1;
      const latestPurchase =
        calls >= 2 ? { id: "p1", createdAt: new Date().toISOString(), status: "paid" } : null;
      return new Response(JSON.stringify({ paymentsEnabled: true, latestPurchase }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const router = createMemoryRouter([{ path: "/dashboard", element: <Probe /> }], {
    initialEntries: ["/dashboard?payment=success&x=1"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(screen.getByTestId("state").textContent).toBe("Confirming your payment…");
  await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("?x=1"), {
    timeout: 5_000,
  });
  expect(screen.getByTestId("state").textContent).toBe("idle");
  expect(shown).toEqual(["Payment successful! Your credits have been added."]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ["credits"] });
  expect(calls).toBe(2);
});

it("does nothing without the parameter", async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  const router = createMemoryRouter([{ path: "/dashboard", element: <Probe /> }], {
    initialEntries: ["/dashboard"],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(screen.getByTestId("state").textContent).toBe("idle");
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(shown).toEqual([]);
});
