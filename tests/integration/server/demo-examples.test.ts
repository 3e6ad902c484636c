import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfigSchema } from "../../../src/contract/site-config.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { buildTestApp, testConfig } from "../../support/test-app.ts";
import { createTestDatabase } from "../../support/test-database.ts";

const EXAMPLES = [
  { label: "Physio waitlist", idea: "A scheduling tool for independent physiotherapists." },
  { label: "Dog grooming", idea: "A booking app for independent dog groomers." },
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
});
afterAll(async () => {
  await database?.close();
});

const siteConfig = async (env: Record<string, string>) => {
  const { app } = buildTestApp(database, { config: testConfig(env) });
  return siteConfigSchema.parse(await (await app.request("/api/site-config")).json());
};

describe("the demo's examples", () => {
  it("are offered by the demo, and by nothing else", async () => {
    const examples = JSON.stringify(EXAMPLES);
    expect((await siteConfig({ DEMO_MODE: "true", DEMO_EXAMPLES: examples })).examples).toEqual(
      EXAMPLES,
    );
    expect((await siteConfig({ DEMO_EXAMPLES: examples })).examples).toEqual([]);
    expect((await siteConfig({})).examples).toEqual([]);
  });

  it("refuse to start on a malformed list, naming the variable", () => {
    expect(() => loadConfig({ DEMO_EXAMPLES: "[{" })).toThrow(/DEMO_EXAMPLES/);
    expect(() => loadConfig({ DEMO_EXAMPLES: '[{"label": 1}]' })).toThrow(/DEMO_EXAMPLES/);
  });
});
