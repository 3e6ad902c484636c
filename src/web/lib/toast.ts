import type { ExternalToast } from "sonner";

/**
 * The one toast system (sonner), loaded on first use so a page that never shows a toast never
 * fetches it: the first call asks the Toaster to mount, and every call waits until it has, so
 * no early toast is dropped.
 */
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export function markToasterMounted(): void {
  resolveMounted();
}

let requested = false;
const listeners = new Set<() => void>();

/** For the Toaster (useSyncExternalStore): whether any toast has been asked for yet. */
export const toasterRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: (): boolean => requested,
};

function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

async function show(
  kind: "success" | "error" | "info" | "message",
  message: string,
  options?: ExternalToast,
) {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  if (kind === "message") toast(message, options);
  else toast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  message: (message: string, options?: ExternalToast) => show("message", message, options),
};
