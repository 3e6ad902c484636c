import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readIntegrityFigures } from "../modules/integrity/read-integrity-figures.ts";
import { readReportChecks } from "../modules/integrity/read-report-checks.ts";

/** Mounted at /integrity, public: aggregate counts only, the same for everyone. */
export function integrityRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await readIntegrityFigures(deps.db, new Date()));
  });
}

/** Mounted behind requireSession at /analyses: a report's own "How this report was checked". */
export function reportChecksRoutes(deps: { db: Database }) {
  return new Hono<AuthedEnv>().get("/:id/checks", async (c) =>
    c.json(
      await readReportChecks(deps.db, { userId: c.var.user.id, analysisId: c.req.param("id") }),
    ),
  );
}
