import { useSyncExternalStore } from "react";
import { AUTH_CHANNEL } from "./auth-channel.ts";

export interface SessionUser {
  id: string;
  email: string;
}

export type SessionState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };

const LOADING: SessionState = { status: "loading" };

/**
 * One session check shared by every component on the page (the header and the landing page
 * both ask): the first subscriber starts it and listens for changes, the last one stops.
 */
let state: SessionState = LOADING;
const subscribers = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function publish(next: SessionState): void {
  state = next;
  for (const notify of subscribers) notify();
}

function watchSession(): () => void {
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
        publish(body?.user ? { status: "signed-in", user: body.user } : { status: "signed-out" });
      })
      .catch(() => {
        if (!signal.aborted) publish({ status: "signed-out" });
      });
  };
  check();
  const channel =
    typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(AUTH_CHANNEL);
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
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  stopWatching ??= watchSession();
  return () => {
    subscribers.delete(notify);
    if (subscribers.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    // A later page asks afresh rather than trusting an answer nobody kept up to date.
    state = LOADING;
  };
}

const getState = () => state;
const getServerState = () => LOADING;

/**
 * The current session as the public pages see it. Prerendered HTML always renders the
 * signed-out header; after hydration this asks the server once for the whole page, and asks
 * again when another tab signs in or out or the window regains focus. A plain fetch keeps the
 * auth client's bytes off the public pages.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}
