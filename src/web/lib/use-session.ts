import { useEffect, useState } from "react";

export interface SessionUser {
  id: string;
  email: string;
}

export type SessionState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };

const CHANNEL = "groundtruth-auth";

/**
 * The current session as the public pages see it. Prerendered HTML always renders the
 * signed-out header; after hydration this asks the server, and asks again when another tab
 * signs in or out or the window regains focus. A plain fetch keeps the auth client's bytes
 * off the public pages.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: "loading" });
  useEffect(() => {
    let controller = new AbortController();
    const check = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetch("/api/auth/get-session", { credentials: "same-origin", signal })
        .then(async (response) => {
          const body = response.ok
            ? ((await response.json()) as { user?: SessionUser } | null)
            : null;
          setState(
            body?.user ? { status: "signed-in", user: body.user } : { status: "signed-out" },
          );
        })
        .catch(() => {
          if (!signal.aborted) setState({ status: "signed-out" });
        });
    };
    check();
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = check;
    const onStorage = (event: StorageEvent) => {
      if (event.key === "better-auth.message") check();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      controller.abort();
      channel?.close();
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return state;
}
