import { Hono } from "hono";
import { z } from "zod";
import {
  startWatchBodySchema,
  unsubscribeQuerySchema,
  updateWatchBodySchema,
  WATCH_NOT_FOUND_MESSAGE,
} from "../../contract/watch.ts";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { validate } from "../http/validate.ts";
import { findReportWatch } from "../modules/watches/find-report-watch.ts";
import { listWatches } from "../modules/watches/list-watches.ts";
import { startWatch } from "../modules/watches/start-watch.ts";
import { stopWatch } from "../modules/watches/stop-watch.ts";
import { readUnsubscribeInfo, unsubscribeWatch } from "../modules/watches/unsubscribe-watch.ts";
import { updateWatch } from "../modules/watches/update-watch.ts";

const watchIdParam = z.object({ id: z.uuid(WATCH_NOT_FOUND_MESSAGE) });

/** Mounted behind requireSession at /watches (app.ts): Settings and the report's Watch button. */
export function watchRoutes(deps: { db: Database }) {
  const { db } = deps;
  return new Hono<AuthedEnv>()
    .get("/", async (c) => c.json(await listWatches(db, c.var.user.id)))
    .post("/", validate("json", startWatchBodySchema), async (c) => {
      const { watch, created } = await startWatch(db, {
        ...c.req.valid("json"),
        userId: c.var.user.id,
        now: new Date(),
      });
      return c.json({ watch }, created ? 201 : 200);
    })
    .patch(
      "/:id",
      validate("param", watchIdParam),
      validate("json", updateWatchBodySchema),
      async (c) =>
        c.json({
          watch: await updateWatch(db, {
            ...c.req.valid("json"),
            userId: c.var.user.id,
            watchId: c.req.valid("param").id,
            now: new Date(),
          }),
        }),
    )
    .delete("/:id", validate("param", watchIdParam), async (c) => {
      await stopWatch(db, { userId: c.var.user.id, watchId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}

/** Mounted behind requireSession at /analyses: the watch a report's page shows. */
export function reportWatchRoutes(deps: { db: Database }) {
  return new Hono<AuthedEnv>().get("/:id/watch", async (c) =>
    c.json(
      await findReportWatch(deps.db, { userId: c.var.user.id, analysisId: c.req.param("id") }),
    ),
  );
}

/**
 * The e-mail's unsubscribe link, without sign-in: GET names the watch for the confirmation page,
 * POST stops it (the page's button, or a mail client's RFC 8058 one-click post).
 */
export function watchUnsubscribeRoutes(deps: { db: Database; key: Buffer }) {
  return new Hono<AppEnv>()
    .get("/", validate("query", unsubscribeQuerySchema), async (c) =>
      c.json({ watch: await readUnsubscribeInfo(deps.db, deps.key, c.req.valid("query")) }),
    )
    .post("/", validate("query", unsubscribeQuerySchema), async (c) => {
      await unsubscribeWatch(deps.db, deps.key, c.req.valid("query"));
      return c.json({ stopped: true });
    });
}
