import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { oauthConsents, oauthRefreshTokens } from "../../../db/tables/oauth.ts";

export type RefreshGrant = "unknown" | "stands" | "revoked";

/** better-auth's OAuth provider keeps refresh tokens as base64url SHA-256 (storeTokens "hashed"). */
function storedForm(refreshToken: string): string {
  return createHash("sha256").update(refreshToken).digest("base64url");
}

/**
 * Whether an assistant's refresh token still stands for a grant the person gives: their consent
 * to that client exists and predates the token. Revoking (Settings, or a password reset) deletes
 * the consent and the tokens together, but a refresh already under way can write a new token
 * just after; such a token is refused here, and so is any token older than a later approval of
 * the same app, so a revoked grant never comes back to life. A refused token is deleted.
 * "unknown": not ours to judge (the provider answers for tokens it does not have).
 */
export async function checkRefreshGrant(db: Database, refreshToken: string): Promise<RefreshGrant> {
  const [token] = await db
    .select({
      id: oauthRefreshTokens.id,
      userId: oauthRefreshTokens.userId,
      clientId: oauthRefreshTokens.clientId,
      createdAt: oauthRefreshTokens.createdAt,
    })
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.token, storedForm(refreshToken)))
    .limit(1);
  if (!token) return "unknown";
  const [consent] = await db
    .select({ createdAt: oauthConsents.createdAt })
    .from(oauthConsents)
    .where(and(eq(oauthConsents.userId, token.userId), eq(oauthConsents.clientId, token.clientId)))
    .limit(1);
  const stands =
    consent !== undefined &&
    (consent.createdAt === null ||
      token.createdAt === null ||
      consent.createdAt.getTime() <= token.createdAt.getTime());
  if (stands) return "stands";
  await db.delete(oauthRefreshTokens).where(eq(oauthRefreshTokens.id, token.id));
  return "revoked";
}
