import { and, eq, isNull } from "drizzle-orm";
import { SHARE_MESSAGES, type SharedReport } from "../../../contract/integrations.ts";
import type { StoredReport } from "../../../contract/stored-report.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { users } from "../../../db/tables/auth.ts";
import { reportShares } from "../../../db/tables/report-shares.ts";
import { AppError } from "../../app-error.ts";
import { readStoredReport } from "../analyses/read-stored-report.ts";
import { hashShareToken } from "./share-token.ts";

/**
 * What anyone holding a live link sees: the idea, its date and the report, picked field by
 * field so nothing of the owner's (e-mail, credits, chat) can ride along. A revoked link, a
 * deleted account or an unknown token are one and the same 404.
 */
export async function readSharedReport(db: Database, token: string): Promise<SharedReport> {
  const row = await findSharedAnalysis(db, token);
  const stored = row?.status === "succeeded" ? readStoredReport(row.analysisId, row.results) : null;
  if (!row || !stored) throw new AppError("not_found", SHARE_MESSAGES.gone);
  return {
    ideaText: row.ideaText,
    createdAt: row.createdAt.toISOString(),
    results: forReaders(stored),
  };
}

/** The model calls behind a report (models, tokens, cost) are the operator's business, not a reader's. */
function forReaders(stored: StoredReport): StoredReport {
  if (stored.kind === "legacy") return stored;
  const usage = { calls: [], inputTokens: 0, outputTokens: 0, estimatedCostUsd: null };
  return { kind: "report", report: { ...stored.report, usage } };
}

/** The analysis behind a live share link; undefined for a revoked link, a deleted account or an unknown token. */
export async function findSharedAnalysis(db: Database, token: string) {
  const [row] = await db
    .select({
      analysisId: analyses.id,
      ideaText: analyses.ideaText,
      createdAt: analyses.createdAt,
      status: analyses.status,
      results: analyses.results,
    })
    .from(reportShares)
    .innerJoin(analyses, eq(analyses.id, reportShares.analysisId))
    .innerJoin(users, eq(users.id, reportShares.userId))
    .where(
      and(
        eq(reportShares.tokenHash, hashShareToken(token)),
        isNull(reportShares.revokedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
