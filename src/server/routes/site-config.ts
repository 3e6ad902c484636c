import { Hono } from "hono";
import type { SiteConfig } from "../../contract/site-config.ts";
import type { Config } from "../config.ts";
import type { AppEnv } from "../http/app-env.ts";

export function siteConfigRoutes(deps: { config: Config }) {
  const body: SiteConfig = {
    demo: deps.config.DEMO_MODE,
    reportMode: deps.config.AI_PROVIDER === "none" ? "evidence-only" : "ai",
    examples: deps.config.DEMO_MODE ? deps.config.DEMO_EXAMPLES : [],
  };
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json(body);
  });
}
