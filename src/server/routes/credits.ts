import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import { getCreditSummary } from "../modules/credits/get-credit-summary.ts";

/** GET /api/credits: the credits card. Mounted behind requireSession (app.ts). */
export function creditRoutes(deps: { db: Database }) {
  return new Hono<AuthedEnv>().get("/", async (c) =>
    c.json(await getCreditSummary(deps.db, c.var.user.id, new Date())),
  );
}
