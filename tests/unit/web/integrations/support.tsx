import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

export type Call = { method: string; path: string; body: unknown };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Reply | Promise<Reply>;

/**
 * Answers the app's fetch calls from a table keyed "METHOD /path" (query string left out), as
 * the server would; anything not in the table is a test mistake and fails loudly.
 */
export function stubApi(routes: Record<string, Handler | Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = input.split("?")[0]!;
      const call = {
        method,
        path: input,
        body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      if (!route) throw new Error(`unexpected ${method} ${input}`);
      const reply = typeof route === "function" ? await route(call) : route;
      const status = reply.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
        status,
        headers: { "content-type": "application/json", ...reply.headers },
      });
    }),
  );
  return calls;
}

export function apiError(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message } } };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `ui` at `url` under a fresh query cache, with the current location readable as text. */
export function renderAt(ui: ReactNode, url = "/", path = "*") {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export type ShownToast = { kind: string; message: string; description?: unknown };

/** What the user was told, in order; pair with `vi.mock(<toast.ts>, () => toastModule)`. */
export const shownToasts: ShownToast[] = [];

const record =
  (kind: string) =>
  async (message: string, options?: { description?: unknown }): Promise<void> =>
    void shownToasts.push({ kind, message, description: options?.description });

export const toastModule = {
  toast: {
    success: record("success"),
    error: record("error"),
    info: record("info"),
    message: record("message"),
  },
};
