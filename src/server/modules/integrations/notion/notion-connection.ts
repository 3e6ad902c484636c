import { and, eq } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";
import { users } from "../../../../db/tables/auth.ts";
import type { SecretBox } from "../../../crypto/secret-box.ts";

/** The purposes stored Notion tokens are sealed for (see SecretBox). */
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

/** Tokens as read, with the stored (sealed) access token: what a conditional write compares. */
export interface StoredNotionTokens extends NotionTokens {
  sealedAccess: string;
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

/**
 * Forgets the connection. With `onlyIf`, only while those tokens are still the stored ones: a
 * request that failed with old tokens must not wipe the fresh ones another request just stored.
 */
export async function clearNotionConnection(
  db: Database,
  input: { userId: string; now: Date; onlyIf?: StoredNotionTokens },
): Promise<void> {
  const stillStored = input.onlyIf
    ? eq(users.notionAccessToken, input.onlyIf.sealedAccess)
    : undefined;
  await db
    .update(users)
    .set({ ...NOTION_CLEARED, updatedAt: input.now })
    .where(and(eq(users.id, input.userId), stillStored));
}

/**
 * After a refresh (Notion rotates the refresh token with the access token): stores the new pair
 * only if `replacing` is still stored. Null when it is not (disconnected or replaced meanwhile).
 */
export async function replaceNotionTokens(
  db: Database,
  box: SecretBox,
  input: { userId: string; replacing: StoredNotionTokens; tokens: NotionTokens },
): Promise<StoredNotionTokens | null> {
  const sealed = sealTokens(box, input.tokens);
  const updated = await db
    .update(users)
    .set({ ...sealed, updatedAt: new Date() })
    .where(
      and(eq(users.id, input.userId), eq(users.notionAccessToken, input.replacing.sealedAccess)),
    )
    .returning({ id: users.id });
  if (updated.length === 0) return null;
  return { ...input.tokens, sealedAccess: sealed.notionAccessToken };
}

/**
 * The user's tokens, opened; null when not connected, or when the stored access token no
 * longer opens (the key changed), which to the user is the same as a revoked connection.
 */
export async function readNotionTokens(
  db: Database,
  box: SecretBox,
  userId: string,
): Promise<StoredNotionTokens | null> {
  const [row] = await db
    .select({ access: users.notionAccessToken, refresh: users.notionRefreshToken })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.access) return null;
  const accessToken = box.open(row.access, NOTION_TOKEN_PURPOSE);
  if (!accessToken) return null;
  const refreshToken = row.refresh ? box.open(row.refresh, REFRESH_TOKEN_PURPOSE) : null;
  return { accessToken, refreshToken, sealedAccess: row.access };
}
