import { and, desc, eq, isNull } from "drizzle-orm";
import type { ShareLink } from "../../../contract/integrations.ts";
import type { Database } from "../../../db/client.ts";
import { analyses } from "../../../db/tables/analyses.ts";
import { reportShares } from "../../../db/tables/report-shares.ts";
import { AppError } from "../../app-error.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { readFinishedReport } from "../analyses/read-finished-report.ts";
import { hashShareToken, newShareToken, SHARE_TOKEN_PURPOSE, shareUrl } from "./share-token.ts";

export interface ShareDeps {
  db: Database;
  box: SecretBox;
  appUrl: string;
}

const SHARE_NOT_FOUND = "Share link not found";

type ShareRow = {
  id: string;
  analysisId: string;
  ideaText: string;
  tokenCipher: string;
  createdAt: Date;
};

/** The link as its owner sees it; its URL is null when this server's key no longer opens it. */
function toShareLink(deps: ShareDeps, row: ShareRow): ShareLink {
  const token = deps.box.open(row.tokenCipher, SHARE_TOKEN_PURPOSE);
  return {
    id: row.id,
    analysisId: row.analysisId,
    ideaText: row.ideaText,
    url: token ? shareUrl(deps.appUrl, token) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const shareColumns = {
  id: reportShares.id,
  analysisId: reportShares.analysisId,
  ideaText: analyses.ideaText,
  tokenCipher: reportShares.tokenCipher,
  createdAt: reportShares.createdAt,
};

function activeShares(deps: ShareDeps, userId: string) {
  return deps.db
    .select(shareColumns)
    .from(reportShares)
    .innerJoin(analyses, eq(analyses.id, reportShares.analysisId))
    .where(and(eq(reportShares.userId, userId), isNull(reportShares.revokedAt)))
    .orderBy(desc(reportShares.createdAt))
    .$dynamic();
}

/** The owner's active links, newest first (Settings > Integrations). */
export async function listShareLinks(deps: ShareDeps, userId: string): Promise<ShareLink[]> {
  const rows = await activeShares(deps, userId).limit(200);
  return rows.map((row) => toShareLink(deps, row));
}

async function activeShareOf(deps: ShareDeps, userId: string, analysisId: string) {
  const [row] = await activeShares(deps, userId)
    .where(
      and(
        eq(reportShares.userId, userId),
        eq(reportShares.analysisId, analysisId),
        isNull(reportShares.revokedAt),
      ),
    )
    .limit(1);
  return row ? toShareLink(deps, row) : null;
}

/**
 * The analysis's active link, made when it has none: opening Share twice, even at the same
 * moment, gives one link (a partial unique index keeps one live row per report). Only a
 * finished report of the caller's own can be shared.
 */
export async function createShareLink(
  deps: ShareDeps,
  input: { userId: string; analysisId: string },
): Promise<ShareLink> {
  const report = await readFinishedReport(deps.db, input);
  const existing = await activeShareOf(deps, input.userId, report.analysisId);
  if (existing?.url) return existing;
  // A live link this server can no longer show cannot be handed out again: it is ended, and a
  // new one made, so the owner is never left with a link they cannot see or copy.
  if (existing) await revokeShareLink(deps.db, { ...input, shareId: existing.id, now: new Date() });
  const token = newShareToken();
  await deps.db
    .insert(reportShares)
    .values({
      userId: input.userId,
      analysisId: report.analysisId,
      tokenHash: hashShareToken(token),
      tokenCipher: deps.box.seal(token, SHARE_TOKEN_PURPOSE),
    })
    .onConflictDoNothing();
  const created = await activeShareOf(deps, input.userId, report.analysisId);
  if (!created?.url) throw new Error("the share link just made could not be read back");
  return created;
}

/** Revoking works at once: the next visit to the link finds nothing. */
export async function revokeShareLink(
  db: Database,
  input: { userId: string; shareId: string; now: Date },
): Promise<void> {
  const revoked = await db
    .update(reportShares)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(reportShares.id, input.shareId),
        eq(reportShares.userId, input.userId),
        isNull(reportShares.revokedAt),
      ),
    )
    .returning({ id: reportShares.id });
  if (revoked.length === 0) throw new AppError("not_found", SHARE_NOT_FOUND);
}
