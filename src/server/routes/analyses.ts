import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { startAnalysisBodySchema } from "../../contract/analysis.ts";
import type { Database } from "../../db/client.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { getAnalysis } from "../modules/analyses/get-analysis.ts";
import { listAnalyses } from "../modules/analyses/list-analyses.ts";
import { startAnalysis } from "../modules/analyses/start-analysis.ts";
import { reportAsMarkdown } from "../modules/analyses/report-as-markdown.ts";
import { readAnalysisDetail } from "../modules/analyses/read-analysis-detail.ts";
import { sendEncodedJson } from "../http/encoded-json.ts";
import { watchAnalysis } from "../modules/analyses/watch-analysis.ts";

export interface AnalysisRouteDeps {
  db: Database;
  queue: JobQueue;
  appUrl: string;
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
          { userId: c.var.user.id, ...c.req.valid("json"), now: new Date() },
        );
        return c.json({ analysisId }, 202);
      },
    )
    .get(
      "/",
      validate("query", z.object({ cursor: z.string().max(200).optional() })),
      async (c) => {
        const { cursor } = c.req.valid("query");
        return c.json(await listAnalyses(db, { userId: c.var.user.id, cursor }));
      },
    )
    .get("/:id", async (c) =>
      sendEncodedJson(
        c,
        await readAnalysisDetail(db, { userId: c.var.user.id, analysisId: c.req.param("id") }),
      ),
    )
    .get("/:id/markdown", async (c) => {
      const markdown = await reportAsMarkdown(
        { db, appUrl: deps.appUrl },
        { userId: c.var.user.id, analysisId: c.req.param("id") },
      );
      return c.body(markdown, 200, { "Content-Type": "text/markdown; charset=utf-8" });
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
