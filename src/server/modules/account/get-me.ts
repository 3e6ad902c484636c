import { and, eq, exists, isNotNull, sql } from "drizzle-orm";
import type { AssuranceLevel, Me } from "../../../contract/auth.ts";
import type { Database } from "../../../db/client.ts";
import { accounts, users } from "../../../db/schema.ts";
import { AppError } from "../../app-error.ts";

export async function getMe(
  db: Database,
  input: { userId: string; aal: AssuranceLevel },
): Promise<Me> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      creditsRemaining: users.creditsRemaining,
      creditsExpireAt: users.creditsExpireAt,
      twoFactorEnabled: users.twoFactorEnabled,
      deletedAt: users.deletedAt,
      // In the same statement: every page load asks for this.
      hasPassword: exists(
        db
          .select({ one: sql`1` })
          .from(accounts)
          .where(
            and(
              eq(accounts.userId, users.id),
              eq(accounts.providerId, "credential"),
              isNotNull(accounts.password),
            ),
          ),
      ),
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row || row.deletedAt) throw new AppError("unauthorized", "Please sign in to continue.");
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    creditsRemaining: row.creditsRemaining,
    creditsExpireAt: row.creditsExpireAt?.toISOString() ?? null,
    aal: input.aal,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    hasPassword: Boolean(row.hasPassword),
  };
}
