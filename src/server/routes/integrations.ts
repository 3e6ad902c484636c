import { Hono, type Context } from "hono";
import {
  NOTION_MESSAGES,
  notionExportBodySchema,
  notionPageQuerySchema,
  type NotionConnectOutcome,
} from "../../contract/integrations.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import { getIntegrationsStatus } from "../modules/integrations/get-integrations-status.ts";
import type { NotionDeps } from "../modules/integrations/notion/act-for-user.ts";
import {
  assertMayConnect,
  completeNotionConnect,
  notionAuthorizeUrl,
} from "../modules/integrations/notion/connect-notion.ts";
import {
  isValidConnectState,
  issueConnectState,
} from "../modules/integrations/notion/connect-state.ts";
import { disconnectNotion } from "../modules/integrations/notion/disconnect-notion.ts";
import { exportToNotion } from "../modules/integrations/notion/export-to-notion.ts";
import { listNotionPages } from "../modules/integrations/notion/list-notion-pages.ts";
import { clearNotionConnection } from "../modules/integrations/notion/notion-connection.ts";
import type { NotionSettings } from "../modules/integrations/notion/notion-settings.ts";
import type { Logger } from "../logger.ts";

export interface IntegrationDeps {
  auth: Auth;
  db: Database;
  box: SecretBox;
  /** Null: Notion is not configured on this server; the card says so and every call is a 503. */
  notion: NotionSettings | null;
  stateKey: Buffer;
  appUrl: string;
  logger: Logger;
  now?: () => Date;
}

const perUser = (c: Context<AuthedEnv>) => `user:${c.var.user.id}`;

/** Where the OAuth hop ends, in the browser: Settings > Integrations with a one-word outcome. */
const settingsWith = (outcome: NotionConnectOutcome) =>
  `/settings?tab=integrations&notion=${outcome}`;

function notionDeps(deps: IntegrationDeps, c: Context): NotionDeps {
  if (!deps.notion) throw new AppError("service_unavailable", NOTION_MESSAGES.notConfigured);
  return { db: deps.db, box: deps.box, settings: deps.notion, logger: c.get("log") ?? deps.logger };
}

/**
 * Settings > Integrations and the Notion OAuth hop (mounted at /integrations). Connect and the
 * callback are browser navigations: a signed-out visitor is sent to sign in, not shown JSON.
 */
export function integrationRoutes(deps: IntegrationDeps) {
  const now = deps.now ?? (() => new Date());
  const signedIn = requireSession(deps.auth);
  const browserSignedIn = requireSession(deps.auth, {
    whenSignedOut: (c) => c.redirect("/auth", 302),
  });
  return new Hono<AuthedEnv>()
    .get("/", signedIn, async (c) =>
      c.json(
        await getIntegrationsStatus(deps.db, deps.box, {
          userId: c.var.user.id,
          notionAvailable: deps.notion !== null,
          now: now(),
        }),
      ),
    )
    .get("/notion/connect", browserSignedIn, async (c) => {
      // A browser hop: without Notion set up here it lands back in Settings, which says so.
      if (!deps.notion) return c.redirect(settingsWith("failed"), 302);
      const notion = notionDeps(deps, c);
      try {
        await assertMayConnect(notion, c.var.user.id, now());
      } catch {
        return c.redirect(settingsWith("upgrade"), 302);
      }
      const state = issueConnectState(deps.stateKey, c.var.session.id, now().getTime());
      c.header("Cache-Control", "no-store");
      return c.redirect(notionAuthorizeUrl(notion.settings, state), 302);
    })
    .get("/notion/callback", browserSignedIn, async (c) => {
      if (!deps.notion) return c.redirect(settingsWith("failed"), 302);
      const notion = notionDeps(deps, c);
      const { code, state, error } = c.req.query();
      const stateOk =
        typeof state === "string" &&
        isValidConnectState(deps.stateKey, {
          state,
          sessionId: c.var.session.id,
          now: now().getTime(),
        });
      if (!stateOk) {
        c.get("log").warn("notion: callback state missing, expired or from another session");
        return c.redirect(settingsWith("failed"), 302);
      }
      if (error || !code) return c.redirect(settingsWith(error ? "denied" : "failed"), 302);
      const outcome = await completeNotionConnect(notion, {
        userId: c.var.user.id,
        code,
        now: now(),
      });
      return c.redirect(settingsWith(outcome), 302);
    })
    .delete("/notion", signedIn, async (c) => {
      const input = { userId: c.var.user.id, now: now() };
      // Notion since switched off here: forgetting the connection needs no call to Notion.
      if (deps.notion) await disconnectNotion(notionDeps(deps, c), input);
      else await clearNotionConnection(deps.db, input);
      return c.body(null, 204);
    })
    .get(
      "/notion/pages",
      signedIn,
      rateLimit({ db: deps.db, name: "notion-pages", limit: 60, windowMs: 60_000, key: perUser }),
      validate("query", notionPageQuerySchema),
      async (c) => {
        const pages = await listNotionPages(notionDeps(deps, c), {
          userId: c.var.user.id,
          query: c.req.valid("query").query || undefined,
        });
        return c.json({ pages });
      },
    );
}

/** Export to Notion (mounted at /analyses, behind the app's one session check there). */
export function notionExportRoutes(deps: IntegrationDeps) {
  const now = deps.now ?? (() => new Date());
  return new Hono<AuthedEnv>().post(
    "/:id/exports/notion",
    rateLimit({ db: deps.db, name: "notion-export", limit: 10, windowMs: 60_000, key: perUser }),
    validate("json", notionExportBodySchema),
    async (c) =>
      c.json(
        await exportToNotion(
          { ...notionDeps(deps, c), appUrl: deps.appUrl },
          {
            userId: c.var.user.id,
            analysisId: c.req.param("id"),
            parentPageId: c.req.valid("json").parentPageId,
            now: now(),
          },
        ),
      ),
  );
}
