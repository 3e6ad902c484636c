import { desc, eq } from "drizzle-orm";
import type { PurchaseList } from "../../../contract/billing.ts";
import type { Database } from "../../../db/client.ts";
import { purchases } from "../../../db/tables/billing.ts";
import { creditGrants } from "../../../db/tables/credits.ts";
import { getRefundEligibility } from "./get-refund-eligibility.ts";
import { toPurchaseView } from "./to-purchase-view.ts";

/**
 * The owner's purchases, newest first, each with whether it can still be refunded and why not.
 * The expiry shown is the pack's current one: a later purchase moves it.
 */
export async function listPurchases(
  db: Database,
  input: { userId: string; now: Date },
): Promise<PurchaseList> {
  const rows = await db
    .select({ purchase: purchases, currentExpiry: creditGrants.expiresAt })
    .from(purchases)
    .leftJoin(creditGrants, eq(creditGrants.id, purchases.grantId))
    .where(eq(purchases.userId, input.userId))
    .orderBy(desc(purchases.createdAt))
    .limit(100);
  const views = await Promise.all(
    rows.map(async ({ purchase, currentExpiry }) =>
      toPurchaseView(
        { ...purchase, expiresAt: currentExpiry ?? purchase.expiresAt },
        await getRefundEligibility(db, purchase, input.now),
      ),
    ),
  );
  return { purchases: views };
}
