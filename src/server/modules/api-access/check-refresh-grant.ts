import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { oauthRefreshTokens } from "../../../db/tables/oauth.ts";
import { findConsent, issuedUnderConsent, scopesAllowedNow } from "./connected-apps.ts";

export type RefreshGrant = "unknown" | "stands" | "revoked";

/** better-auth's OAuth provider keeps refresh tokens as base64url SHA-256 (storeTokens "hashed"). */
function storedForm(refreshToken: string): string {
  return createHash("sha256").update(refreshToken).digest("base64url");
}

/**
 * Whether an assistant's refresh token still stands for a grant the person gives: their consent
 * to that client exists, predates the token (`issuedUnderConsent`) and covers its scopes (the
 * person may have approved the app again with fewer). Revoking (Settings, or a password reset)
 * deletes the consent and the tokens together, but a refresh already under way can write a new
 * token just after; such a token is refused here, even once the app is approved again. A
 * refused token is deleted. "unknown": not ours to judge (the provider answers for tokens it
 * does not have).
 */
export async function checkRefreshGrant(db: Database, refreshToken: string): Promise<RefreshGrant> {
  const [token] = await db
    .select({
      id: oauthRefreshTokens.id,
      userId: oauthRefreshTokens.userId,
      clientId: oauthRefreshTokens.clientId,
      scopes: oauthRefreshTokens.scopes,
      createdAt: oauthRefreshTokens.createdAt,
    })
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.token, storedForm(refreshToken)))
    .limit(1);
  if (!token) return "unknown";
  const consent = await findConsent(db, token);
  const stands =
    consent !== null &&
    issuedUnderConsent(consent, token.createdAt) &&
    scopesAllowedNow(consent, token.scopes).length === token.scopes.length;
  if (stands) return "stands";
  await db.delete(oauthRefreshTokens).where(eq(oauthRefreshTokens.id, token.id));
  return "revoked";
}
