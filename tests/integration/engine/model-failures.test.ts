import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runAnalysis } from "../../../src/engine/index.ts";
import { reportSchema } from "../../../src/contract/report.ts";
import { createModels } from "../../../src/engine/llm/create-models.ts";
import { structuredCall } from "../../../src/engine/llm/structured-call.ts";
import type { ModelCallRecord } from "../../../src/engine/llm/structured-call.ts";
import type { ModelSettings } from "../../../src/engine/types.ts";
import { jsonBody, startFakeService } from "../../fakes/fake-server.ts";
import type { FakeRequest } from "../../fakes/fake-server.ts";
import { hasRecordedFixtures, readRecorded } from "../../unit/engine/recorded-fixtures.ts";
import { expectFeedbackIsVerbatim, loopbackOnlyFetch, optionsFor, useFakes } from "./helpers.ts";

const IDEA = "a habit tracker for remote teams";
const fakesFor = useFakes("openai-compatible");

describe("a misbehaving model never sinks the report", () => {
  it("retries an answer that is not JSON at all, then builds the sections from the evidence and says so", async () => {
    const fakes = fakesFor();
    fakes.control.model.mode = "malformed";
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    reportSchema.parse(report);
    expect(report.mode).toBe("ai");
    // One repair retry per section, no more.
    for (const name of ["competitors", "feedback", "insights", "market_summary"]) {
      expect(
        fakes.control.model.calls.filter((call) => call.name === name),
        name,
      ).toHaveLength(2);
    }
    expect(
      Object.values(report.sections).every((section) => section.generatedBy === "evidence-only"),
    ).toBe(true);
    const fallbacks = report.warnings.filter((warning) => warning.code === "model-fallback");
    expect(fallbacks).toHaveLength(4);
    expect(fallbacks[0]?.message).toMatch(/did not match the expected structure twice/);
    expect(report.competitors.length).toBeGreaterThan(0);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
  });

  it("falls back per section when the model endpoint answers 500, with the failure named", async () => {
    const fakes = fakesFor();
    fakes.control.set("llm", { failure: "500" });
    const report = await runAnalysis(IDEA, optionsFor(fakes));
    expect(
      Object.values(report.sections).every((section) => section.generatedBy === "evidence-only"),
    ).toBe(true);
    expect(
      report.warnings
        .filter((warning) => warning.code === "model-fallback")
        .map((warning) => warning.message),
    ).toEqual(Array(4).fill(expect.stringMatching(/model call failed/)));
    expect(report.usage.calls.every((call) => !call.ok)).toBe(true);
    expect(expectFeedbackIsVerbatim(report)).toBeGreaterThan(5);
  });
});

/** Serves one recorded response to every request and keeps the requests, to compare wire formats. */
async function replay(body: unknown) {
  const requests: FakeRequest[] = [];
  const service = await startFakeService("recorded-model", (request) => {
    requests.push(request);
    return { json: body };
  });
  return { service, requests };
}

async function callRecorded<T>(settings: ModelSettings, schema: z.ZodType<T>, name: string) {
  const setup = await createModels({
    sources: {} as never,
    model: settings,
    fetch: loopbackOnlyFetch,
  });
  if (!setup.ok) throw new Error(setup.reason);
  const records: ModelCallRecord[] = [];
  const result = await structuredCall({
    stage: "summary",
    model: setup.models.main,
    modelName: setup.models.mainName,
    name,
    schema,
    system: "Answer with JSON only.",
    prompt: "Recorded prompt.",
    deadline: performance.now() + 10_000,
    now: () => performance.now(),
    signal: new AbortController().signal,
    record: (call) => records.push(call),
  });
  return { result, records };
}

describe.skipIf(!hasRecordedFixtures)("model providers read real recorded responses", () => {
  it("OpenAI-compatible: a recorded json_schema chat completion parses, with its token usage", async () => {
    const { service, requests } = await replay(
      readRecorded("openai/chat_completion_json_schema.json"),
    );
    try {
      const { result, records } = await callRecorded(
        {
          provider: "openai-compatible",
          model: "gpt-4o",
          apiKey: "k",
          baseUrl: `${service.url}/v1`,
        },
        z.object({ city: z.string(), country: z.string() }),
        "result",
      );
      expect(result).toEqual({ ok: true, value: { city: "Mexico City", country: "Mexico" } });
      expect(records).toMatchObject([{ inputTokens: 92, outputTokens: 15, ok: true }]);
      // The request carries the schema the way the recorded real request did.
      const recordedRequest = readRecorded("openai/chat_completion_json_schema.request.json") as {
        response_format: { type: string };
      };
      expect(jsonBody(requests[0]!).response_format).toMatchObject({
        type: recordedRequest.response_format.type,
        json_schema: { name: "result" },
      });
    } finally {
      await service.close();
    }
  });

  it("Anthropic: a recorded structured-output message parses, with its token usage", async () => {
    const { service } = await replay(readRecorded("anthropic/messages_json_output_format.json"));
    try {
      const recipe = z.object({
        recipe: z.object({
          name: z.string(),
          ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
          steps: z.array(z.string()),
        }),
      });
      const { result, records } = await callRecorded(
        {
          provider: "anthropic",
          model: "claude-sonnet-4-5-20250929",
          apiKey: "k",
          baseUrl: `${service.url}/v1`,
        },
        recipe,
        "recipe",
      );
      expect(result.ok && result.value.recipe.name).toBe("Classic Lasagna");
      expect(records).toMatchObject([{ inputTokens: 371, outputTokens: 629, ok: true }]);
    } finally {
      await service.close();
    }
  });
});
