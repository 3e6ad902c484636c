import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { accounts, sessions, twoFactors, users } from "../../../db/schema.ts";

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
    await tx
      .update(users)
      .set({
        deletedAt: input.now,
        email: `deleted-${input.userId}@deleted.invalid`,
        name: "",
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        notionAccessToken: null,
        notionWorkspaceId: null,
        notionConnectedAt: null,
        updatedAt: input.now,
      })
      .where(eq(users.id, input.userId));
  });
}
