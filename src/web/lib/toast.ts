import type { ExternalToast } from "sonner";

/**
 * The one toast system (sonner), loaded on first use so it costs the first paint nothing.
 * Calls wait until the Toaster has mounted, so no early toast is dropped.
 */
let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

export function markToasterMounted(): void {
  resolveMounted();
}

async function show(
  kind: "success" | "error" | "info" | "message",
  message: string,
  options?: ExternalToast,
) {
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
