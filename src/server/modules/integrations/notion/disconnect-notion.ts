import type { Logger } from "../../../logger.ts";
import type { NotionDeps } from "./act-for-user.ts";
import { createNotionClient } from "./create-notion-client.ts";
import { clearNotionConnection, readNotionTokens } from "./notion-connection.ts";
import type { NotionSettings } from "./notion-settings.ts";

/**
 * Asks Notion to revoke a token we no longer keep, so a copy of it elsewhere stops working too.
 * Best effort: our side is already forgotten, whatever Notion answers.
 */
export async function revokeAtNotion(
  deps: { settings: NotionSettings; logger: Logger },
  token: string,
): Promise<void> {
  await createNotionClient(deps.settings, { logger: deps.logger, timeoutMs: 5_000 })
    .oauth.revoke({
      token,
      client_id: deps.settings.clientId,
      client_secret: deps.settings.clientSecret,
    })
    .catch((error: unknown) => {
      deps.logger.info({ err: error }, "notion: revoking the token at Notion failed");
    });
}

/**
 * Forgets the connection (spec section 7: token, workspace id and connected-at set to null),
 * then revokes the token at Notion. Also run before an account is deleted.
 */
export async function disconnectNotion(
  deps: NotionDeps,
  input: { userId: string; now: Date },
): Promise<void> {
  const tokens = await readNotionTokens(deps.db, deps.box, input.userId);
  await clearNotionConnection(deps.db, input);
  if (tokens) await revokeAtNotion(deps, tokens.accessToken);
}
