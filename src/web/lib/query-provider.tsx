import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { ApiError } from "./api-client.ts";

let unauthorizedListener: (() => void) | undefined;

/** A 401 means the session ended behind this tab's back (expired, revoked elsewhere). */
function noticeUnauthorized(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) unauthorizedListener?.();
}

/**
 * One client for the whole app, provided only by the layouts that fetch: the landing page
 * stays free of TanStack Query's bytes.
 */
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: noticeUnauthorized }),
  mutationCache: new MutationCache({ onError: noticeUnauthorized }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

let cacheOwner: string | undefined;

/**
 * Cached answers belong to one user: when another signs in within this tab they start from
 * empty. Called during render, not in an effect, because the first render of the new user's
 * pages would otherwise read the previous user's answers (staleTime serves them as fresh).
 */
function claimCacheFor(userId: string | undefined): void {
  if (!userId || userId === cacheOwner) return;
  if (cacheOwner) queryClient.clear();
  cacheOwner = userId;
}

/** Drops every cached answer, so nothing of a signed-out user outlives their session. */
export function forgetCachedData(): void {
  queryClient.clear();
  cacheOwner = undefined;
}

export function QueryProvider({
  children,
  userId,
  onUnauthorized,
}: {
  children: ReactNode;
  /** The signed-in user the cached answers belong to; another user starts from empty. */
  userId?: string;
  onUnauthorized?: () => void;
}) {
  claimCacheFor(userId);
  useEffect(() => {
    unauthorizedListener = onUnauthorized;
    return () => {
      if (unauthorizedListener === onUnauthorized) unauthorizedListener = undefined;
    };
  }, [onUnauthorized]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
