import { cutAtWord } from "../../../../../contract/quote-text.ts";
import type { SourceRef } from "../../../../../contract/report.ts";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";
import { signalMeaning, type VerdictSignal } from "../../../../../contract/verdict.ts";
import { EvidenceRefs } from "./evidence-list.tsx";
import { SourceLink } from "./source-link.tsx";

/** Long posts are cut to about this many characters: enough to judge a quote, short enough to scan. */
const QUOTE_CHARS = 280;

/** A source's text on one line, cut at a word near QUOTE_CHARS with an ellipsis. */
function trimQuote(text: string): string {
  return cutAtWord(text.replace(/\s+/g, " ").trim(), QUOTE_CHARS);
}

const meaningOf = (signal: VerdictSignal) => signalMeaning(signal.id);

function weightPercent(weight: number): string {
  return `${Math.round(weight * 100)}%`;
}

/** The quotes one signal counted; ids missing from the source list (older data) are skipped. */
function SignalQuotes({
  evidenceIds,
  sources,
}: {
  evidenceIds: string[];
  sources: ReadonlyMap<string, SourceRef>;
}) {
  const quoted = [...new Set(evidenceIds)].flatMap((id) => {
    const source = sources.get(id);
    return source ? [source] : [];
  });
  if (quoted.length === 0)
    return <p className="text-xs text-muted-foreground">No quotes were recorded for it.</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded font-medium text-primary underline-offset-2 hover:underline">
        {quoted.length === 1
          ? "Show the quote behind it"
          : `Show the ${quoted.length} quotes behind it`}
      </summary>
      <ul className="mt-2 space-y-2">
        {quoted.map((source) => (
          <li key={source.id} className="rounded-lg border border-border bg-card p-3">
            <blockquote className="border-l-4 border-primary/60 pl-3 leading-relaxed text-ink">
              <p className="break-words">“{trimQuote(source.text)}”</p>
            </blockquote>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span>{PLATFORM_LABELS[source.platform]}</span>
              {source.author ? <span>by {source.author}</span> : null}
              <SourceLink url={source.url} />
              <EvidenceRefs ids={[source.id]} />
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What the score is made of: one row per signal with its value, its share of the score, what was
 * counted, and the quotes themselves one click away (open in the PDF with the evidence appendix).
 */
export function VerdictSignals({
  signals,
  sources,
}: {
  signals: VerdictSignal[];
  sources: ReadonlyMap<string, SourceRef>;
}) {
  if (signals.length === 0) return <p className="text-sm text-muted-foreground">None identified</p>;
  return (
    // Two columns from laptop width and on paper: six signals in three rows keep the section
    // short (rows are small, so a row moved whole to the next page leaves little empty).
    <ul className="grid gap-px overflow-hidden rounded-xl border border-border bg-border lg:grid-cols-2 print:grid-cols-2">
      {signals.map((signal) => (
        <li key={signal.id} className="space-y-2 bg-card p-4" data-signal={signal.id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-ink">
              {meaningOf(signal)?.label ?? signal.label}
            </span>
            <span className="text-sm text-muted-foreground">
              <span className="font-semibold text-ink tabular-nums">{signal.value}/100</span>
              {" · "}
              {weightPercent(signal.weight)} of score
            </span>
          </div>
          <span
            className="block h-2 overflow-hidden rounded-full bg-muted ring-1 ring-border print:[print-color-adjust:exact]"
            aria-hidden="true"
          >
            <span className="block h-full bg-primary" style={{ width: `${signal.value}%` }} />
          </span>
          {meaningOf(signal) ? (
            <p className="text-xs text-muted-foreground">
              Higher is better: {meaningOf(signal)!.higher}.
            </p>
          ) : null}
          <p className="text-sm text-ink">{signal.basis}</p>
          <SignalQuotes evidenceIds={signal.evidenceIds} sources={sources} />
        </li>
      ))}
    </ul>
  );
}
