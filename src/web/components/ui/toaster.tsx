import { lazy, Suspense, useEffect } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { markToasterMounted } from "../../lib/toast.ts";

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function MountedToaster() {
    useEffect(markToasterMounted, []);
    return <Toaster position="top-center" richColors closeButton duration={4000} />;
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
