import { desc, eq } from "drizzle-orm";
import type { BillingOverview } from "../../../contract/billing.ts";
import type { Database } from "../../../db/client.ts";
import { purchases } from "../../../db/tables/billing.ts";

/** Whether checkout is available here, and the newest purchase (the success page polls it). */
export async function getBillingOverview(
  db: Database,
  input: { userId: string; paymentsEnabled: boolean },
): Promise<BillingOverview> {
  const [latest] = await db
    .select({ id: purchases.id, createdAt: purchases.createdAt, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.userId, input.userId))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return {
    paymentsEnabled: input.paymentsEnabled,
    latestPurchase: latest
      ? { id: latest.id, createdAt: latest.createdAt.toISOString(), status: latest.status }
      : null,
  };
}
