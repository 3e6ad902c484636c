import { z } from "./zod.ts";
import { API_KEY_PREFIX, API_SCOPES, type ApiScope } from "./api-access.ts";
import { API_ERROR_CODES, apiErrorBodySchema, type ApiErrorCode } from "./api-error.ts";
import {
  analysisDetailSchema,
  analysisListSchema,
  startAnalysisBodySchema,
  startAnalysisResponseSchema,
} from "./analysis.ts";
import {
  CHAT_LIMITS,
  chatDeltaEventSchema,
  chatDoneEventSchema,
  chatErrorEventSchema,
  sendChatMessageBodySchema,
} from "./chat.ts";
import { creditSummarySchema } from "./credits.ts";
import { BRAND, LIMITS } from "./site.ts";

/**
 * The REST API a script or an assistant calls with a personal API key (issue 16): one table of
 * operations, built from the contract's own schemas. The server turns it into the OpenAPI 3.1
 * document at OPENAPI_DOCUMENT_PATH; the /docs/api page renders it. Neither writes a schema
 * by hand, so a contract change reaches both.
 */

export const OPENAPI_DOCUMENT_PATH = "/api/openapi.json";

export const API_INFO = {
  title: `${BRAND.name} API`,
  version: "1.0.0",
  description: `Start analyses, read their reports (as JSON or Markdown, every quote with its link), ask questions about them and check your credits: the same routes the ${BRAND.name} web app uses, with the same credits, limits and evidence.`,
} as const;

/** How each security scheme is explained, in the document and on the page. */
export const API_AUTHENTICATION = {
  apiKey: `A personal API key from Settings > Integrations > API keys, sent as \`Authorization: Bearer ${API_KEY_PREFIX}...\`. A key carries the scopes chosen when it was created; each operation names the one it needs, and a key without it gets 403 forbidden. Revoked keys get 401 at once.`,
  session: `The browser session cookie set by signing in on the website also works for every route here (it is how the web app calls them). Requests that change something must then come from the site itself.`,
} as const;

/** Requests are documented as a client sends them (defaults optional), responses as the server sends them. */
export const SCHEMA_IO = { request: "input", response: "output" } as const;

/** What each error code means to a caller; `satisfies` makes a new code fail to compile until it is explained. */
export const API_ERROR_MEANINGS = {
  bad_request: "The request is malformed, for example an unknown page cursor.",
  validation_failed: "A field is missing or invalid: `fields` names each one with its message.",
  unauthorized: "No valid API key or session: the key is missing, wrong or revoked.",
  forbidden:
    "The API key does not carry this operation's scope, or a browser request came from another site.",
  not_found: "No such analysis among yours; another account's analyses are never found.",
  conflict: "The analysis has no finished report yet.",
  payload_too_large: "The request body is larger than the server accepts.",
  rate_limited:
    "Too many requests in a short time: wait the seconds in the Retry-After header when present, then try again.",
  insufficient_credits:
    "No reports left: buy a pack, or wait for next month's free report (see GET /api/credits).",
  credits_expired: "Your remaining paid reports have expired.",
  email_not_verified: "The free report needs a confirmed e-mail address.",
  payment_required: "This needs the Professional plan.",
  chat_limit_reached: "This analysis has used all of its chat messages.",
  ai_credits_depleted: "The AI service's credits ran out on our side: contact support.",
  upstream_failed: "A service the answer depends on failed: try again.",
  integration_revoked:
    "A connected integration (Notion) no longer accepts our token: reconnect it.",
  no_evidence: "The public web had nothing on this idea.",
  empty_runs_exhausted:
    "Too many of your runs found nothing this hour: runs that find nothing are free, so they are limited. Wait the seconds in the Retry-After header.",
  service_unavailable: "Temporarily unavailable, for example analyses cannot be queued: try later.",
  internal_error:
    "Something went wrong on our side; the message is generic and the details are in our logs.",
} as const satisfies Record<ApiErrorCode, string>;

/** Every operation can answer these, whatever it does. */
const COMMON_ERRORS = [
  "unauthorized",
  "forbidden",
  "rate_limited",
  "internal_error",
] as const satisfies readonly ApiErrorCode[];

/** The list's query, as GET /api/analyses validates it. */
export const analysisListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe("`nextCursor` from the previous page; leave out for the newest analyses."),
});

export const analysisIdParamsSchema = z.object({
  id: z.string().describe("The analysis's id: `analysisId` from POST /api/analyses."),
});

export type ApiContent =
  | { type: "json"; schema: z.ZodType }
  | { type: "markdown" }
  | {
      type: "event-stream";
      /** Server-Sent Events in the order they come; each event's `data` is JSON of its schema. */
      events: readonly {
        name: string;
        schemaName: string;
        description: string;
        schema: z.ZodType;
      }[];
    };

export interface ApiOperation {
  operationId: string;
  method: "get" | "post";
  /** OpenAPI's form, parameters in braces. */
  path: `/api/${string}`;
  summary: string;
  description: string;
  scope: ApiScope;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; example: Record<string, unknown> };
  success: { status: 200 | 202; description: string; content: ApiContent };
  /** Besides COMMON_ERRORS. */
  errors: readonly ApiErrorCode[];
}

export const MEDIA_TYPES = {
  json: "application/json",
  markdown: "text/markdown",
  "event-stream": "text/event-stream",
} as const satisfies Record<ApiContent["type"], string>;

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: "startAnalysis",
    method: "post",
    path: "/api/analyses",
    summary: "Start an analysis",
    description: `Uses one of your reports (the one that expires first) and queues the research; it usually takes about a minute. Poll GET /api/analyses/{id} until \`status\` is \`succeeded\` or \`failed\`; a failed analysis gives its report back. At most 10 starts a minute.`,
    scope: "analyses:write",
    body: {
      schema: startAnalysisBodySchema,
      example: { idea: "A scheduling app for independent dog walkers with recurring visits" },
    },
    success: {
      status: 202,
      description: "Queued: the id to poll.",
      content: { type: "json", schema: startAnalysisResponseSchema },
    },
    errors: [
      "validation_failed",
      "payload_too_large",
      "insufficient_credits",
      "credits_expired",
      "email_not_verified",
      "empty_runs_exhausted",
      "service_unavailable",
    ],
  },
  {
    operationId: "listAnalyses",
    method: "get",
    path: "/api/analyses",
    summary: "List your analyses",
    description: `Newest first, ${LIMITS.historyPageSize} at a time. Pass \`nextCursor\` as \`cursor\` for the next page; it is null on the last one.`,
    scope: "analyses:read",
    query: analysisListQuerySchema,
    success: {
      status: 200,
      description: "One page of analyses.",
      content: { type: "json", schema: analysisListSchema },
    },
    errors: ["bad_request", "validation_failed"],
  },
  {
    operationId: "getAnalysis",
    method: "get",
    path: "/api/analyses/{id}",
    summary: "Get an analysis and its report",
    description:
      "`status` is `queued`, `running`, `succeeded` or `failed`. While it runs, `progress` has the live steps, sources and the competitors found so far; once it succeeded, `results` holds the report (`kind` `report`; reports saved in an older format come as `legacy`). `failureMessage` says why one failed.",
    scope: "analyses:read",
    pathParams: analysisIdParamsSchema,
    success: {
      status: 200,
      description: "The analysis.",
      content: { type: "json", schema: analysisDetailSchema },
    },
    errors: ["not_found"],
  },
  {
    operationId: "getAnalysisMarkdown",
    method: "get",
    path: "/api/analyses/{id}/markdown",
    summary: "Read the report as Markdown",
    description:
      "The finished report as one Markdown document: every section, every quote with its link, and the verdict when present. The same document as the Markdown download on the results page, ready to paste into an assistant.",
    scope: "analyses:read",
    pathParams: analysisIdParamsSchema,
    success: {
      status: 200,
      description: "The report (UTF-8 Markdown).",
      content: { type: "markdown" },
    },
    errors: ["not_found", "conflict"],
  },
  {
    operationId: "askAnalysis",
    method: "post",
    path: "/api/analyses/{id}/chat",
    summary: "Ask a question about a report",
    description: `Uses one of the analysis's chat messages (${CHAT_LIMITS.dialog} per analysis, ${CHAT_LIMITS.inline} of them on the dashboard's inline Q&A, counted together). The answer is grounded in the report's evidence: citations become links, and links or quotes the evidence does not contain are taken out. It streams as Server-Sent Events; errors before the first event come back as JSON like any other. At most 20 questions a minute.`,
    scope: "chat",
    pathParams: analysisIdParamsSchema,
    body: {
      schema: sendChatMessageBodySchema,
      example: { message: "What is the strongest evidence against this idea?" },
    },
    success: {
      status: 200,
      description: "The answer as Server-Sent Events: `delta`*, then `done` or `error`.",
      content: {
        type: "event-stream",
        events: [
          {
            name: "delta",
            schemaName: "ChatDeltaEvent",
            description: "The next piece of the answer's text.",
            schema: chatDeltaEventSchema,
          },
          {
            name: "done",
            schemaName: "ChatDoneEvent",
            description:
              "The answer is complete, or was cut off (`interrupted`; what arrived is kept): the messages used and left, and how many made-up links or quotes were taken out.",
            schema: chatDoneEventSchema,
          },
          {
            name: "error",
            schemaName: "ChatErrorEvent",
            description:
              "The answer failed before its first word: `code` and `message` say why, and the message is given back.",
            schema: chatErrorEventSchema,
          },
        ],
      },
    },
    errors: [
      "validation_failed",
      "payload_too_large",
      "not_found",
      "conflict",
      "chat_limit_reached",
      "ai_credits_depleted",
      "upstream_failed",
    ],
  },
  {
    operationId: "getCredits",
    method: "get",
    path: "/api/credits",
    summary: "Check your credits",
    description:
      "How many reports you have left, when the first of them expires, and when the free report comes back.",
    scope: "credits:read",
    success: {
      status: 200,
      description: "Your credits.",
      content: { type: "json", schema: creditSummarySchema },
    },
    errors: [],
  },
];

/** Every error an operation can answer, its own first, without repeats. */
export function operationErrors(operation: ApiOperation): ApiErrorCode[] {
  return [...new Set([...operation.errors, ...COMMON_ERRORS])];
}

export function scopeLabel(scope: ApiScope): string {
  return API_SCOPES.find((entry) => entry.id === scope)?.label ?? scope;
}

/** Shell variables a curl example reads, so it can be pasted as is after setting them. */
const CURL_VARIABLES = { key: "GROUNDTRUTH_API_KEY", id: "ANALYSIS_ID" } as const;

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A working curl command for the operation against `baseUrl` (the app's public URL). */
export function curlExample(operation: ApiOperation, baseUrl: string): string {
  const url = `${baseUrl.replace(/\/+$/, "")}${operation.path.replace("{id}", `$${CURL_VARIABLES.id}`)}`;
  const lines = [
    `curl${operation.success.content.type === "event-stream" ? " -N" : ""}${operation.method === "post" ? " -X POST" : ""} "${url}"`,
    `-H "Authorization: Bearer $${CURL_VARIABLES.key}"`,
  ];
  if (operation.body) {
    lines.push(`-H "Content-Type: ${MEDIA_TYPES.json}"`);
    lines.push(`-d ${shellQuote(JSON.stringify(operation.body.example))}`);
  }
  return lines.join(" \\\n  ");
}

/** A JSON Schema as plain data (what the page receives from its loader). */
export type JsonSchema = Record<string, unknown>;

/** A contract schema as the document states it: JSON Schema 2020-12, OpenAPI 3.1's dialect. */
export function apiJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

export interface ApiErrorView {
  code: ApiErrorCode;
  meaning: string;
}

export interface ApiOperationView {
  operationId: string;
  method: "GET" | "POST";
  path: string;
  summary: string;
  description: string;
  scope: ApiScope;
  scopeLabel: string;
  curl: string;
  pathParams: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
  success: {
    status: number;
    description: string;
    mediaType: string;
    schema: JsonSchema | null;
    events: { name: string; description: string; schema: JsonSchema }[];
  };
  errors: ApiErrorView[];
}

function errorView(code: ApiErrorCode): ApiErrorView {
  return { code, meaning: API_ERROR_MEANINGS[code] };
}

function operationView(operation: ApiOperation, baseUrl: string): ApiOperationView {
  const { content } = operation.success;
  const request = (schema: z.ZodType | undefined) =>
    schema ? apiJsonSchema(schema, SCHEMA_IO.request) : null;
  return {
    operationId: operation.operationId,
    method: operation.method === "get" ? "GET" : "POST",
    path: operation.path,
    summary: operation.summary,
    description: operation.description,
    scope: operation.scope,
    scopeLabel: scopeLabel(operation.scope),
    curl: curlExample(operation, baseUrl),
    pathParams: request(operation.pathParams),
    query: request(operation.query),
    body: request(operation.body?.schema),
    success: {
      status: operation.success.status,
      description: operation.success.description,
      mediaType: MEDIA_TYPES[content.type],
      schema: content.type === "json" ? apiJsonSchema(content.schema, SCHEMA_IO.response) : null,
      events:
        content.type === "event-stream"
          ? content.events.map((event) => ({
              name: event.name,
              description: event.description,
              schema: apiJsonSchema(event.schema, SCHEMA_IO.response),
            }))
          : [],
    },
    errors: operationErrors(operation).map(errorView),
  };
}

/** Everything the reference page shows, as plain data (it is computed when the page is prerendered). */
export function apiReferenceView(baseUrl: string) {
  return {
    info: API_INFO,
    authentication: API_AUTHENTICATION,
    keyPrefix: API_KEY_PREFIX,
    scopes: API_SCOPES.map((scope) => ({ id: scope.id, label: scope.label })),
    documentPath: OPENAPI_DOCUMENT_PATH,
    errorBody: apiJsonSchema(apiErrorBodySchema, SCHEMA_IO.response),
    errorCodes: API_ERROR_CODES.map(errorView),
    operations: API_OPERATIONS.map((operation) => operationView(operation, baseUrl)),
  };
}
export type ApiReferenceView = ReturnType<typeof apiReferenceView>;
