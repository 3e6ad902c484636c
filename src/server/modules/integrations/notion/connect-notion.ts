import { NOTION_MESSAGES, type NotionConnectOutcome } from "../../../../contract/integrations.ts";
import { AppError } from "../../../app-error.ts";
import { hasPaidPlan } from "../../credits/has-paid-plan.ts";
import type { NotionDeps } from "./act-for-user.ts";
import { createNotionClient } from "./create-notion-client.ts";
import { revokeAtNotion } from "./disconnect-notion.ts";
import { readNotionTokens, saveNotionConnection } from "./notion-connection.ts";
import type { NotionSettings } from "./notion-settings.ts";

/** Notion's consent page for a public integration, with the state that brings the user back. */
export function notionAuthorizeUrl(settings: NotionSettings, state: string): string {
  const url = new URL(`${settings.apiUrl}/v1/oauth/authorize`);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("owner", "user");
  url.searchParams.set("redirect_uri", settings.redirectUri);
  url.searchParams.set("state", state);
  return url.toString();
}

/** Connecting is premium (spec section 2): only a paid plan reaches Notion's consent page. */
export async function assertMayConnect(deps: NotionDeps, userId: string, now: Date) {
  if (!(await hasPaidPlan(deps.db, userId, now)))
    throw new AppError("payment_required", NOTION_MESSAGES.upgradeRequired);
}

/**
 * The callback's work once its state checked out: trade the one-time code for tokens (HTTP
 * Basic with the client id and secret, as Notion requires) and keep them sealed. Says how it
 * went in one word for the Settings page; the details go to the log.
 */
export async function completeNotionConnect(
  deps: NotionDeps,
  input: { userId: string; code: string; now: Date },
): Promise<NotionConnectOutcome> {
  if (!(await hasPaidPlan(deps.db, input.userId, input.now))) return "upgrade";
  try {
    const answer = await createNotionClient(deps.settings, { logger: deps.logger }).oauth.token({
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: deps.settings.redirectUri,
      client_id: deps.settings.clientId,
      client_secret: deps.settings.clientSecret,
    });
    const previous = await readNotionTokens(deps.db, deps.box, input.userId);
    await saveNotionConnection(deps.db, deps.box, {
      userId: input.userId,
      tokens: { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null },
      workspace: {
        workspaceId: answer.workspace_id,
        workspaceName: answer.workspace_name,
        workspaceIcon: answer.workspace_icon,
        botId: answer.bot_id,
      },
      now: input.now,
    });
    // Connecting again replaces the old grant; the old token should not outlive it.
    if (previous && previous.accessToken !== answer.access_token)
      await revokeAtNotion(deps, previous.accessToken);
    return "connected";
  } catch (error) {
    deps.logger.warn({ err: error }, "notion: exchanging the authorization code failed");
    return "failed";
  }
}
