import type { NotionDeps } from "./act-for-user.ts";
import { createNotionClient } from "./create-notion-client.ts";
import { clearNotionConnection, readNotionTokens } from "./notion-connection.ts";

/**
 * Forgets the connection (spec section 7: token, workspace id and connected-at set to null)
 * and asks Notion to revoke the token, so a copy of it elsewhere stops working too. Our side
 * is cleared whatever Notion answers: the user asked to be disconnected.
 */
export async function disconnectNotion(
  deps: NotionDeps,
  input: { userId: string; now: Date },
): Promise<void> {
  const tokens = await readNotionTokens(deps.db, deps.box, input.userId);
  await clearNotionConnection(deps.db, input);
  if (!tokens) return;
  await createNotionClient(deps.settings, { logger: deps.logger, timeoutMs: 5_000 })
    .oauth.revoke({
      token: tokens.accessToken,
      client_id: deps.settings.clientId,
      client_secret: deps.settings.clientSecret,
    })
    .catch((error: unknown) => {
      deps.logger.info({ err: error }, "notion: revoking the token at Notion failed");
    });
}
