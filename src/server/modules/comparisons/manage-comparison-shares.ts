import { and, desc, eq, isNull } from "drizzle-orm";
import type { ComparisonShareLink } from "../../../contract/report-comparison.ts";
import { comparisonShareUrl } from "../../../contract/site-routes.ts";
import { comparisonShares } from "../../../db/tables/comparisons.ts";
import { AppError } from "../../app-error.ts";
import { hashShareToken, newShareToken } from "../shares/share-token.ts";
import type { ShareDeps } from "../shares/manage-share-links.ts";
import { getComparison } from "./get-comparison.ts";

/** Sealed under its own purpose: a report's sealed token never opens as a comparison's. */
const COMPARISON_SHARE_PURPOSE = "comparison-share-token";
const SHARE_NOT_FOUND = "Share link not found";

type Input = { userId: string; comparisonId: string };

function toLink(
  deps: ShareDeps,
  row: { id: string; tokenCipher: string; createdAt: Date },
): ComparisonShareLink {
  const token = deps.box.open(row.tokenCipher, COMPARISON_SHARE_PURPOSE);
  return {
    id: row.id,
    url: token ? comparisonShareUrl(deps.appUrl, token) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function activeRow(deps: ShareDeps, input: Input) {
  const [row] = await deps.db
    .select()
    .from(comparisonShares)
    .where(
      and(
        eq(comparisonShares.comparisonId, input.comparisonId),
        eq(comparisonShares.userId, input.userId),
        isNull(comparisonShares.revokedAt),
      ),
    )
    .orderBy(desc(comparisonShares.createdAt))
    .limit(1);
  return row ?? null;
}

/** The comparison's live link, if it has one: opening Share shows it without making one. */
export async function readComparisonShare(
  deps: ShareDeps,
  input: Input,
): Promise<ComparisonShareLink | null> {
  await getComparison(deps.db, input);
  const row = await activeRow(deps, input);
  return row ? toLink(deps, row) : null;
}

/**
 * The comparison's one live link, made when it has none (a partial unique index keeps one live
 * row per comparison, so two clicks at once agree). Only the owner's own comparison is shared.
 */
export async function createComparisonShare(
  deps: ShareDeps,
  input: Input,
): Promise<ComparisonShareLink> {
  await getComparison(deps.db, input);
  const existing = await activeRow(deps, input);
  const shown = existing ? toLink(deps, existing) : null;
  if (shown?.url) return shown;
  // A live link this server's key no longer opens cannot be shown again: it ends, a new one starts.
  if (existing) await revokeComparisonShare(deps, { ...input, shareId: existing.id });
  const token = newShareToken();
  await deps.db
    .insert(comparisonShares)
    .values({
      userId: input.userId,
      comparisonId: input.comparisonId,
      tokenHash: hashShareToken(token),
      tokenCipher: deps.box.seal(token, COMPARISON_SHARE_PURPOSE),
    })
    .onConflictDoNothing();
  const created = await activeRow(deps, input);
  const link = created ? toLink(deps, created) : null;
  if (!link?.url) throw new Error("the comparison's share link just made could not be read back");
  return link;
}

/** Revoking works at once: the next visit to the link finds nothing. */
export async function revokeComparisonShare(
  deps: ShareDeps,
  input: Input & { shareId: string; now?: Date },
): Promise<void> {
  const revoked = await deps.db
    .update(comparisonShares)
    .set({ revokedAt: input.now ?? new Date() })
    .where(
      and(
        eq(comparisonShares.id, input.shareId),
        eq(comparisonShares.comparisonId, input.comparisonId),
        eq(comparisonShares.userId, input.userId),
        isNull(comparisonShares.revokedAt),
      ),
    )
    .returning({ id: comparisonShares.id });
  if (revoked.length === 0) throw new AppError("not_found", SHARE_NOT_FOUND);
}
