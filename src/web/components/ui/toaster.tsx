import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from "react";
import { markToasterMounted, toasterRequest } from "../../lib/toast.ts";

/** Sonner's rich-colour text is a shade too light on its tints for WCAG AA (4.5:1): darken it. */
const READABLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 21%)",
  "--error-text": "hsl(360, 100%, 37%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 30%)",
} as CSSProperties;

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function MountedToaster() {
    useEffect(markToasterMounted, []);
    return (
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={4000}
        style={READABLE_RICH_COLORS}
      />
    );
  }
  return { default: MountedToaster };
});

const notRequested = () => false;

/**
 * Renders nothing until the first toast is asked for, then loads sonner and mounts its
 * Toaster (ADR 0003: loaded on first use). Never during prerender or hydration, so the HTML
 * and the first client render agree.
 */
export function Toaster() {
  const requested = useSyncExternalStore(
    toasterRequest.subscribe,
    toasterRequest.requested,
    notRequested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
