import { Hono, type MiddlewareHandler } from "hono";
import {
  describeRoute,
  generateSpecs,
  resolver,
  validator,
  type DescribeRouteOptions,
  type ResponsesWithResolver,
} from "hono-openapi";
import type { z } from "zod";
import { apiErrorBodySchema, type ApiErrorCode } from "../../contract/api-error.ts";
import {
  API_AUTHENTICATION,
  API_ERROR_MEANINGS,
  API_INFO,
  API_OPERATIONS,
  MEDIA_TYPES,
  SCHEMA_IO,
  operationErrors,
  scopeLabel,
  type ApiContent,
  type ApiOperation,
} from "../../contract/api-reference.ts";
import { STATUS_BY_CODE } from "../app-error.ts";

export const SECURITY_SCHEMES = { apiKey: "apiKey", session: "session" } as const;
const ERROR_SCHEMA = "ApiError";
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };

export type ApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

/** `/api/analyses/{id}` as Hono writes it: `/api/analyses/:id`. */
export function toHonoPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

function responseResolver(schema: z.ZodType) {
  return resolver(schema, { options: { io: SCHEMA_IO.response } });
}

function successContent(content: ApiContent) {
  const mediaType = MEDIA_TYPES[content.type];
  if (content.type === "json") return { [mediaType]: { schema: responseResolver(content.schema) } };
  if (content.type === "markdown") return { [mediaType]: { schema: { type: "string" as const } } };
  // OpenAPI 3.1 cannot type a stream's events: each event's data schema is a named component.
  const events = Object.fromEntries(
    content.events.map((event) => [
      event.name,
      {
        description: event.description,
        data: { $ref: `#/components/schemas/${event.schemaName}` },
      },
    ]),
  );
  return { [mediaType]: { schema: { type: "string" as const }, "x-events": events } };
}

/** One response per status, naming every code it can carry and what each means. */
function errorResponses(codes: ApiErrorCode[]): ResponsesWithResolver {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${API_ERROR_MEANINGS[code]}`).join("\n\n"),
        content: { [MEDIA_TYPES.json]: { schema: ERROR_REF } },
      },
    ]),
  );
}

function describeOperation(operation: ApiOperation): DescribeRouteOptions {
  const { success, body } = operation;
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: `${operation.description}\n\nAn API key needs the \`${operation.scope}\` scope: ${scopeLabel(operation.scope)}.`,
    security: [
      { [SECURITY_SCHEMES.apiKey]: [operation.scope] },
      { [SECURITY_SCHEMES.session]: [] },
    ],
    ...(body && {
      requestBody: {
        required: true,
        content: { [MEDIA_TYPES.json]: { schema: resolver(body.schema), example: body.example } },
      },
    }),
    responses: {
      [String(success.status)]: {
        description: success.description,
        content: successContent(success.content),
      },
      ...errorResponses(operationErrors(operation)),
    },
  };
}

const notServedHere: MiddlewareHandler = (c) => Promise.resolve(c.body(null, 501));

/**
 * hono-openapi reads routes from a Hono app: this one carries the table's operations, each
 * described from the contract's schemas (parameters through its validator, which derives
 * them). It is never served; the real handlers are in routes/, and a test checks that every
 * operation here is routed there.
 */
function describedApp(): Hono {
  const app = new Hono();
  for (const operation of API_OPERATIONS) {
    const parameters = [
      ...(operation.pathParams ? [validator("param", operation.pathParams)] : []),
      ...(operation.query ? [validator("query", operation.query)] : []),
    ];
    app.on(
      operation.method.toUpperCase(),
      toHonoPath(operation.path),
      describeRoute(describeOperation(operation)),
      ...parameters,
      notServedHere,
    );
  }
  return app;
}

async function componentSchema(schema: z.ZodType) {
  return (await responseResolver(schema).toOpenAPISchema()).schema;
}

async function componentSchemas() {
  const named: [string, z.ZodType][] = [[ERROR_SCHEMA, apiErrorBodySchema]];
  for (const operation of API_OPERATIONS) {
    const { content } = operation.success;
    if (content.type === "event-stream")
      for (const event of content.events) named.push([event.schemaName, event.schema]);
  }
  return Object.fromEntries(
    await Promise.all(named.map(async ([name, schema]) => [name, await componentSchema(schema)])),
  );
}

/** The OpenAPI 3.1 document of the API that API keys may call. */
export async function buildApiDocument(): Promise<ApiDocument> {
  return generateSpecs(describedApp(), {
    documentation: {
      info: { ...API_INFO },
      components: {
        schemas: await componentSchemas(),
        securitySchemes: {
          [SECURITY_SCHEMES.apiKey]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "API key",
            description: API_AUTHENTICATION.apiKey,
          },
          [SECURITY_SCHEMES.session]: {
            type: "apiKey",
            in: "cookie",
            // better-auth's cookie under our prefix; over https it is named __Secure-groundtruth.session_token.
            name: "groundtruth.session_token",
            description: API_AUTHENTICATION.session,
          },
        },
      },
    },
    // Our errors have one shape, listed per operation; not the library's generic 400.
    defaultValidationErrorResponse: false,
  });
}
