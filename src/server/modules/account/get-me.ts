import { and, eq, exists, isNotNull, sql } from "drizzle-orm";
import type { AssuranceLevel, Me } from "../../../contract/auth.ts";
import type { Database } from "../../../db/client.ts";
import { preparedPerDatabase } from "../../../db/prepared.ts";
import { accounts, users } from "../../../db/schema.ts";
import { AppError } from "../../app-error.ts";

const meById = preparedPerDatabase((db) =>
  db
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
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("me_by_id"),
);

export async function getMe(
  db: Database,
  input: { userId: string; aal: AssuranceLevel },
): Promise<Me> {
  const [row] = await meById(db).execute({ userId: input.userId });
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
