import { Hono } from "hono";
import { sendChatMessageBodySchema } from "../../contract/chat.ts";
import {
  COMPARISON_MESSAGES,
  createComparisonBodySchema,
} from "../../contract/report-comparison.ts";
import { shareTokenSchema } from "../../contract/integrations.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { AuthedEnv } from "../auth/require-session.ts";
import type { AppEnv } from "../http/app-env.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import { comparisonAsMarkdown } from "../modules/comparisons/comparison-as-markdown.ts";
import { createComparison } from "../modules/comparisons/create-comparison.ts";
import { listComparisons } from "../modules/comparisons/list-comparisons.ts";
import {
  createComparisonShare,
  readComparisonShare,
  revokeComparisonShare,
} from "../modules/comparisons/manage-comparison-shares.ts";
import { readComparison } from "../modules/comparisons/read-comparison.ts";
import { readSharedComparison } from "../modules/comparisons/read-shared-comparison.ts";
import type { ShareDeps } from "../modules/shares/manage-share-links.ts";
import type { ChatEngine } from "../modules/chat/chat-engine.ts";
import { getComparisonConversation } from "../modules/comparisons/get-comparison-conversation.ts";
import { sendComparisonMessage } from "../modules/comparisons/send-comparison-message.ts";
import { streamChatEvents } from "./chat.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mounted at /comparisons behind requireSession (app.ts). */
export function comparisonRoutes(deps: ShareDeps & { chat: ChatEngine }) {
  const { db } = deps;
  const own = (c: { var: { user: { id: string } }; req: { param: (name: "id") => string } }) => ({
    userId: c.var.user.id,
    comparisonId: c.req.param("id"),
  });
  return new Hono<AuthedEnv>()
    .post("/", validate("json", createComparisonBodySchema), async (c) =>
      c.json(await createComparison(db, { userId: c.var.user.id, ...c.req.valid("json") }), 201),
    )
    .get("/", async (c) => c.json(await listComparisons(db, c.var.user.id)))
    .get("/:id", async (c) => c.json(await readComparison(db, own(c))))
    .get("/:id/markdown", async (c) =>
      c.body(await comparisonAsMarkdown(deps, own(c)), 200, {
        "Content-Type": "text/markdown; charset=utf-8",
      }),
    )
    .get("/:id/shares", async (c) => c.json({ share: await readComparisonShare(deps, own(c)) }))
    .post("/:id/shares", async (c) => c.json(await createComparisonShare(deps, own(c)), 201))
    .delete("/:id/shares/:shareId", async (c) => {
      const shareId = c.req.param("shareId");
      if (!UUID.test(shareId)) throw new AppError("not_found", "Share link not found");
      await revokeComparisonShare(deps, { ...own(c), shareId });
      return c.body(null, 204);
    })
    .get("/:id/chat", async (c) =>
      c.json(await getComparisonConversation(db, { ...own(c), mode: deps.chat.mode })),
    )
    .post(
      "/:id/chat",
      // The same per-user budget as a report's chat: each answer costs a model call.
      rateLimit<AuthedEnv>({
        db,
        name: "chat",
        limit: 20,
        windowMs: 60_000,
        key: (c) => `user:${c.var.user.id}`,
      }),
      validate("json", sendChatMessageBodySchema),
      async (c) => {
        const { message, surface } = c.req.valid("json");
        const controller = new AbortController();
        const signal = AbortSignal.any([controller.signal, c.req.raw.signal]);
        const events = await sendComparisonMessage(
          { db, chat: deps.chat, log: c.get("log") },
          { ...own(c), message, surface },
          signal,
        );
        return streamChatEvents(c, events, controller);
      },
    );
}

/**
 * GET /shared/compare/:token, for anyone holding the link: never cached by a shared cache,
 * never indexed; a malformed token is the same 404 as a revoked one.
 */
export function sharedComparisonRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get(
    "/:token",
    rateLimit({ db: deps.db, name: "shared-comparison", limit: 120, windowMs: 60_000 }),
    async (c) => {
      c.header("X-Robots-Tag", "noindex, nofollow");
      c.header("Referrer-Policy", "no-referrer");
      const token = shareTokenSchema.safeParse(c.req.param("token"));
      if (!token.success) throw new AppError("not_found", COMPARISON_MESSAGES.gone);
      return c.json(await readSharedComparison(deps.db, token.data));
    },
  );
}
