import { shareTokenSchema } from "../../../contract/integrations.ts";
import type { SharedComparison } from "../../../contract/report-comparison.ts";
import { BRAND } from "../../../contract/site.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { shortened, type LinkPreview } from "../shares/shared-link-preview.ts";
import { readSharedComparison } from "./read-shared-comparison.ts";

const IDEA_CHARS = 60;

/** Only what the owner shared: the ideas by letter and their scores; never who shared it. */
export function comparisonLinkPreviewOf(shared: SharedComparison): LinkPreview {
  const { reports, score } = shared.comparison;
  const ideas = reports.map((report, index) => {
    const cell = score.cells[index];
    return `${report.letter}: ${shortened(report.idea, IDEA_CHARS)}${cell ? ` (${cell.value}/100)` : ""}`;
  });
  return {
    title: `${reports.length} startup ideas compared · ${BRAND.name}`,
    description: `${ideas.join("; ")}. Side by side on the same kind of evidence, every quote with its link.`,
  };
}

/** The preview for a live comparison link; null for anything else (malformed, revoked, never made). */
export async function sharedComparisonLinkPreview(
  db: Database,
  token: string,
): Promise<LinkPreview | null> {
  if (!shareTokenSchema.safeParse(token).success) return null;
  try {
    return comparisonLinkPreviewOf(await readSharedComparison(db, token));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}
