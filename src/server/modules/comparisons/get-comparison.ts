import { and, eq } from "drizzle-orm";
import { COMPARISON_MESSAGES } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { comparisons } from "../../../db/tables/comparisons.ts";
import { AppError } from "../../app-error.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One comparison row, to its owner only: someone else's id is exactly as missing as an unknown one. */
export async function getComparison(db: Database, input: { userId: string; comparisonId: string }) {
  if (!UUID.test(input.comparisonId))
    throw new AppError("not_found", COMPARISON_MESSAGES.comparisonNotFound);
  const [row] = await db
    .select()
    .from(comparisons)
    .where(and(eq(comparisons.id, input.comparisonId), eq(comparisons.userId, input.userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", COMPARISON_MESSAGES.comparisonNotFound);
  return row;
}
