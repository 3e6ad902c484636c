import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorBodySchema } from "../../../src/contract/api-error.ts";
import {
  API_OPERATIONS,
  OPENAPI_DOCUMENT_PATH,
  operationErrors,
  type ApiOperation,
} from "../../../src/contract/api-reference.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { STATUS_BY_CODE } from "../../../src/server/app-error.ts";
import { apiRouteScope } from "../../../src/server/auth/api-route-scopes.ts";
import { SECURITY_SCHEMES, toHonoPath } from "../../../src/server/openapi/api-document.ts";
import { openApiRoutes } from "../../../src/server/routes/openapi.ts";
import { buildTestApp } from "../../support/test-app.ts";
import { createTestDatabase } from "../../support/test-database.ts";

/** Just enough of OpenAPI 3.1 to read the document back. */
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string }>;
  };
}
interface Operation {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    description?: string;
    schema: unknown;
  }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: unknown; "x-events"?: Record<string, unknown> }>;
    }
  >;
}

/** What z.toJSONSchema says about a schema, less the dialect line (the document states OpenAPI 3.1's). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

const ERROR_REF = { $ref: "#/components/schemas/ApiError" };

let document: Document;
let response: Response;
beforeAll(async () => {
  response = await openApiRoutes().request("/openapi.json");
  document = (await response.clone().json()) as Document;
});

function documented(operation: ApiOperation): Operation {
  const found = document.paths[operation.path]?.[operation.method];
  if (!found) throw new Error(`${operation.method} ${operation.path} is not in the document`);
  return found;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

describe("GET /openapi.json", () => {
  it("serves an OpenAPI 3.1 document anyone may cache for five minutes", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe("Groundtruth API");
    expect(document.info.version).toBeTruthy();
    expect(OPENAPI_DOCUMENT_PATH).toBe("/api/openapi.json");
  });

  it("documents exactly the operations of the table, each with a summary and its success answer", () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(inDocument.sort()).toEqual(
      API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort(),
    );
    expect(inDocument).toEqual(
      expect.arrayContaining([
        "POST /api/analyses",
        "GET /api/analyses",
        "GET /api/analyses/{id}",
        "GET /api/analyses/{id}/markdown",
        "POST /api/analyses/{id}/chat",
        "GET /api/credits",
      ]),
    );
    for (const operation of API_OPERATIONS) {
      const found = documented(operation);
      expect(found.operationId).toBe(operation.operationId);
      expect(found.summary).toBe(operation.summary);
      expect(found.responses[String(operation.success.status)]).toBeDefined();
    }
  });

  it("declares every path parameter, and every reference points inside the document", () => {
    for (const operation of API_OPERATIONS) {
      const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (documented(operation).parameters ?? []).filter((p) => p.in === "path");
      expect(declared.map((p) => [p.name, p.required])).toEqual(names.map((name) => [name, true]));
    }
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1];
      expect(name && document.components.schemas[name], ref).toBeTruthy();
    }
  });

  it("states each request and response exactly as the contract's zod schemas do", () => {
    expect(document.components.schemas.ApiError).toEqual(jsonSchema(apiErrorBodySchema, "output"));
    for (const operation of API_OPERATIONS) {
      const found = documented(operation);
      if (operation.body) {
        expect(found.requestBody?.required).toBe(true);
        expect(found.requestBody?.content["application/json"]?.schema).toEqual(
          jsonSchema(operation.body.schema, "input"),
        );
      } else {
        expect(found.requestBody).toBeUndefined();
      }
      const success = found.responses[String(operation.success.status)]?.content ?? {};
      const { content } = operation.success;
      if (content.type === "json") {
        expect(success["application/json"]?.schema).toEqual(jsonSchema(content.schema, "output"));
      } else if (content.type === "markdown") {
        expect(success["text/markdown"]?.schema).toEqual({ type: "string" });
      } else {
        const events = success["text/event-stream"]?.["x-events"] ?? {};
        expect(Object.keys(events)).toEqual(content.events.map((event) => event.name));
        for (const event of content.events)
          expect(document.components.schemas[event.schemaName]).toEqual(
            jsonSchema(event.schema, "output"),
          );
      }
    }
  });

  it("derives query and path parameters from the contract's schemas", () => {
    for (const operation of API_OPERATIONS) {
      const parameters = documented(operation).parameters ?? [];
      for (const [where, schema] of [
        ["query", operation.query],
        ["path", operation.pathParams],
      ] as const) {
        const expected = schema ? jsonSchema(schema, "input") : { properties: {}, required: [] };
        const properties = (expected.properties ?? {}) as Record<string, Record<string, unknown>>;
        const required = (expected.required ?? []) as string[];
        const found = parameters.filter((p) => p.in === where);
        expect(found.map((p) => p.name).sort()).toEqual(Object.keys(properties).sort());
        for (const parameter of found) {
          const { description, ...rest } = properties[parameter.name] ?? {};
          expect(JSON.parse(JSON.stringify(parameter.schema))).toEqual(rest);
          expect(parameter.description).toBe(description);
          expect(Boolean(parameter.required)).toBe(required.includes(parameter.name));
        }
      }
    }
  });

  it("lists every error an operation can answer under the status the server sends it with", () => {
    for (const operation of API_OPERATIONS) {
      const { responses } = documented(operation);
      for (const code of operationErrors(operation)) {
        const answer = responses[String(STATUS_BY_CODE[code])];
        expect(answer?.description, `${operation.operationId} ${code}`).toContain(`\`${code}\``);
        expect(answer?.content?.["application/json"]?.schema).toEqual(ERROR_REF);
      }
      const errorStatuses = Object.keys(responses).filter((status) => Number(status) >= 400);
      expect(errorStatuses.sort()).toEqual(
        [...new Set(operationErrors(operation).map((code) => String(STATUS_BY_CODE[code])))].sort(),
      );
    }
  });

  it("asks for an API key with the scope the server checks, or the browser session", async () => {
    expect(document.components.securitySchemes[SECURITY_SCHEMES.apiKey]).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(document.components.securitySchemes[SECURITY_SCHEMES.session]).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
    const scopeOf = new Hono().all("*", (c) => c.text(apiRouteScope(c) ?? "none"));
    for (const operation of API_OPERATIONS) {
      expect(documented(operation).security).toEqual([
        { [SECURITY_SCHEMES.apiKey]: [operation.scope] },
        { [SECURITY_SCHEMES.session]: [] },
      ]);
      const concrete = operation.path.replace("{id}", "4b1c7d4e-2f0a-4c55-9a3e-0d6f1f2b8c90");
      const checked = await scopeOf.request(concrete, { method: operation.method.toUpperCase() });
      expect(await checked.text(), `${operation.method} ${operation.path}`).toBe(operation.scope);
    }
  });
});

describe("the documented operations in the app", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("are each routed by the app, with the method the document gives", async () => {
    const { app } = buildTestApp(database);
    const routed = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
    for (const operation of API_OPERATIONS)
      expect(routed, `${operation.method} ${operation.path}`).toContain(
        `${operation.method.toUpperCase()} ${toHonoPath(operation.path)}`,
      );
    // Signed out, a documented route answers 401 in the documented error shape.
    const refused = await app.request("/api/credits");
    expect(refused.status).toBe(401);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe("unauthorized");
  });

  it("serves the document at /api/openapi.json to anyone, signed in or not", async () => {
    const { app } = buildTestApp(database);
    expect(app.routes.map((route) => `${route.method} ${route.path}`)).toContain(
      `GET ${OPENAPI_DOCUMENT_PATH}`,
    );
    const served = await app.request(OPENAPI_DOCUMENT_PATH);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await served.json()).toEqual(document);

    // Over 16 KB, compressed off the request thread: the same document, its headers kept.
    const zipped = await app.request(OPENAPI_DOCUMENT_PATH, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(JSON.stringify(document).length).toBeGreaterThan(16 * 1024);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-length")).toBeNull();
    expect(zipped.headers.get("cache-control")).toBe("public, max-age=300");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual(document);
  });
});
