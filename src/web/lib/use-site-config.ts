import { useEffect, useState } from "react";
import type { SiteConfig } from "../../contract/site-config.ts";

/** One request per page load, whoever asks: the banner, the idea boxes. */
let pending: Promise<SiteConfig | null> | null = null;

function loadSiteConfig(): Promise<SiteConfig | null> {
  // Our own server's answer, read without a schema: the landing page stays free of zod.
  pending ??= fetch("/api/site-config")
    .then((response) => (response.ok ? (response.json() as Promise<SiteConfig>) : null))
    .then((config) => (config ? { ...config, examples: config.examples ?? [] } : null))
    .catch(() => null);
  return pending;
}

/** This installation's public facts (demo mode, its examples); null until known, or when unreachable. */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadSiteConfig().then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
