import { and, eq, isNotNull } from "drizzle-orm";
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
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row || row.deletedAt) throw new AppError("unauthorized", "Please sign in to continue.");
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, input.userId),
        eq(accounts.providerId, "credential"),
        isNotNull(accounts.password),
      ),
    );
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    creditsRemaining: row.creditsRemaining,
    creditsExpireAt: row.creditsExpireAt?.toISOString() ?? null,
    aal: input.aal,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    hasPassword: Boolean(credential),
  };
}
