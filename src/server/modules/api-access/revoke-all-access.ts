import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { apiKeys } from "../../../db/tables/oauth.ts";
import { reportShares } from "../../../db/tables/report-shares.ts";
import { deleteGrants } from "./connected-apps.ts";

/**
 * Every API key, connected app and share link of a user, ended: after a password change or
 * reset, whoever held a stolen session must keep nothing they made with it (the "New access"
 * e-mail promises as much). Share links end rather than vanish, as when the owner revokes one.
 */
export async function revokeAllAccess(
  db: Database,
  input: { userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(apiKeys).where(eq(apiKeys.referenceId, input.userId));
    await deleteGrants(tx, { userId: input.userId });
    await tx
      .update(reportShares)
      .set({ revokedAt: input.now })
      .where(and(eq(reportShares.userId, input.userId), isNull(reportShares.revokedAt)));
  });
}
