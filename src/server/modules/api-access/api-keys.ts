import { and, desc, eq } from "drizzle-orm";
import type { ApiKeyView, CreatedApiKey, CreateApiKeyBody } from "../../../contract/api-access.ts";
import type { Database } from "../../../db/client.ts";
import { apiKeys } from "../../../db/tables/oauth.ts";
import { AppError } from "../../app-error.ts";
import { API_KEY_RESOURCE, apiKeyScopes } from "../../auth/api-key-access.ts";
import type { Auth } from "../../auth/create-auth.ts";

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  start: apiKeys.start,
  permissions: apiKeys.permissions,
  createdAt: apiKeys.createdAt,
  lastRequest: apiKeys.lastRequest,
};

function toView(row: {
  id: string;
  name: string | null;
  start: string | null;
  permissions: unknown;
  createdAt: Date;
  lastRequest: Date | null;
}): ApiKeyView {
  return {
    id: row.id,
    name: row.name ?? "API key",
    start: row.start,
    scopes: apiKeyScopes(row.permissions),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
  };
}

/** The user's keys, newest first; never the key itself (only its first characters). */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select(keyColumns)
    .from(apiKeys)
    .where(eq(apiKeys.referenceId, userId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(100);
  return rows.map(toView);
}

/**
 * A new key with the scopes chosen, made by better-auth's API-key plugin (stored hashed): the
 * key is in this answer and nowhere else, ever. Permissions are a server-only field there, so
 * the browser cannot grant itself more than this route allows.
 */
export async function createApiKey(
  deps: { auth: Auth; db: Database },
  input: { userId: string; body: CreateApiKeyBody },
): Promise<CreatedApiKey> {
  const created = await deps.auth.api.createApiKey({
    body: {
      userId: input.userId,
      name: input.body.name,
      permissions: { [API_KEY_RESOURCE]: [...new Set(input.body.scopes)] },
    },
  });
  const [row] = await deps.db.select(keyColumns).from(apiKeys).where(eq(apiKeys.id, created.id));
  if (!row) throw new Error("the API key just made could not be read back");
  return { apiKey: toView(row), key: created.key };
}

/** Revoking is deleting: the next request with the key is refused. */
export async function revokeApiKey(
  db: Database,
  input: { userId: string; keyId: string },
): Promise<void> {
  const removed = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.referenceId, input.userId)))
    .returning({ id: apiKeys.id });
  if (removed.length === 0) throw new AppError("not_found", "No such API key.");
}
