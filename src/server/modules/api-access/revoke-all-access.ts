import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { apiKeys } from "../../../db/tables/oauth.ts";
import { deleteGrants } from "./connected-apps.ts";

/**
 * Every API key and connected app of a user, gone: after a password reset, whoever held a
 * stolen session must not keep a key or an app they made with it.
 */
export async function revokeAllAccess(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(apiKeys).where(eq(apiKeys.referenceId, userId));
    await deleteGrants(tx, { userId });
  });
}
