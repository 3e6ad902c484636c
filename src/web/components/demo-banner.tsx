import { useEffect, useState } from "react";
import type { SiteConfig } from "../../contract/site-config.ts";

/**
 * A visible "Demo data" strip when the installation runs on local fakes (npm run demo). It asks
 * for the site config itself rather than through `useSiteConfig`: the banner is on every page,
 * the landing page's included, and that hook would add its module to the landing page's
 * JavaScript, which sits at its budget (bench:web); the dashboard asks twice, a small cost.
 */
export function DemoBanner() {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/site-config", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SiteConfig>) : null))
      .then((config) => setDemo(Boolean(config?.demo)))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  if (!demo) return null;
  return (
    <div
      role="note"
      className="bg-ink px-4 py-1.5 text-center text-sm font-medium text-white no-print"
    >
      Demo data: every source, the AI model, Google sign-in and payments are local fakes. Nothing
      here is real. The fake sources know four invented markets: pick one of the demo examples under
      the idea box.
    </div>
  );
}
