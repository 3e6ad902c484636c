import { eq } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";
import { users } from "../../../../db/tables/auth.ts";
import type { SecretBox } from "../../../crypto/secret-box.ts";

/** The purpose a stored Notion token is sealed for (see SecretBox). */
export const NOTION_TOKEN_PURPOSE = "notion-access-token";
const REFRESH_TOKEN_PURPOSE = "notion-refresh-token";

export interface NotionWorkspace {
  workspaceId: string;
  workspaceName: string | null;
  workspaceIcon: string | null;
  botId: string;
}

export interface NotionTokens {
  accessToken: string;
  /** Null when Notion issued none (older integrations: the access token does not expire). */
  refreshToken: string | null;
}

function sealTokens(box: SecretBox, tokens: NotionTokens) {
  return {
    notionAccessToken: box.seal(tokens.accessToken, NOTION_TOKEN_PURPOSE),
    notionRefreshToken: tokens.refreshToken
      ? box.seal(tokens.refreshToken, REFRESH_TOKEN_PURPOSE)
      : null,
  };
}

/** Stores a fresh connection: the tokens sealed, the workspace as Notion described it. */
export async function saveNotionConnection(
  db: Database,
  box: SecretBox,
  input: { userId: string; tokens: NotionTokens; workspace: NotionWorkspace; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...sealTokens(box, input.tokens),
      notionWorkspaceId: input.workspace.workspaceId,
      notionWorkspaceName: input.workspace.workspaceName,
      notionWorkspaceIcon: input.workspace.workspaceIcon,
      notionBotId: input.workspace.botId,
      notionConnectedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(users.id, input.userId));
}

/** Spec section 7's disconnect update, plus the workspace fields issue 15 added. */
export const NOTION_CLEARED = {
  notionAccessToken: null,
  notionRefreshToken: null,
  notionWorkspaceId: null,
  notionWorkspaceName: null,
  notionWorkspaceIcon: null,
  notionBotId: null,
  notionConnectedAt: null,
} as const;

export async function clearNotionConnection(
  db: Database,
  input: { userId: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ ...NOTION_CLEARED, updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

/** After a refresh: Notion rotates the refresh token with the access token. */
export async function saveRefreshedTokens(
  db: Database,
  box: SecretBox,
  input: { userId: string; tokens: NotionTokens; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ ...sealTokens(box, input.tokens), updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

/**
 * The user's tokens, opened; null when not connected, or when the stored access token no
 * longer opens (the key changed), which to the user is the same as a revoked connection.
 */
export async function readNotionTokens(
  db: Database,
  box: SecretBox,
  userId: string,
): Promise<NotionTokens | null> {
  const [row] = await db
    .select({ access: users.notionAccessToken, refresh: users.notionRefreshToken })
    .from(users)
    .where(eq(users.id, userId));
  const accessToken = row?.access ? box.open(row.access, NOTION_TOKEN_PURPOSE) : null;
  if (!accessToken) return null;
  const refreshToken = row?.refresh ? box.open(row.refresh, REFRESH_TOKEN_PURPOSE) : null;
  return { accessToken, refreshToken };
}
