import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readPublishedFigures } from "../modules/integrity/read-integrity-figures.ts";
import { readReportChecks } from "../modules/integrity/read-report-checks.ts";
import { readSharedReportChecks } from "../modules/integrity/read-shared-report-checks.ts";
import { shareTokenSchema, SHARE_MESSAGES } from "../../contract/integrations.ts";
import { AppError } from "../app-error.ts";
import { rateLimit } from "../http/rate-limit.ts";

/**
 * Mounted at /integrity, public: aggregate counts only, the same for everyone, as the daily job
 * last published them (one small read a visit); proxies may keep them a while.
 */
export function integrityRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get(
    "/",
    rateLimit({ db: deps.db, name: "integrity", limit: 30, windowMs: 60_000 }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json((await readPublishedFigures(deps.db)).figures);
    },
  );
}

/** Mounted behind requireSession at /analyses: a report's own "How this report was checked". */
export function reportChecksRoutes(deps: { db: Database }) {
  return new Hono<AuthedEnv>().get("/:id/checks", async (c) =>
    c.json(
      await readReportChecks(deps.db, { userId: c.var.user.id, analysisId: c.req.param("id") }),
    ),
  );
}

/** GET /shared/:token/checks: a shared report's panel, for anyone holding the link, unindexed. */
export function sharedReportChecksRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get(
    "/:token/checks",
    rateLimit({ db: deps.db, name: "shared-report", limit: 120, windowMs: 60_000 }),
    async (c) => {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      const token = shareTokenSchema.safeParse(c.req.param("token"));
      if (!token.success) throw new AppError("not_found", SHARE_MESSAGES.gone);
      return c.json(await readSharedReportChecks(deps.db, token.data));
    },
  );
}
