import { and, eq, isNull } from "drizzle-orm";
import { COMPARISON_MESSAGES, type SharedComparison } from "../../../contract/report-comparison.ts";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/tables/auth.ts";
import { comparisons, comparisonShares } from "../../../db/tables/comparisons.ts";
import { AppError } from "../../app-error.ts";
import { hashShareToken } from "../shares/share-token.ts";
import { compareAnalyses } from "./compare-analyses.ts";

/**
 * What anyone holding a live link sees: the comparison alone, without the owner's analysis ids
 * (the reader cannot open those reports). A revoked link, a deleted account or an unknown token
 * are one and the same 404.
 */
export async function readSharedComparison(db: Database, token: string): Promise<SharedComparison> {
  const [row] = await db
    .select({
      userId: comparisons.userId,
      analysisIds: comparisons.analysisIds,
      createdAt: comparisons.createdAt,
    })
    .from(comparisonShares)
    .innerJoin(comparisons, eq(comparisons.id, comparisonShares.comparisonId))
    .innerJoin(users, eq(users.id, comparisonShares.userId))
    .where(
      and(
        eq(comparisonShares.tokenHash, hashShareToken(token)),
        isNull(comparisonShares.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", COMPARISON_MESSAGES.gone);
  const { comparison, missingReports } = await compareAnalyses(db, row);
  if (!comparison) throw new AppError("not_found", COMPARISON_MESSAGES.gone);
  return {
    createdAt: row.createdAt.toISOString(),
    comparison: {
      ...comparison,
      reports: comparison.reports.map((report) => ({ ...report, analysisId: null })),
    },
    missingReports,
  };
}
