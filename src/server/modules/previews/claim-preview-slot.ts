import { createHmac } from "node:crypto";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { LIMITS } from "../../../contract/site.ts";
import { PREVIEW_RATE_LIMIT_MESSAGE } from "../../../contract/analysis.ts";
import type { Database } from "../../../db/client.ts";
import { previewRuns } from "../../../db/tables/preview-runs.ts";
import { AppError } from "../../app-error.ts";
import { assertEmptyRunBudget } from "../rate-limits/empty-run-budget.ts";

/** `addressGroup`: the client's address group (clientAddressGroup: IPv6 by its /64). */
export function previewClientKey(addressGroup: string, secret: string): string {
  return createHmac("sha256", secret).update(`preview:${addressGroup}`).digest("base64url");
}

/**
 * Takes this client's one preview for the hour, or refuses with 429 and Retry-After: when its
 * hour's preview is taken, or its budget of previews that found nothing is spent. The browser
 * keeps its own record too (demo_used_at), but that one is easy to clear. Under the client's
 * lock, and the slot is held until the run ends, so each client has one run at a time and the
 * budget it checks is exact.
 */
export async function claimPreviewSlot(
  db: Database,
  input: { clientKey: string; now: Date },
): Promise<{ slotId: string }> {
  const windowStart = new Date(input.now.getTime() - LIMITS.previewCooldownMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`preview:${input.clientKey}`}))`);
    const [recent] = await tx
      .select({ createdAt: previewRuns.createdAt })
      .from(previewRuns)
      .where(
        and(eq(previewRuns.clientKey, input.clientKey), gt(previewRuns.createdAt, windowStart)),
      )
      .orderBy(asc(previewRuns.createdAt))
      .limit(1);
    if (recent) {
      const retryAfterSeconds = Math.ceil(
        (recent.createdAt.getTime() + LIMITS.previewCooldownMs - input.now.getTime()) / 1000,
      );
      throw new AppError("rate_limited", PREVIEW_RATE_LIMIT_MESSAGE, {
        headers: { "Retry-After": String(Math.max(1, retryAfterSeconds)) },
      });
    }
    await assertEmptyRunBudget(tx, {
      client: { previewClientKey: input.clientKey },
      now: input.now,
    });
    const [slot] = await tx
      .insert(previewRuns)
      .values({ clientKey: input.clientKey, createdAt: input.now })
      .returning({ id: previewRuns.id });
    // Old rows serve no purpose once their hour is over.
    await tx
      .delete(previewRuns)
      .where(lt(previewRuns.createdAt, new Date(windowStart.getTime() - LIMITS.previewCooldownMs)));
    return { slotId: slot!.id };
  });
}

/** A preview that failed on our side does not count against the visitor's hour. */
export async function releasePreviewSlot(db: Database, slotId: string): Promise<void> {
  await db.delete(previewRuns).where(eq(previewRuns.id, slotId));
}
