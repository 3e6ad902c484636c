import { lazy, Suspense, useEffect, type CSSProperties } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { markToasterMounted } from "../../lib/toast.ts";

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
    return <Toaster position="top-center" richColors closeButton duration={4000} style={READABLE_RICH_COLORS} />;
  }
  return { default: MountedToaster };
});

/** Mounted after hydration so prerendered HTML and the first client render agree. */
export function Toaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
