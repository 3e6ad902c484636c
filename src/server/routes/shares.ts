import { Hono } from "hono";
import { shareTokenSchema, SHARE_MESSAGES } from "../../contract/integrations.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  type ShareDeps,
} from "../modules/shares/manage-share-links.ts";
import { readSharedReport } from "../modules/shares/read-shared-report.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /analyses/:id/shares (mounted at /analyses, behind the app's session check there). */
export function shareCreateRoutes(deps: ShareDeps) {
  return new Hono<AuthedEnv>().post("/:id/shares", async (c) =>
    c.json(
      await createShareLink(deps, { userId: c.var.user.id, analysisId: c.req.param("id") }),
      201,
    ),
  );
}

/** GET /shares and DELETE /shares/:id: the owner's own links (behind the session check). */
export function shareManageRoutes(deps: ShareDeps & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return new Hono<AuthedEnv>()
    .get("/", async (c) => c.json({ shares: await listShareLinks(deps, c.var.user.id) }))
    .delete("/:id", async (c) => {
      const shareId = c.req.param("id");
      if (!UUID.test(shareId)) throw new AppError("not_found", "Share link not found");
      await revokeShareLink(deps.db, { userId: c.var.user.id, shareId, now: now() });
      return c.body(null, 204);
    });
}

/**
 * GET /shared/:token, for anyone holding the link. Never cached by a shared cache, never
 * indexed; a malformed token is the same 404 as a revoked one.
 */
export function sharedReportRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get(
    "/:token",
    rateLimit({ db: deps.db, name: "shared-report", limit: 120, windowMs: 60_000 }),
    async (c) => {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      const token = shareTokenSchema.safeParse(c.req.param("token"));
      if (!token.success) throw new AppError("not_found", SHARE_MESSAGES.gone);
      return c.json(await readSharedReport(deps.db, token.data));
    },
  );
}
