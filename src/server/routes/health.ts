import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";

export function healthRoutes(deps: { ping: () => Promise<void> }) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      try {
        await deps.ping();
        return c.json({ status: "ready", database: "ok" });
      } catch (error) {
        c.get("log").warn({ err: error }, "readiness check failed: database unreachable");
        return c.json({ status: "unavailable", database: "unreachable" }, 503);
      }
    });
}
