import { plainReportText } from "../../../contract/plain-report-text.ts";
import { reportSchema } from "../../../contract/report.ts";
import type { StoredReport } from "../../../contract/stored-report.ts";
import { isRecord, normaliseLegacyReport } from "./normalise-legacy-report.ts";

/** A succeeded analysis's report never changes, so each process reads a recent one once. */
const recentlyRead = new Map<string, StoredReport | null>();
const RECENT_LIMIT = 64;

function normalise(raw: unknown): StoredReport | null {
  if (!isRecord(raw)) return null;
  const strict = reportSchema.safeParse(raw);
  // Reports saved before warnings were written for readers may still name configuration variables.
  if (strict.success) return { kind: "report", report: plainReportText(strict.data) };
  return { kind: "legacy", legacy: normaliseLegacyReport(raw) };
}

/**
 * The one place stored results become a typed report: the current Report, checked, or an older
 * shape normalised. Null when the results hold nothing readable. Pass only a succeeded
 * analysis's id and results: they are remembered by id.
 */
export function readStoredReport(analysisId: string, raw: unknown): StoredReport | null {
  if (recentlyRead.has(analysisId)) return recentlyRead.get(analysisId)!;
  const stored = normalise(raw);
  recentlyRead.set(analysisId, stored);
  if (recentlyRead.size > RECENT_LIMIT) recentlyRead.delete(recentlyRead.keys().next().value!);
  return stored;
}
