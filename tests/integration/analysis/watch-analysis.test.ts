import { getEventListeners } from "node:events";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { watchAnalysis } from "../../../src/server/modules/analyses/watch-analysis.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";

describeEachDatabase("following a running analysis", (leg) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(leg);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps no listener per poll on the request's signal, however long the run", async () => {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, email: `${userId}@example.com` });
    const [row] = await database.db
      .insert(analyses)
      .values({ userId, ideaText: "an idea", status: "running" })
      .returning();
    const controller = new AbortController();
    const watch = watchAnalysis(
      database.db,
      { userId, analysisId: row!.id },
      { signal: controller.signal, pollMs: 2 },
    );
    const first = await watch.next();
    expect(first.value).toMatchObject({ status: "running" });
    // Dozens of polls later the run is unchanged, so nothing is yielded; the watch still waits.
    const pending = watch.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(getEventListeners(controller.signal, "abort").length).toBeLessThanOrEqual(1);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ done: true });
  });
});
