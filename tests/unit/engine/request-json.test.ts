import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  askedWaitMs,
  parseRetryAfterMs,
  requestJson,
} from "../../../src/engine/http/request-json.ts";
import type { HttpSettings } from "../../../src/engine/http/request-json.ts";
import { SourceError } from "../../../src/engine/http/source-error.ts";
import { startFakeService } from "../../fakes/fake-server.ts";
import type { FakeService } from "../../fakes/fake-server.ts";

const schema = z.object({ ok: z.boolean() });
let service: FakeService;
const http: HttpSettings = {
  fetch: globalThis.fetch,
  timeoutMs: 1_000,
  retries: 2,
  maxBackoffMs: 100,
  now: () => performance.now(),
};
const request = (deadlineMs = 3_000) => ({
  url: `${service.url}/thing`,
  schema,
  signal: new AbortController().signal,
  deadline: performance.now() + deadlineMs,
});

beforeAll(async () => {
  service = await startFakeService("generic", () => ({ json: { ok: true } }));
});
afterAll(() => service.close());
beforeEach(() => service.reset());

describe("requestJson", () => {
  it("honours Retry-After on 429 before retrying", async () => {
    service.setBehaviour({ failure: "429", failCount: 1, retryAfterSeconds: 1 });
    const started = performance.now();
    await expect(requestJson(http, request())).resolves.toEqual({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(service.requests).toHaveLength(2);
  });

  it("gives up at once when Retry-After points past the deadline", async () => {
    service.setBehaviour({ failure: "429", failCount: 1, retryAfterSeconds: 30 });
    const error = await requestJson(http, request(2_000)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).code).toBe("rate-limited");
    expect(service.requests).toHaveLength(1);
  });

  it("retries 5xx with back-off and then succeeds", async () => {
    service.setBehaviour({ failure: "500", failCount: 2 });
    await expect(requestJson(http, request())).resolves.toEqual({ ok: true });
    expect(service.requests).toHaveLength(3);
  });

  it("reports malformed JSON as a readable error, not a crash", async () => {
    service.setBehaviour({ failure: "malformed", failCount: Number.POSITIVE_INFINITY });
    await expect(requestJson(http, request())).rejects.toMatchObject({
      code: "malformed-response",
    });
  });

  it("reports an unexpected shape as malformed", async () => {
    const other = await startFakeService("shape", () => ({ json: { ok: "yes" } }));
    await expect(requestJson(http, { ...request(), url: other.url })).rejects.toMatchObject({
      code: "malformed-response",
    });
    await other.close();
  });

  it("cuts off a hanging upstream at its timeout", async () => {
    service.setBehaviour({ failure: "hang", failCount: Number.POSITIVE_INFINITY });
    const started = performance.now();
    await expect(requestJson({ ...http, timeoutMs: 300 }, request())).rejects.toMatchObject({
      code: "timeout",
    });
    // The upstream never answers: finishing at all proves the cut-off; the bound only rules out a stray retry loop.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("parses Retry-After in seconds and as an HTTP date", () => {
    expect(parseRetryAfterMs("2", 0)).toBe(2_000);
    expect(parseRetryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5_000);
    expect(parseRetryAfterMs(null, 0)).toBeNull();
  });
});

describe("askedWaitMs", () => {
  const now = 1_700_000_000_000;
  it("reads Bluesky's and GitHub's reset time once nothing is left", () => {
    const bluesky = new Headers({ "ratelimit-remaining": "0", "ratelimit-reset": "1700000030" });
    const github = new Headers({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000090" });
    expect(askedWaitMs(bluesky, now)).toBe(30_000);
    expect(askedWaitMs(github, now)).toBe(90_000);
  });

  it("prefers Retry-After, and ignores a reset while calls remain", () => {
    const both = new Headers({
      "retry-after": "5",
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": "1700000090",
    });
    expect(askedWaitMs(both, now)).toBe(5_000);
    expect(
      askedWaitMs(
        new Headers({ "ratelimit-remaining": "12", "ratelimit-reset": "1700000030" }),
        now,
      ),
    ).toBeNull();
  });
});
