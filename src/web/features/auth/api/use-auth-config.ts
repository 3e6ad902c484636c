import { useEffect, useState } from "react";
import type { AuthConfig } from "../../../../contract/auth.ts";

/** What the server offers (Google or not); null until known, so no button flashes. */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth-config", { signal: controller.signal })
      .then(async (response) =>
        setConfig(response.ok ? ((await response.json()) as AuthConfig) : { google: false }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setConfig({ google: false });
      });
    return () => controller.abort();
  }, []);
  return config;
}
