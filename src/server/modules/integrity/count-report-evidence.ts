import { FEEDBACK_PLATFORMS } from "../../../contract/report.ts";
import type { Competitor, Fact, Platform, Report } from "../../../contract/report.ts";
import type { StoredReport } from "../../../contract/stored-report.ts";

/** A quote a report shows, with what it takes to read it again at its source. */
export interface ShownQuote {
  evidenceId: string;
  platform: Platform;
  kind: string;
  /** The source's full text as gathered, or the quote itself when the report lacks it. */
  text: string;
  /** The source's link; an App Store review's names the app whose feed holds it. */
  url?: string;
}

/** What a report shows that can be checked: counts and identities, no text for the public. */
export interface ReportEvidenceCounts {
  quotes: ShownQuote[];
  links: string[];
  fieldsStated: number;
  fieldsBacked: number;
  /** Null for reports made before refusals were counted. */
  refusedQuotes: number | null;
  refusedLinks: number | null;
}

const FACT_FIELDS = [
  "pricing",
  "launchYear",
  "fundingStatus",
  "estimatedDownloads",
  "estimatedARR",
  "storeRating",
] as const satisfies readonly (keyof Competitor)[];

/**
 * A competitor's stated fields (facts a source stated, not estimates, and each key feature) and
 * how many of them carry the product page's own words.
 */
function competitorFields(competitor: Competitor): { stated: number; backed: number } {
  const facts = FACT_FIELDS.map((field) => competitor[field] as Fact | null | undefined).filter(
    (fact): fact is Fact => !!fact && !fact.isEstimate,
  );
  const snippets = competitor.keyFeatureSnippets ?? [];
  return {
    stated: facts.length + competitor.keyFeatures.length,
    backed:
      facts.filter((fact) => (fact.pageSnippets?.length ?? 0) > 0).length +
      competitor.keyFeatures.filter((_, index) => snippets[index]?.snippet).length,
  };
}

function shownQuotes(report: Report): ShownQuote[] {
  const sources = new Map(report.sources.map((source) => [source.id, source]));
  return FEEDBACK_PLATFORMS.flatMap((platform) =>
    report.platformFeedback[platform].map((item) => {
      const source = sources.get(item.evidenceId);
      return {
        evidenceId: item.evidenceId,
        platform: source?.platform ?? platform,
        kind: source?.kind ?? "comment",
        text: source?.text ?? item.comment,
        ...(source ? { url: source.url } : {}),
      };
    }),
  );
}

export function countReportEvidence(stored: StoredReport): ReportEvidenceCounts {
  if (stored.kind === "legacy") {
    // Older reports have no evidence ids to read again, and no record of what was refused.
    const legacy = stored.legacy;
    const links = legacy.competitors.flatMap((competitor) => competitor.link ?? []);
    return {
      quotes: [],
      links,
      fieldsStated: 0,
      fieldsBacked: 0,
      refusedQuotes: null,
      refusedLinks: null,
    };
  }
  const { report } = stored;
  const fields = report.competitors.map(competitorFields);
  return {
    quotes: shownQuotes(report),
    links: report.competitors.flatMap((competitor) => competitor.link ?? []),
    fieldsStated: fields.reduce((sum, field) => sum + field.stated, 0),
    fieldsBacked: fields.reduce((sum, field) => sum + field.backed, 0),
    refusedQuotes: report.metadata.refused?.quotes ?? null,
    refusedLinks: report.metadata.refused?.links ?? null,
  };
}
