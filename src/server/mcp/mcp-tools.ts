import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { API_SCOPES, type ApiScope } from "../../contract/api-access.ts";
import { ideaSchema } from "../../contract/analysis.ts";
import {
  analysisToolOutputSchema,
  askToolOutputSchema,
  quotePlaceholder,
  UNTRUSTED_QUOTES_NOTICE,
  type AnalysisToolOutput,
  type AskToolOutput,
  type UntrustedQuote,
} from "../../contract/assistant-tools.ts";
import { sendChatMessageBodySchema } from "../../contract/chat.ts";
import type { Database } from "../../db/client.ts";
import { QUOTATION } from "../../engine/index.ts";
import { AppError } from "../app-error.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Logger } from "../logger.ts";
import { getAnalysis } from "../modules/analyses/get-analysis.ts";
import { listAnalyses } from "../modules/analyses/list-analyses.ts";
import { reportWithQuotesApart } from "../modules/analyses/report-with-quotes-apart.ts";
import { startAnalysis } from "../modules/analyses/start-analysis.ts";
import { toAnalysisDetail } from "../modules/analyses/to-analysis-detail.ts";
import type { ChatEngine } from "../modules/chat/chat-engine.ts";
import { sendChatMessage } from "../modules/chat/send-chat-message.ts";
import { getCreditSummary } from "../modules/credits/get-credit-summary.ts";
import { APP_RATE_LIMIT_PREFIX, countRequest } from "../modules/rate-limits/count-request.ts";

export interface McpToolDeps {
  db: Database;
  queue: JobQueue;
  chat: ChatEngine;
  appUrl: string;
  log: Logger;
}

/** Who is calling, as the token or key says: every tool acts for this user and no one else. */
export interface McpCaller {
  userId: string;
  scopes: ReadonlySet<string>;
}

type ToolResult = {
  content: { type: "text"; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const text = (value: string): ToolResult => ({ content: [{ type: "text", text: value }] });
const refusal = (value: string): ToolResult => ({ ...text(value), isError: true });
/** Structured content, and the same JSON as text for clients that read only text (MCP spec). */
const structured = (value: AnalysisToolOutput | AskToolOutput): ToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  structuredContent: value,
});

function scopeLabel(scope: ApiScope): string {
  return API_SCOPES.find((entry) => entry.id === scope)!.label.toLowerCase();
}

/**
 * Runs one tool call: the scope first, then the work; an AppError becomes its plain message
 * as a tool error (what the web app would have said), anything else a generic one, logged.
 */
async function guarded(
  deps: McpToolDeps,
  caller: McpCaller,
  scope: ApiScope,
  work: () => Promise<ToolResult>,
): Promise<ToolResult> {
  if (!caller.scopes.has(scope))
    return refusal(
      `This connection is not allowed to ${scopeLabel(scope)}. Reconnect and approve that permission (${scope}), or use an API key that has it.`,
    );
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return refusal(error.message);
    deps.log.error({ err: error }, "mcp tool failed");
    return refusal("Something went wrong on our side. Please try again.");
  }
}

/** The same per-user limits the web routes apply, counted together with them. */
async function withinLimit(
  db: Database,
  input: { name: string; userId: string; limit: number },
): Promise<void> {
  const key = `${APP_RATE_LIMIT_PREFIX}${input.name}:user:${input.userId}`;
  const { count } = await countRequest(db, { key, windowMs: 60_000, now: Date.now() });
  if (count > input.limit)
    throw new AppError("rate_limited", "Too many requests. Please try again in a minute.");
}

function progressText(detail: ReturnType<typeof toAnalysisDetail>): string {
  const steps = detail.progress?.steps.map((step) => `- ${step.label}: ${step.status}`) ?? [];
  const sources =
    detail.progress?.sources.map(
      (source) => `- ${source.label}: ${source.status}${source.count ? ` (${source.count})` : ""}`,
    ) ?? [];
  return [
    `Analysis ${detail.id} is ${detail.status}. Ask again in about 15 seconds.`,
    ...(steps.length ? ["", "Steps:", ...steps] : []),
    ...(sources.length ? ["", "Sources:", ...sources] : []),
  ].join("\n");
}

async function startTool(deps: McpToolDeps, caller: McpCaller, idea: string, rerunOf?: string) {
  await withinLimit(deps.db, { name: "start-analysis", userId: caller.userId, limit: 10 });
  const { analysisId } = await startAnalysis(
    { db: deps.db, queue: deps.queue, log: deps.log },
    { userId: caller.userId, idea, rerunOf, now: new Date() },
  );
  const credits = await getCreditSummary(deps.db, caller.userId, new Date());
  return text(
    [
      `Started analysis ${analysisId}. It used 1 report; ${credits.remaining} left.`,
      `It takes about a minute: call get_analysis with id "${analysisId}" to follow it and read the report.`,
      `In the browser: ${deps.appUrl}/results/${analysisId}`,
    ].join("\n"),
  );
}

async function getTool(deps: McpToolDeps, caller: McpCaller, id: string) {
  const detail = toAnalysisDetail(
    await getAnalysis(deps.db, { userId: caller.userId, analysisId: id }),
  );
  if (detail.status === "failed")
    return refusal(`Analysis ${id} failed: ${detail.failureMessage ?? "no report was made."}`);
  const common = {
    analysisId: detail.id,
    status: detail.status,
    untrusted: UNTRUSTED_QUOTES_NOTICE,
  };
  if (detail.status !== "succeeded")
    return structured({ ...common, progress: progressText(detail), quotes: [] });
  const { markdown, quotes } = await reportWithQuotesApart(
    { db: deps.db, appUrl: deps.appUrl },
    { userId: caller.userId, analysisId: id },
  );
  return structured({ ...common, report: markdown, quotes });
}

/**
 * The quotations of a chat answer, by the rule that keeps answers grounded (only verbatim
 * evidence may stand in quotation marks), taken out into fields of their own.
 */
function quotationsApart(answer: string): { answer: string; quotes: UntrustedQuote[] } {
  const quotes: UntrustedQuote[] = [];
  const rest = answer.replace(
    QUOTATION,
    (_match, straight: string | undefined, curly: string | undefined) => {
      const id = `q${quotes.length + 1}`;
      quotes.push({ id, text: straight ?? curly ?? "", source: null, url: null });
      return quotePlaceholder(id);
    },
  );
  return { answer: rest, quotes };
}

async function listTool(deps: McpToolDeps, caller: McpCaller, cursor: string | undefined) {
  const page = await listAnalyses(deps.db, { userId: caller.userId, cursor });
  if (page.items.length === 0) return text("No analyses yet. Start one with start_analysis.");
  const lines = page.items.map(
    (item) =>
      `- ${item.id} · ${item.createdAt.slice(0, 10)} · ${item.status}${item.verdict ? ` · score ${item.verdict.score}/100, ${item.verdict.confidence} confidence` : ""}${item.competitorCount === null ? "" : ` · ${item.competitorCount} competitors`} · ${item.ideaText}`,
  );
  return text(
    [
      ...lines,
      ...(page.nextCursor ? ["", `More: call again with cursor "${page.nextCursor}".`] : []),
    ].join("\n"),
  );
}

async function askTool(deps: McpToolDeps, caller: McpCaller, id: string, question: string) {
  await withinLimit(deps.db, { name: "chat", userId: caller.userId, limit: 20 });
  const events = await sendChatMessage(
    { db: deps.db, chat: deps.chat, log: deps.log },
    { userId: caller.userId, analysisId: id, message: question, surface: "dialog" },
    AbortSignal.timeout(120_000),
  );
  let answer = "";
  let messagesRemaining = 0;
  for await (const event of events) {
    if (event.type === "delta") answer += event.text;
    if (event.type === "error") return refusal(event.message);
    if (event.type === "done") {
      messagesRemaining = event.data.messagesRemaining;
      answer += `\n\n(${messagesRemaining} chat messages left for this analysis.)`;
    }
  }
  const apart = quotationsApart(answer.trim());
  return structured({
    analysisId: id,
    ...apart,
    messagesRemaining,
    untrusted: UNTRUSTED_QUOTES_NOTICE,
  });
}

async function creditsTool(deps: McpToolDeps, caller: McpCaller) {
  const credits = await getCreditSummary(deps.db, caller.userId, new Date());
  const expiry = credits.expiresAt
    ? `; the first expires on ${credits.expiresAt.slice(0, 10)}`
    : "";
  return text(
    `${credits.remaining} report${credits.remaining === 1 ? "" : "s"} left (plan: ${credits.plan})${expiry}. The free report comes back on ${credits.freeReportResetsOn.slice(0, 10)}.`,
  );
}

const analysisId = z
  .string()
  .describe("The analysis id, as start_analysis or list_analyses gave it");

/** The Groundtruth MCP server for one caller (one instance per request: stateless). */
export function createGroundtruthMcpServer(deps: McpToolDeps, caller: McpCaller): McpServer {
  const server = new McpServer({ name: "groundtruth", version: "1.0.0" });
  server.registerTool(
    "start_analysis",
    {
      description:
        "Validate a startup or SaaS idea: researches competitors and real user feedback (Reddit, Hacker News, YouTube, X, TikTok, Facebook, Stack Exchange, App Store reviews, Bluesky, GitHub issues) and writes an evidence-backed report with a 0-100 verdict. Uses one of the user's reports, exactly as the web app does. Read the report with get_analysis.",
      inputSchema: z.object({ idea: ideaSchema.describe("The idea, up to 500 characters") }),
    },
    ({ idea }) => guarded(deps, caller, "analyses:write", () => startTool(deps, caller, idea)),
  );
  server.registerTool(
    "rerun_analysis",
    {
      description:
        "Run a finished analysis again (the same idea, or an edited one): a new report, using one of the user's reports, that opens with what changed since the earlier run (competitors new, gone or repriced on their own pages, new quotes, pain points that grew or faded, the score before and after). Read it with get_analysis.",
      inputSchema: z.object({
        id: analysisId,
        idea: ideaSchema
          .optional()
          .describe("The idea, edited; leave it out to run the same idea again"),
      }),
    },
    ({ id, idea }) =>
      guarded(deps, caller, "analyses:write", async () => {
        const earlier = await getAnalysis(deps.db, { userId: caller.userId, analysisId: id });
        return startTool(deps, caller, idea ?? earlier.ideaText, id);
      }),
  );
  server.registerTool(
    "get_analysis",
    {
      description: `An analysis: its live progress while it runs, or the finished report as Markdown (what changed since its earlier run when it repeats one, verdict with its working, competitors, user feedback, insights, strategy, the interview kit), with the users' quotes apart, each with its link. ${UNTRUSTED_QUOTES_NOTICE}`,
      inputSchema: z.object({ id: analysisId }),
      outputSchema: analysisToolOutputSchema,
    },
    ({ id }) => guarded(deps, caller, "analyses:read", () => getTool(deps, caller, id)),
  );
  server.registerTool(
    "list_analyses",
    {
      description: "The user's analyses, newest first: id, date, status, competitor count, idea.",
      inputSchema: z.object({ cursor: z.string().max(200).optional() }),
    },
    ({ cursor }) => guarded(deps, caller, "analyses:read", () => listTool(deps, caller, cursor)),
  );
  server.registerTool(
    "ask_analysis",
    {
      description: `Ask one question about a finished analysis; the answer is grounded in its evidence, with linked citations, and what it quotes is given apart. Uses one of the analysis's 50 chat messages. ${UNTRUSTED_QUOTES_NOTICE}`,
      inputSchema: z.object({ id: analysisId, question: sendChatMessageBodySchema.shape.message }),
      outputSchema: askToolOutputSchema,
    },
    ({ id, question }) => guarded(deps, caller, "chat", () => askTool(deps, caller, id, question)),
  );
  server.registerTool(
    "get_credits",
    { description: "How many reports the user has left, and when they expire." },
    () => guarded(deps, caller, "credits:read", () => creditsTool(deps, caller)),
  );
  return server;
}
