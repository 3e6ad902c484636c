import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { previewTeaserSchema } from "../../../src/contract/preview.ts";
import type { Report } from "../../../src/contract/report.ts";
import { siteConfigSchema } from "../../../src/contract/site-config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { createApp } from "../../../src/server/app.ts";
import type { ResearchEngine } from "../../../src/server/modules/analyses/research-engine.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { call, freshIp, ORIGIN, type TestApp } from "../auth/auth-helpers.ts";

const IDEA =
  "A scheduling tool for independent physiotherapists that fills cancellations from a waitlist.";

type Behaviour = "succeed" | "fail" | "run-until-aborted";

describeEachDatabase("the preview's hourly slot", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  const engine = { behaviour: "succeed" as Behaviour, started: 0, aborted: 0 };

  beforeEach(async () => {
    database = await createTestDatabase(leg);
    Object.assign(engine, { behaviour: "succeed", started: 0, aborted: 0 });
    const research: ResearchEngine = {
      async run(idea, _mode, controls) {
        engine.started += 1;
        if (engine.behaviour === "fail") throw new Error("the model is down");
        if (engine.behaviour === "run-until-aborted") {
          // The sources are being asked (and paid for) until the run is stopped.
          await new Promise((_resolve, reject) =>
            controls.signal?.addEventListener(
              "abort",
              () => {
                engine.aborted += 1;
                reject(new Error("aborted"));
              },
              { once: true },
            ),
          );
        }
        return { ...reportFixture, idea } satisfies Report;
      },
    };
    const config = testConfig({
      APP_URL: ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-preview-slot-test-")),
      TRUST_PROXY: "true",
    });
    app = createApp({
      config,
      logger: captureLogs().logger,
      database,
      web: null,
      engine: research,
    });
  });
  afterEach(async () => {
    await database.close();
  });

  const preview = (ip: string) => call(app, "POST", "/api/preview", { ip, body: { idea: IDEA } });

  test("a visitor who leaves mid-run has still used the hour: leaving is no way round the limit", async () => {
    const ip = freshIp();
    engine.behaviour = "run-until-aborted";
    const leaving = new AbortController();
    const abandoned = Promise.resolve(
      app.request("/api/preview", {
        method: "POST",
        headers: { origin: ORIGIN, "x-forwarded-for": ip, "content-type": "application/json" },
        body: JSON.stringify({ idea: IDEA }),
        signal: leaving.signal,
      }),
    ).catch(() => null);
    while (engine.started === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    leaving.abort();
    await abandoned;
    // Nobody is left to read the answer, so the run stops...
    expect(engine.aborted).toBe(1);
    // ...but the sources it asked were paid for: the slot stays used.
    engine.behaviour = "succeed";
    const again = await preview(ip);
    expect(again.status).toBe(429);
    expect(engine.started).toBe(1);
  });

  test("a preview that fails on our side still gives the hour back", async () => {
    const ip = freshIp();
    engine.behaviour = "fail";
    expect((await preview(ip)).status).toBe(503);
    engine.behaviour = "succeed";
    expect((await preview(ip)).status).toBe(200);
    expect((await preview(ip)).status).toBe(429);
  });

  test("the preview and the site config answer exactly the fields their contract schemas state", async () => {
    engine.behaviour = "succeed";
    const response = await preview(freshIp());
    expect(response.status).toBe(200);
    // zod drops fields a schema does not name, so equality means nothing extra was sent.
    const teaser: unknown = await response.json();
    expect(previewTeaserSchema.parse(teaser)).toEqual(teaser);
    const config: unknown = await (await call(app, "GET", "/api/site-config")).json();
    expect(siteConfigSchema.parse(config)).toEqual(config);
  });

  test("the preview carries the verdict's score and confidence, and none of its signals, quotes or plan", async () => {
    engine.behaviour = "succeed";
    const verdict = reportFixture.verdict!;
    const body = await (await preview(freshIp())).text();
    expect(JSON.parse(body).verdict).toEqual({
      score: verdict.score,
      confidence: verdict.confidence,
    });
    const hidden = [
      ...verdict.signals.map((signal) => signal.basis),
      // Quotes for the idea may be comments whose openings the preview shows; those against are not.
      ...verdict.evidenceAgainst.map((quote) => quote.quote),
      verdict.confidenceBasis,
      ...verdict.pivots.map((pivot) => pivot.title),
      verdict.nextSevenDays.smokeTest.killCriterion,
      verdict.summary,
    ];
    expect(hidden.length).toBeGreaterThan(5);
    for (const text of hidden) expect(body).not.toContain(JSON.stringify(text).slice(1, -1));
  });
});
