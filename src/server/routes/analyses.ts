import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import {
  startAnalysisBodySchema,
  type AnalysisDetail,
  type AnalysisList,
} from "../../contract/analysis.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { failureMessage } from "../modules/analyses/failure-reasons.ts";
import { getAnalysis } from "../modules/analyses/get-analysis.ts";
import { listAnalyses } from "../modules/analyses/list-analyses.ts";
import { startAnalysis } from "../modules/analyses/start-analysis.ts";
import { watchAnalysis } from "../modules/analyses/watch-analysis.ts";

export interface AnalysisRouteDeps {
  db: Database;
  queue: JobQueue;
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

const cursorIdSchema = z.guid();

/**
 * Anything but a cursor this server made is refused here: an id that is not a uuid or a date
 * PostgreSQL cannot hold would otherwise fail the query (a 500), not the request.
 */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  const year = createdAt.getUTCFullYear();
  const parsedId = cursorIdSchema.safeParse(id);
  if (rest.length > 0 || !parsedId.success || !(year >= 1 && year <= 9999)) {
    throw new AppError("bad_request", "Invalid page cursor.");
  }
  return { createdAt, id: parsedId.data };
}

/** Mounted behind requireSession (app.ts), once for every route under /analyses. */
export function analysisRoutes(deps: AnalysisRouteDeps) {
  const { db } = deps;
  return new Hono<AuthedEnv>()
    .post(
      "/",
      rateLimit<AuthedEnv>({
        db,
        name: "start-analysis",
        limit: 10,
        windowMs: 60_000,
        key: (c) => `user:${c.var.user.id}`,
      }),
      validate("json", startAnalysisBodySchema),
      async (c) => {
        const { analysisId } = await startAnalysis(
          { db, queue: deps.queue, log: c.get("log") },
          { userId: c.var.user.id, idea: c.req.valid("json").idea, now: new Date() },
        );
        return c.json({ analysisId }, 202);
      },
    )
    .get(
      "/",
      validate("query", z.object({ cursor: z.string().max(200).optional() })),
      async (c) => {
        const { cursor } = c.req.valid("query");
        const page = await listAnalyses(db, {
          userId: c.var.user.id,
          before: cursor ? decodeCursor(cursor) : undefined,
        });
        const last = page.items.at(-1);
        const body: AnalysisList = {
          items: page.items.map((row) => ({
            id: row.id,
            ideaText: row.ideaText,
            status: row.status,
            createdAt: row.createdAt.toISOString(),
            competitorCount: row.competitorCount,
          })),
          nextCursor: page.hasMore && last ? encodeCursor(last) : null,
        };
        return c.json(body);
      },
    )
    .get("/:id", async (c) => {
      const row = await getAnalysis(db, { userId: c.var.user.id, analysisId: c.req.param("id") });
      const body: AnalysisDetail = {
        id: row.id,
        ideaText: row.ideaText,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        progress: (row.progress ?? null) as AnalysisDetail["progress"],
        results: row.status === "succeeded" ? (row.results ?? null) : null,
        failureMessage: failureMessage(row.status, row.errorMessage),
      };
      return c.json(body);
    })
    .get("/:id/events", async (c) => {
      const userId = c.var.user.id;
      const analysisId = c.req.param("id");
      // Answer a missing or foreign id with a plain 404 before the stream starts.
      await getAnalysis(db, { userId, analysisId });
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        stream.onAbort(() => controller.abort());
        for await (const snapshot of watchAnalysis(
          db,
          { userId, analysisId },
          { signal: controller.signal },
        )) {
          await stream.writeSSE({ event: "snapshot", data: JSON.stringify(snapshot) });
        }
      });
    });
}
