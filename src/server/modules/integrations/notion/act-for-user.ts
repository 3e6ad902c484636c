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
  saveRefreshedTokens,
  type NotionTokens,
} from "./notion-connection.ts";
import { isRevokedToken, toNotionAppError } from "./notion-errors.ts";
import type { NotionSettings } from "./notion-settings.ts";

export interface NotionDeps {
  db: Database;
  box: SecretBox;
  settings: NotionSettings;
  logger: Logger;
}

async function refreshTokens(deps: NotionDeps, refreshToken: string): Promise<NotionTokens | null> {
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
 * Runs `work` with a client acting for the user's workspace. A token Notion refuses is
 * refreshed once (when Notion gave a refresh token) and the work tried again; refused still,
 * the connection is cleared, so Settings shows Connect Notion again, and the user reads the
 * revoked-access message. Every other failure becomes a plain-words AppError.
 */
export async function actForUser<T>(
  deps: NotionDeps,
  userId: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const tokens = await readNotionTokens(deps.db, deps.box, userId);
  if (!tokens) throw new AppError("conflict", NOTION_MESSAGES.notConnected);
  const run = (accessToken: string) =>
    work(createNotionClient(deps.settings, { token: accessToken, logger: deps.logger }));
  try {
    return await run(tokens.accessToken);
  } catch (error) {
    if (!isRevokedToken(error)) throw toNotionAppError(error);
  }
  const refreshed = tokens.refreshToken ? await refreshTokens(deps, tokens.refreshToken) : null;
  if (refreshed) {
    await saveRefreshedTokens(deps.db, deps.box, { userId, tokens: refreshed, now: new Date() });
    try {
      return await run(refreshed.accessToken);
    } catch (error) {
      if (!isRevokedToken(error)) throw toNotionAppError(error);
    }
  }
  await clearNotionConnection(deps.db, { userId, now: new Date() });
  throw new AppError("integration_revoked", NOTION_MESSAGES.revoked);
}
