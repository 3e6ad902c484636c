import { Hono } from "hono";
import { createApiKeyBodySchema } from "../../contract/api-access.ts";
import { hasControlCharacters } from "../../contract/plain-text.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../app-error.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireSession, type AuthedEnv } from "../auth/require-session.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { validate } from "../http/validate.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "../modules/api-access/api-keys.ts";
import { listConnectedApps, revokeConnectedApp } from "../modules/api-access/connected-apps.ts";
import { notifyNewAccess } from "../modules/api-access/notify-new-access.ts";
import type { Mailer } from "../mail/mailer.ts";

/** Ids in the path are ours or a client's: printable and short, or there is no such thing. */
function idParam(value: string): string {
  if (value.length > 200 || hasControlCharacters(value))
    throw new AppError("not_found", "Not found.");
  return value;
}

/**
 * Settings > Connected apps and API keys (issue 16): the signed-in browser only. An API key
 * cannot manage keys, so a leaked one cannot make itself a successor.
 */
export function apiAccessRoutes(deps: {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  appUrl: string;
}) {
  const signedIn = requireSession(deps.auth);
  return new Hono<AuthedEnv>()
    .get("/connected-apps", signedIn, async (c) =>
      c.json({ apps: await listConnectedApps(deps.db, c.var.user.id) }),
    )
    .delete("/connected-apps/:clientId", signedIn, async (c) => {
      await revokeConnectedApp(deps.db, {
        userId: c.var.user.id,
        clientId: idParam(c.req.param("clientId")),
      });
      return c.body(null, 204);
    })
    .get("/api-keys", signedIn, async (c) =>
      c.json({ keys: await listApiKeys(deps.db, c.var.user.id) }),
    )
    .post(
      "/api-keys",
      signedIn,
      rateLimit<AuthedEnv>({
        db: deps.db,
        name: "api-key-create",
        limit: 10,
        windowMs: 60 * 60_000,
        key: (c) => `user:${c.var.user.id}`,
      }),
      validate("json", createApiKeyBodySchema),
      async (c) => {
        const created = await createApiKey(deps, {
          userId: c.var.user.id,
          body: c.req.valid("json"),
        });
        await notifyNewAccess(
          { mailer: deps.mailer, log: c.get("log"), appUrl: deps.appUrl },
          { to: c.var.user.email, access: { kind: "api-key", name: created.apiKey.name } },
        );
        return c.json(created, 201);
      },
    )
    .delete("/api-keys/:id", signedIn, async (c) => {
      await revokeApiKey(deps.db, { userId: c.var.user.id, keyId: idParam(c.req.param("id")) });
      return c.body(null, 204);
    });
}
