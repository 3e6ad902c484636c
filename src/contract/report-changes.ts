import { z } from "./zod.ts";
import {
  FEEDBACK_PLATFORMS,
  pageSnippetSchema,
  type Competitor,
  type FeedbackPlatform,
  type Insight,
  type PlatformFeedback,
} from "./report.ts";
import { plural } from "./plural.ts";
import type { StoredReport } from "./stored-report.ts";
import { CONFIDENCE_LEVELS, type Verdict } from "./verdict.ts";

/**
 * What moved between two runs of one idea: computed in code from the two stored reports, never by
 * a model, so every entry points at evidence one of them holds.
 */

const competitorRefSchema = z.object({ name: z.string(), link: z.string().nullable() });

/** A value a competitor's own pages state, with the words and pages that state it. */
const statedValueSchema = z.object({
  value: z.string(),
  pageSnippets: z.array(pageSnippetSchema),
});

export const COMPARED_FIELDS = ["pricing", "keyFeatures", "launchYear"] as const;
export const COMPARED_FIELD_LABELS: Record<(typeof COMPARED_FIELDS)[number], string> = {
  pricing: "Pricing",
  keyFeatures: "Key features",
  launchYear: "Launched",
};

export const competitorChangeSchema = z.object({
  name: z.string(),
  field: z.enum(COMPARED_FIELDS),
  before: statedValueSchema,
  after: statedValueSchema,
});
export type CompetitorChange = z.infer<typeof competitorChangeSchema>;

export const changedQuoteSchema = z.object({
  evidenceId: z.string(),
  platform: z.enum(FEEDBACK_PLATFORMS),
  comment: z.string(),
  sourceUrl: z.string(),
  /** When its author posted it, as the source dates it; null when undated. */
  postedAt: z.string().nullable().default(null),
  /**
   * Posted after the earlier report was made: new in the world, not only newly found (an older
   * post the research reached this time, or that replaced a displaced one, is not).
   */
  postedSince: z.boolean().default(false),
});
export type ChangedQuote = z.infer<typeof changedQuoteSchema>;

/** A pain point of either run, with how many quotes back it in each. */
export const themeMoveSchema = z.object({
  text: z.string(),
  before: z.number().int().nonnegative(),
  after: z.number().int().nonnegative(),
  /** The quotes that back it in the run it is read from (the later one, unless it faded away). */
  evidenceIds: z.array(z.string()),
});
export type ThemeMove = z.infer<typeof themeMoveSchema>;

const scoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  confidence: z.enum(CONFIDENCE_LEVELS),
});

export const signalMoveSchema = z.object({
  id: z.string(),
  label: z.string(),
  before: z.number(),
  after: z.number(),
  /** The later run's reason for its value, with the evidence that moved it. */
  basis: z.string(),
  evidenceIds: z.array(z.string()),
});

export const reportChangesSchema = z.object({
  earlier: z.object({ analysisId: z.string(), madeAt: z.string() }),
  competitors: z.object({
    added: z.array(competitorRefSchema),
    removed: z.array(competitorRefSchema),
    changed: z.array(competitorChangeSchema),
  }),
  quotes: z.object({
    /** Quotes this run shows that the earlier did not, under the pain point they back (null: none). */
    added: z.array(z.object({ theme: z.string().nullable(), items: z.array(changedQuoteSchema) })),
    addedCount: z.number().int().nonnegative(),
    /** Of those, how many were posted after the earlier run was made. */
    postedSinceCount: z.number().int().nonnegative().default(0),
    /** Quotes the earlier run showed that this one does not. */
    removedCount: z.number().int().nonnegative(),
  }),
  themes: z.object({
    appeared: z.array(themeMoveSchema),
    grew: z.array(themeMoveSchema),
    faded: z.array(themeMoveSchema),
  }),
  verdict: z
    .object({
      before: scoreSchema.nullable(),
      after: scoreSchema.nullable(),
      signals: z.array(signalMoveSchema),
    })
    .nullable(),
  /** True when the score, the confidence or a signal moved. */
  verdictMoved: z.boolean(),
  /** True when none of the above moved. */
  nothingChanged: z.boolean(),
});
export type ReportChanges = z.infer<typeof reportChangesSchema>;

/** What of a stored report is compared: a current report, or one saved in an older shape. */
interface Comparable {
  competitors: Array<Omit<Competitor, "evidenceIds">>;
  platformFeedback: PlatformFeedback;
  painPoints: Array<Pick<Insight, "text" | "evidenceIds">>;
  verdict: Verdict | null;
}

export function comparable(stored: StoredReport): Comparable {
  if (stored.kind === "report")
    return {
      competitors: stored.report.competitors,
      platformFeedback: stored.report.platformFeedback,
      painPoints: stored.report.redditInsights.topPainPoints,
      verdict: stored.report.verdict ?? null,
    };
  return {
    competitors: stored.legacy.competitors,
    platformFeedback: stored.legacy.platformFeedback,
    painPoints: stored.legacy.redditInsights?.topPainPoints ?? [],
    verdict: null,
  };
}

type ComparedCompetitor = Comparable["competitors"][number];

const normalisedName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const hostOf = (link: string | null) =>
  link && URL.canParse(link) ? new URL(link).hostname.replace(/^www\./, "") : null;

/** One competitor in both runs: the same site, or the same name. */
function sameCompetitor(a: ComparedCompetitor, b: ComparedCompetitor): boolean {
  const host = hostOf(a.link);
  return (
    normalisedName(a.name) === normalisedName(b.name) || (host !== null && host === hostOf(b.link))
  );
}

const ref = (competitor: ComparedCompetitor) => ({ name: competitor.name, link: competitor.link });

/** A field as the competitor's own pages state it; null when a page does not back it. */
function stated(competitor: ComparedCompetitor, field: CompetitorChange["field"]) {
  if (field === "keyFeatures") {
    const snippets = competitor.keyFeatureSnippets ?? [];
    return snippets.length > 0
      ? {
          value: competitor.keyFeatures.join(" · "),
          pageSnippets: snippets,
          items: competitor.keyFeatures,
        }
      : null;
  }
  const fact = competitor[field];
  return fact && !fact.isEstimate && fact.pageSnippets?.length
    ? { value: fact.value, pageSnippets: fact.pageSnippets, items: [fact.value] }
    : null;
}

const sameItems = (a: string[], b: string[]) => {
  const normal = (items: string[]) =>
    items
      .map((item) => item.trim().toLowerCase())
      .sort()
      .join("\n");
  return normal(a) === normal(b);
};

function competitorChanges(before: Comparable, after: Comparable) {
  const added = after.competitors.filter(
    (now) => !before.competitors.some((then) => sameCompetitor(now, then)),
  );
  const removed = before.competitors.filter(
    (then) => !after.competitors.some((now) => sameCompetitor(now, then)),
  );
  const changed: CompetitorChange[] = [];
  for (const now of after.competitors) {
    const then = before.competitors.find((candidate) => sameCompetitor(now, candidate));
    if (!then) continue;
    for (const field of COMPARED_FIELDS) {
      const old = stated(then, field);
      const current = stated(now, field);
      // Only what both runs read on the product's own pages: a search snippet is not a change.
      if (!old || !current || sameItems(old.items, current.items)) continue;
      changed.push({
        name: now.name,
        field,
        before: { value: old.value, pageSnippets: old.pageSnippets },
        after: { value: current.value, pageSnippets: current.pageSnippets },
      });
    }
  }
  return { added: added.map(ref), removed: removed.map(ref), changed };
}

function isAfter(when: string | null, madeAt: string): boolean {
  if (!when) return false;
  const posted = Date.parse(when);
  const made = Date.parse(madeAt);
  return Number.isFinite(posted) && Number.isFinite(made) && posted > made;
}

function quotesOf(report: Comparable, earlierMadeAt: string): ChangedQuote[] {
  return FEEDBACK_PLATFORMS.flatMap((platform: FeedbackPlatform) =>
    (report.platformFeedback[platform] ?? []).map((item) => ({
      evidenceId: item.evidenceId,
      platform,
      comment: item.comment,
      sourceUrl: item.sourceUrl,
      postedAt: item.createdAt ?? null,
      postedSince: isAfter(item.createdAt ?? null, earlierMadeAt),
    })),
  );
}

/** Words of a pain point, to tell the same pain in two runs' words apart from another. */
const wordsOf = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((word) => word.replace(/s$/, "")),
  );

function similarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

/** The same pain in two runs: most of the shorter one's words in the other. */
const SAME_THEME = 0.6;

function themeChanges(before: Comparable, after: Comparable) {
  const earlier = before.painPoints;
  const later = after.painPoints;
  const match = (text: string, among: typeof earlier) =>
    among.find((other) => similarity(text, other.text) >= SAME_THEME);
  const appeared = later
    .filter((pain) => !match(pain.text, earlier))
    .map((pain) => ({
      text: pain.text,
      before: 0,
      after: pain.evidenceIds.length,
      evidenceIds: pain.evidenceIds,
    }));
  const grew = later.flatMap((pain) => {
    const then = match(pain.text, earlier);
    return then && pain.evidenceIds.length > then.evidenceIds.length
      ? [
          {
            text: pain.text,
            before: then.evidenceIds.length,
            after: pain.evidenceIds.length,
            evidenceIds: pain.evidenceIds,
          },
        ]
      : [];
  });
  const faded = earlier.flatMap((pain) => {
    const now = match(pain.text, later);
    if (!now)
      return [
        {
          text: pain.text,
          before: pain.evidenceIds.length,
          after: 0,
          evidenceIds: pain.evidenceIds,
        },
      ];
    return now.evidenceIds.length < pain.evidenceIds.length
      ? [
          {
            text: now.text,
            before: pain.evidenceIds.length,
            after: now.evidenceIds.length,
            evidenceIds: now.evidenceIds,
          },
        ]
      : [];
  });
  return { appeared, grew, faded };
}

function quoteChanges(before: Comparable, after: Comparable, earlierMadeAt: string) {
  const shownBefore = new Set(quotesOf(before, earlierMadeAt).map((quote) => quote.sourceUrl));
  const current = quotesOf(after, earlierMadeAt);
  const shownAfter = new Set(current.map((quote) => quote.sourceUrl));
  const added = current.filter((quote) => !shownBefore.has(quote.sourceUrl));
  const placed = new Set<string>();
  const groups = after.painPoints.flatMap((pain) => {
    const items = added.filter(
      (quote) => pain.evidenceIds.includes(quote.evidenceId) && !placed.has(quote.evidenceId),
    );
    items.forEach((quote) => placed.add(quote.evidenceId));
    return items.length > 0 ? [{ theme: pain.text, items }] : [];
  });
  const rest = added.filter((quote) => !placed.has(quote.evidenceId));
  return {
    added: [...groups, ...(rest.length > 0 ? [{ theme: null, items: rest }] : [])],
    addedCount: added.length,
    postedSinceCount: added.filter((quote) => quote.postedSince).length,
    removedCount: [...shownBefore].filter((url) => !shownAfter.has(url)).length,
  };
}

function verdictChanges(before: Comparable, after: Comparable): ReportChanges["verdict"] {
  if (!before.verdict && !after.verdict) return null;
  const score = (report: Comparable) =>
    report.verdict ? { score: report.verdict.score, confidence: report.verdict.confidence } : null;
  const signals = (after.verdict?.signals ?? []).flatMap((signal) => {
    const then = before.verdict?.signals.find((other) => other.id === signal.id);
    return then && then.value !== signal.value
      ? [
          {
            id: signal.id,
            label: signal.label,
            before: then.value,
            after: signal.value,
            basis: signal.basis,
            evidenceIds: signal.evidenceIds,
          },
        ]
      : [];
  });
  return { before: score(before), after: score(after), signals };
}

/**
 * What moved from the earlier run's report to the later one's. `madeAt` is when the earlier report
 * was made (its `generatedAt`, or its analysis's date for a report saved before it had one).
 */
export function diffReports(
  earlier: { analysisId: string; madeAt: string; report: StoredReport },
  laterReport: StoredReport,
): ReportChanges {
  const before = comparable(earlier.report);
  const later = comparable(laterReport);
  const competitors = competitorChanges(before, later);
  const quotes = quoteChanges(before, later, earlier.madeAt);
  const themes = themeChanges(before, later);
  const verdict = verdictChanges(before, later);
  const verdictMoved =
    verdict !== null &&
    (verdict.before?.score !== verdict.after?.score ||
      verdict.before?.confidence !== verdict.after?.confidence ||
      verdict.signals.length > 0);
  const nothingChanged =
    competitors.added.length + competitors.removed.length + competitors.changed.length === 0 &&
    quotes.addedCount + quotes.removedCount === 0 &&
    themes.appeared.length + themes.grew.length + themes.faded.length === 0 &&
    !verdictMoved;
  return {
    earlier: { analysisId: earlier.analysisId, madeAt: earlier.madeAt },
    competitors,
    quotes,
    themes,
    verdict,
    verdictMoved,
    nothingChanged,
  };
}

/**
 * The new quotes in words: those posted since the earlier run apart from older posts found this
 * time, so a founder never reads an old complaint newly reached as complaints piling up.
 */
export function newQuotesPhrase(quotes: ReportChanges["quotes"]): string {
  const older = quotes.addedCount - quotes.postedSinceCount;
  return [
    quotes.postedSinceCount > 0
      ? `${plural(quotes.postedSinceCount, "new quote")} posted since`
      : "",
    older > 0 ? `${plural(older, "earlier post")} found this time` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/** "56 → 63" when the score moved, "63, unchanged" when only its signals did. */
export function scoreMove(before: { score: number }, after: { score: number }): string {
  return before.score === after.score
    ? `${after.score}, unchanged`
    : `${before.score} → ${after.score}`;
}
