import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import type { Report } from "../../../src/contract/report.ts";
import { analyses, creditGrants, creditSpends, users } from "../../../src/db/schema.ts";
import { startAnalysisWorker } from "../../../src/server/jobs/analysis-worker.ts";
import {
  recoverStalledAnalyses,
  settleFinishedAnalyses,
} from "../../../src/server/modules/analyses/recover-stalled-analyses.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { runAnalysisJob } from "../../../src/server/modules/analyses/run-analysis-job.ts";
import { startAnalysis } from "../../../src/server/modules/analyses/start-analysis.ts";
import { grantCredits } from "../../../src/server/modules/credits/grant-credits.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { waitFor } from "../../support/wait-for.ts";
import {
  recordingQueue,
  scriptedEngine,
  type EngineBehaviour,
} from "../../support/analysis-doubles.ts";

const IDEA =
  "A scheduling tool for independent physiotherapists that fills cancellations from a waitlist.";
const seconds = (n: number) => n * 1000;

describeEachDatabase("analyses that survive a crash", (leg) => {
  let database: DatabaseHandle;
  let userId: string;
  let queue: ReturnType<typeof recordingQueue>;
  const behaviour = { current: "succeed" as EngineBehaviour };
  let engine: ReturnType<typeof scriptedEngine>;
  const log = captureLogs().logger;

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    behaviour.current = "succeed";
    engine = scriptedEngine(behaviour);
    queue = recordingQueue();
    userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, email: `${userId}@example.com`, emailVerified: true });
    const now = new Date();
    await database.db.transaction((tx) =>
      grantCredits(tx, {
        userId,
        kind: "adjustment",
        amount: 1,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        sourceRef: "test",
        now,
      }),
    );
  });
  afterEach(async () => {
    await database.close();
  });

  /** Reports left across all of the user's grants. */
  const reportsLeft = async () => {
    const [row] = await database.db
      .select({ left: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
      .from(creditGrants)
      .where(eq(creditGrants.userId, userId));
    return row!.left;
  };
  const row = async (analysisId: string) =>
    (await database.db.select().from(analyses).where(eq(analyses.id, analysisId)))[0]!;
  const spends = (analysisId: string) =>
    database.db.select().from(creditSpends).where(eq(creditSpends.analysisId, analysisId));
  /** Reports left while the last analysis started holds its reservation: charged is this, given back is one more. */
  let reserved = 0;
  const start = async () => {
    const { analysisId } = await startAnalysis(
      { db: database.db, queue, log },
      { userId, idea: IDEA, now: new Date() },
    );
    reserved = await reportsLeft();
    return analysisId;
  };
  /** What a worker that died leaves behind: a running analysis whose heartbeat stopped `ageMs` ago. */
  const orphan = async (analysisId: string, ageMs: number, createdAgoMs = ageMs) => {
    const then = new Date(Date.now() - ageMs);
    await database.db
      .update(analyses)
      .set({
        status: "running",
        startedAt: then,
        heartbeatAt: then,
        createdAt: new Date(Date.now() - createdAgoMs),
      })
      .where(eq(analyses.id, analysisId));
  };
  const failSettlements = async () => {
    await database.db.execute(
      sql.raw(
        `create function refuse_settlement() returns trigger language plpgsql as $$ begin raise exception 'the ledger is unavailable'; end $$`,
      ),
    );
    await database.db.execute(
      sql.raw(
        `create trigger refuse_settlement before update on credit_spends for each row execute function refuse_settlement()`,
      ),
    );
  };

  test("a failure whose credit cannot be settled leaves the analysis unfinished, not failed with its report kept", async () => {
    const analysisId = await start();
    behaviour.current = "fail";
    await failSettlements();
    await expect(runAnalysisJob({ db: database.db, engine, log }, analysisId)).rejects.toThrow();
    // Status and settlement commit together: neither happened, so the sweep can still settle it.
    expect((await row(analysisId)).status).toBe("running");
    expect((await spends(analysisId))[0]!.status).toBe("reserved");
  });

  test("a success whose credit cannot be settled is not saved as succeeded", async () => {
    const analysisId = await start();
    await failSettlements();
    await expect(runAnalysisJob({ db: database.db, engine, log }, analysisId)).rejects.toThrow();
    expect((await row(analysisId)).status).toBe("running");
    expect((await spends(analysisId))[0]!.status).toBe("reserved");
  });

  test("a report left reserved by a finished analysis is settled by the sweep: given back if it failed, consumed if it succeeded", async () => {
    const failed = await start();
    // The state a crash between the two steps used to leave: finished, but the report still reserved.
    await database.db
      .update(analyses)
      .set({ status: "failed", errorMessage: "engine_error", finishedAt: new Date() })
      .where(eq(analyses.id, failed));
    expect(await settleFinishedAnalyses({ db: database.db, log }, new Date())).toBe(1);
    expect((await spends(failed))[0]!.status).toBe("released");
    expect(await reportsLeft()).toBe(reserved + 1);

    const succeeded = await start();
    await database.db
      .update(analyses)
      .set({
        status: "succeeded",
        results: { ...reportFixture, idea: IDEA },
        finishedAt: new Date(),
      })
      .where(eq(analyses.id, succeeded));
    expect(await settleFinishedAnalyses({ db: database.db, log }, new Date())).toBe(1);
    expect((await spends(succeeded))[0]!.status).toBe("consumed");
    expect(await reportsLeft()).toBe(reserved);
    // Nothing left to heal; running it again changes nothing.
    expect(await settleFinishedAnalyses({ db: database.db, log }, new Date())).toBe(0);
    expect(await reportsLeft()).toBe(reserved);
  });

  test("a running analysis whose worker went silent is resumed within seconds and charged once", async () => {
    const analysisId = await start();
    await orphan(analysisId, seconds(20));
    const result = await recoverStalledAnalyses(
      { db: database.db, queue, log },
      { now: new Date() },
    );
    expect(result).toEqual({ resumed: [analysisId], resent: [], failed: [] });
    expect((await row(analysisId)).status).toBe("queued");
    expect(queue.sent).toEqual([{ analysisId }, { analysisId }]);
    // The re-sent job runs it; the original job, delivered late, then finds it finished.
    expect(await runAnalysisJob({ db: database.db, engine, log }, analysisId)).toBe("succeeded");
    expect(await runAnalysisJob({ db: database.db, engine, log }, analysisId)).toBe("skipped");
    expect((await row(analysisId)).status).toBe("succeeded");
    expect(await spends(analysisId)).toEqual([expect.objectContaining({ status: "consumed" })]);
    expect(await reportsLeft()).toBe(reserved);
    expect(engine.runs).toBe(1);
  });

  test("an analysis with a fresh heartbeat is left to its worker, and a duplicate job does not run it twice", async () => {
    const analysisId = await start();
    await orphan(analysisId, seconds(2));
    expect(
      await recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() }),
    ).toEqual({ resumed: [], resent: [], failed: [] });
    expect((await row(analysisId)).status).toBe("running");
    expect(queue.sent).toEqual([{ analysisId }]);
    // The original job redelivered while another worker runs the analysis: nothing happens.
    expect(await runAnalysisJob({ db: database.db, engine, log }, analysisId)).toBe("skipped");
    expect(engine.runs).toBe(0);
    expect((await spends(analysisId))[0]!.status).toBe("reserved");
  });

  test("on a database this process owns alone, a run from before it started is resumed at once", async () => {
    const analysisId = await start();
    await orphan(analysisId, seconds(2));
    const startedAt = new Date();
    const result = await recoverStalledAnalyses(
      { db: database.db, queue, log },
      { now: startedAt, workersGoneBefore: startedAt },
    );
    expect(result.resumed).toEqual([analysisId]);
  });

  test("two processes sweeping at once resume an orphaned analysis only once", async () => {
    const analysisId = await start();
    await orphan(analysisId, seconds(30));
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () =>
        recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() }),
      ),
    );
    expect(sweeps.flatMap((sweep) => sweep.resumed)).toEqual([analysisId]);
    expect(queue.sent.filter((job) => job.analysisId === analysisId)).toHaveLength(2); // the start, and one resume
    // Two workers picking the job up at once: one runs it.
    const outcomes = await Promise.all([
      runAnalysisJob({ db: database.db, engine, log }, analysisId),
      runAnalysisJob({ db: database.db, engine, log }, analysisId),
    ]);
    expect(outcomes.sort()).toEqual(["skipped", "succeeded"]);
    expect(engine.runs).toBe(1);
    expect(await reportsLeft()).toBe(reserved);
  });

  test("a queued analysis whose job was lost is sent again, once per minute at most", async () => {
    const analysisId = await start();
    await database.db
      .update(analyses)
      .set({ createdAt: new Date(Date.now() - seconds(90)) })
      .where(eq(analyses.id, analysisId));
    expect(
      (await recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() })).resent,
    ).toEqual([analysisId]);
    expect(
      (await recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() })).resent,
    ).toEqual([]);
    expect(queue.sent).toEqual([{ analysisId }, { analysisId }]);
  });

  test("an orphan too old to resume fails and gives its report back; its late job changes nothing", async () => {
    const analysisId = await start();
    await orphan(analysisId, seconds(60), 20 * 60_000);
    expect(
      (await recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() })).failed,
    ).toEqual([analysisId]);
    expect((await row(analysisId)).status).toBe("failed");
    expect(await reportsLeft()).toBe(reserved + 1);
    expect(await runAnalysisJob({ db: database.db, engine, log }, analysisId)).toBe("skipped");
    expect(await reportsLeft()).toBe(reserved + 1);
  });

  test("a run taken over by another worker can neither save nor settle", async () => {
    const analysisId = await start();
    // Each run waits until the test says how it ends.
    const endings: Array<{ succeed: () => void; fail: () => void }> = [];
    const gated: ResearchEngine = {
      run: (idea) =>
        new Promise<Report>((resolve, reject) => {
          endings.push({
            succeed: () => resolve({ ...reportFixture, idea }),
            fail: () => reject(new Error("every source failed")),
          });
        }),
    };
    const slowDeps = { db: database.db, engine: gated, log, flushIntervalMs: 60_000 };
    const first = runAnalysisJob(slowDeps, analysisId);
    await waitFor(
      async () => endings.length,
      (count) => count === 1,
      30_000,
    );
    // The first worker goes silent; the sweep hands its run to a second worker.
    await database.db
      .update(analyses)
      .set({ heartbeatAt: new Date(Date.now() - seconds(20)) })
      .where(eq(analyses.id, analysisId));
    expect(
      (await recoverStalledAnalyses({ db: database.db, queue, log }, { now: new Date() })).resumed,
    ).toEqual([analysisId]);
    const second = runAnalysisJob(slowDeps, analysisId);
    await waitFor(
      async () => endings.length,
      (count) => count === 2,
      30_000,
    );
    // The first worker wakes up with a report: too late, the run is no longer its own.
    endings[0]!.succeed();
    expect(await first).toBe("skipped");
    expect((await row(analysisId)).status).toBe("running");
    endings[1]!.fail();
    expect(await second).toBe("failed");
    expect((await row(analysisId)).status).toBe("failed");
    expect(await spends(analysisId)).toEqual([expect.objectContaining({ status: "released" })]);
    expect(await reportsLeft()).toBe(reserved + 1);
  });

  test("a worker that is stopped hands its run on: the next process finishes it and charges once", async () => {
    behaviour.current = "hang";
    const first = await startAnalysisWorker({
      database,
      engine,
      logger: log,
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 600_000,
    });
    const { analysisId } = await startAnalysis(
      { db: database.db, queue: first.queue, log },
      { userId, idea: IDEA, now: new Date() },
    );
    reserved = await reportsLeft();
    await waitFor(
      () => row(analysisId),
      (analysis) => analysis.status === "running",
      30_000,
    );
    await first.stop();
    expect((await row(analysisId)).status).toBe("queued");

    behaviour.current = "succeed";
    const second = await startAnalysisWorker({
      database,
      engine,
      logger: log,
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 600_000,
    });
    try {
      await waitFor(
        () => row(analysisId),
        (analysis) => analysis.status === "succeeded",
        30_000,
      );
    } finally {
      await second.stop();
    }
    expect(await spends(analysisId)).toEqual([expect.objectContaining({ status: "consumed" })]);
    expect(await reportsLeft()).toBe(reserved);
  }, 60_000);
});
