import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  apiKeys,
  oauthAccessTokens,
  oauthClientUsage,
  oauthConsents,
  oauthRefreshTokens,
} from "../../../db/tables/oauth.ts";

/**
 * Every API key and connected app of a user, gone: after a password reset, whoever held a
 * stolen session must not keep a key or an app they made with it.
 */
export async function revokeAllAccess(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(apiKeys).where(eq(apiKeys.referenceId, userId));
    await tx.delete(oauthAccessTokens).where(eq(oauthAccessTokens.userId, userId));
    await tx.delete(oauthRefreshTokens).where(eq(oauthRefreshTokens.userId, userId));
    await tx.delete(oauthClientUsage).where(eq(oauthClientUsage.userId, userId));
    await tx.delete(oauthConsents).where(eq(oauthConsents.userId, userId));
  });
}
