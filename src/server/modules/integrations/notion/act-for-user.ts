import type { Client } from "@notionhq/client";
import { NOTION_MESSAGES } from "../../../../contract/integrations.ts";
import type { Database } from "../../../../db/client.ts";
import { AppError } from "../../../app-error.ts";
import type { SecretBox } from "../../../crypto/secret-box.ts";
import type { Logger } from "../../../logger.ts";
import { createNotionClient } from "./create-notion-client.ts";
import {
  clearNotionConnection,
  readNotionTokens,
  replaceNotionTokens,
  type StoredNotionTokens,
} from "./notion-connection.ts";
import { isRevokedToken, toNotionAppError } from "./notion-errors.ts";
import type { NotionSettings } from "./notion-settings.ts";

export interface NotionDeps {
  db: Database;
  box: SecretBox;
  settings: NotionSettings;
  logger: Logger;
}

/** One refresh per user at a time in this process: Notion rotates the refresh token on use. */
const refreshing = new Map<string, Promise<StoredNotionTokens | null>>();

async function exchangeRefreshToken(deps: NotionDeps, refreshToken: string) {
  try {
    const answer = await createNotionClient(deps.settings, { logger: deps.logger }).oauth.token({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: deps.settings.clientId,
      client_secret: deps.settings.clientSecret,
    });
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token };
  } catch (error) {
    deps.logger.info({ err: error }, "notion: refreshing the access token failed");
    return null;
  }
}

/**
 * Fresh tokens after `used` was refused. When another request already replaced `used`, its
 * tokens are taken as they are; otherwise the refresh grant is spent and the new pair stored
 * only if `used` is still the stored one, so a Disconnect meanwhile is never undone.
 */
async function refreshTokens(
  deps: NotionDeps,
  userId: string,
  used: StoredNotionTokens,
): Promise<StoredNotionTokens | null> {
  const stored = await readNotionTokens(deps.db, deps.box, userId);
  if (!stored) return null;
  if (stored.sealedAccess !== used.sealedAccess) return stored;
  if (!stored.refreshToken) return null;
  const fresh = await exchangeRefreshToken(deps, stored.refreshToken);
  if (!fresh) return null;
  return replaceNotionTokens(deps.db, deps.box, { userId, replacing: used, tokens: fresh });
}

function refreshOnce(deps: NotionDeps, userId: string, used: StoredNotionTokens) {
  const running = refreshing.get(userId);
  if (running) return running;
  const attempt = refreshTokens(deps, userId, used).finally(() => refreshing.delete(userId));
  refreshing.set(userId, attempt);
  return attempt;
}

/**
 * Runs `work` with a client acting for the user's workspace. A request Notion refuses with 401
 * is sent again once with refreshed tokens (when Notion gave a refresh token); refused still,
 * the connection is cleared, so Settings shows Connect Notion again, and the user reads the
 * revoked-access message. Every other failure becomes a plain-words AppError.
 */
export async function actForUser<T>(
  deps: NotionDeps,
  userId: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  let current = await readNotionTokens(deps.db, deps.box, userId);
  if (!current) throw new AppError("conflict", NOTION_MESSAGES.notConnected);
  const client = createNotionClient(deps.settings, {
    token: current.accessToken,
    logger: deps.logger,
    onUnauthorized: async () => {
      const fresh = await refreshOnce(deps, userId, current!);
      if (fresh) current = fresh;
      return fresh?.accessToken ?? null;
    },
  });
  try {
    return await work(client);
  } catch (error) {
    if (!isRevokedToken(error)) throw toNotionAppError(error);
    await clearNotionConnection(deps.db, { userId, now: new Date(), onlyIf: current });
    throw new AppError("integration_revoked", NOTION_MESSAGES.revoked);
  }
}
