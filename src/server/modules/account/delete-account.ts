import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  accounts,
  apiKeys,
  comparisonShares,
  ideaWatches,
  oauthAccessTokens,
  oauthConsents,
  oauthRefreshTokens,
  reportShares,
  sessions,
  twoFactors,
  users,
} from "../../../db/schema.ts";
import { NOTION_CLEARED } from "../integrations/notion/notion-connection.ts";

/**
 * Deletes an account as the privacy policy promises: it stops working at once (sessions,
 * passwords, linked Google identity and second factor removed; the e-mail freed and
 * replaced by a placeholder), and the remaining rows are purged within 30 days by
 * purgeDeletedAccounts. The e-mail can then sign up again as a new user.
 */
export async function deleteAccount(
  db: Database,
  input: { userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
    await tx.delete(accounts).where(eq(accounts.userId, input.userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, input.userId));
    // Assistants and scripts lose access with the account (API keys reference the user by id
    // only, without a foreign key, so they would outlive even the purge).
    await tx.delete(apiKeys).where(eq(apiKeys.referenceId, input.userId));
    await tx.delete(oauthAccessTokens).where(eq(oauthAccessTokens.userId, input.userId));
    await tx.delete(oauthRefreshTokens).where(eq(oauthRefreshTokens.userId, input.userId));
    await tx.delete(oauthConsents).where(eq(oauthConsents.userId, input.userId));
    // Links to the account's reports stop working with the account.
    await tx
      .update(reportShares)
      .set({ revokedAt: input.now })
      .where(and(eq(reportShares.userId, input.userId), isNull(reportShares.revokedAt)));
    await tx
      .update(comparisonShares)
      .set({ revokedAt: input.now })
      .where(and(eq(comparisonShares.userId, input.userId), isNull(comparisonShares.revokedAt)));
    // Nothing runs, and nothing is mailed, for an account that is gone.
    await tx.delete(ideaWatches).where(eq(ideaWatches.userId, input.userId));
    await tx
      .update(users)
      .set({
        deletedAt: input.now,
        email: `deleted-${input.userId}@deleted.invalid`,
        name: "",
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        ...NOTION_CLEARED,
        updatedAt: input.now,
      })
      .where(eq(users.id, input.userId));
  });
}
