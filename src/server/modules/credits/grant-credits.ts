import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { creditGrants, type CreditGrantKind } from "../../../db/tables/credits.ts";
import { lockUserLedger, type Transaction } from "./lock-user-ledger.ts";
import { syncUserCredits } from "./sync-user-credits.ts";

/**
 * Adds a batch of reports with its own expiry (a paid pack, a referral reward). Idempotency is
 * the caller's: check sourceRef (the purchase or referral id) inside the same transaction.
 */
export async function grantCredits(
  tx: Transaction,
  input: {
    userId: string;
    kind: Exclude<CreditGrantKind, "free_monthly">;
    amount: number;
    expiresAt: Date;
    sourceRef: string;
    now: Date;
  },
): Promise<{ grantId: string }> {
  await lockUserLedger(tx, input.userId);
  const [grant] = await tx
    .insert(creditGrants)
    .values({
      userId: input.userId,
      kind: input.kind,
      amount: input.amount,
      remaining: input.amount,
      expiresAt: input.expiresAt,
      sourceRef: input.sourceRef,
    })
    .returning({ id: creditGrants.id });
  await syncUserCredits(tx, input.userId, input.now);
  return { grantId: grant!.id };
}

/** Each new purchase moves every unexpired pack's expiry to the new pack's (spec: +12 months). */
export async function extendPackGrants(
  tx: Transaction,
  input: { userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await lockUserLedger(tx, input.userId);
  await tx
    .update(creditGrants)
    .set({ expiresAt: input.expiresAt })
    .where(
      and(
        eq(creditGrants.userId, input.userId),
        eq(creditGrants.kind, "pack"),
        gt(creditGrants.expiresAt, input.now),
        isNull(creditGrants.revokedAt),
      ),
    );
  await syncUserCredits(tx, input.userId, input.now);
}

/** Takes back what is left of a grant (a refunded purchase). Returns how many reports it held. */
export async function revokeGrant(
  tx: Transaction,
  input: { userId: string; grantId: string; now: Date },
): Promise<number> {
  await lockUserLedger(tx, input.userId);
  const [grant] = await tx
    .update(creditGrants)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(creditGrants.id, input.grantId),
        eq(creditGrants.userId, input.userId),
        isNull(creditGrants.revokedAt),
      ),
    )
    .returning({ remaining: creditGrants.remaining });
  await syncUserCredits(tx, input.userId, input.now);
  return grant?.remaining ?? 0;
}

/**
 * Gives back grants a refund revoked when the refund itself did not happen (Stripe refused it).
 * Only the revocation made at `revokedAt` is undone, never an earlier or later one.
 */
export async function restoreRevokedGrants(
  tx: Transaction,
  input: { grantIds: string[]; revokedAt: Date; now: Date },
): Promise<void> {
  if (input.grantIds.length === 0) return;
  const owners = await tx
    .selectDistinct({ userId: creditGrants.userId })
    .from(creditGrants)
    .where(inArray(creditGrants.id, input.grantIds));
  for (const { userId } of owners) await lockUserLedger(tx, userId);
  await tx
    .update(creditGrants)
    .set({ revokedAt: null })
    .where(
      and(inArray(creditGrants.id, input.grantIds), eq(creditGrants.revokedAt, input.revokedAt)),
    );
  for (const { userId } of owners) await syncUserCredits(tx, userId, input.now);
}
