import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { startAnalysisBodySchema, type AnalysisDetail, type AnalysisList } from "../../contract/analysis.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { failureMessage } from "../modules/analyses/failure-reasons.ts";
import { getAnalysis } from "../modules/analyses/get-analysis.ts";
import { listAnalyses } from "../modules/analyses/list-analyses.ts";
import { startAnalysis } from "../modules/analyses/start-analysis.ts";
import { watchAnalysis } from "../modules/analyses/watch-analysis.ts";
import { getCreditSummary } from "../modules/credits/get-credit-summary.ts";

export interface AnalysisRouteDeps {
  auth: Auth;
  db: Database;
  queue: JobQueue;
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError("bad_request", "Invalid page cursor.");
  return { createdAt, id };
}

function competitorCount(results: unknown): number | null {
  const competitors = (results as { competitors?: unknown } | null)?.competitors;
  return Array.isArray(competitors) ? competitors.length : null;
}

export function analysisRoutes(deps: AnalysisRouteDeps) {
  const { db } = deps;
  return new Hono<AuthedEnv>()
    .use(requireSession(deps.auth))
    .post(
      "/",
      rateLimit({ name: "start-analysis", limit: 10, windowMs: 60_000, key: (c) => `user:${(c as unknown as { var: AuthedEnv["Variables"] }).var.user.id}` }),
      validate("json", startAnalysisBodySchema),
      async (c) => {
        const { analysisId } = await startAnalysis(
          { db, queue: deps.queue, log: c.get("log") },
          { userId: c.var.user.id, idea: c.req.valid("json").idea, now: new Date() },
        );
        return c.json({ analysisId }, 202);
      },
    )
    .get("/", validate("query", z.object({ cursor: z.string().max(200).optional() })), async (c) => {
      const { cursor } = c.req.valid("query");
      const page = await listAnalyses(db, { userId: c.var.user.id, before: cursor ? decodeCursor(cursor) : undefined });
      const last = page.items.at(-1);
      const body: AnalysisList = {
        items: page.items.map((row) => ({
          id: row.id,
          ideaText: row.ideaText,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          competitorCount: competitorCount(row.results),
        })),
        nextCursor: page.hasMore && last ? encodeCursor(last) : null,
      };
      return c.json(body);
    })
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
        for await (const snapshot of watchAnalysis(db, { userId, analysisId }, { signal: controller.signal })) {
          await stream.writeSSE({ event: "snapshot", data: JSON.stringify(snapshot) });
        }
      });
    });
}

export function creditRoutes(deps: Pick<AnalysisRouteDeps, "auth" | "db">) {
  return new Hono<AuthedEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getCreditSummary(deps.db, c.var.user.id, new Date())));
}
