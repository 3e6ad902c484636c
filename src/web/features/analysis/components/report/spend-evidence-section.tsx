import { Wallet } from "lucide-react";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";
import type { Platform } from "../../../../../contract/report.ts";
import {
  formatMonthlyRange,
  SPEND_EVIDENCE_LABEL,
  SPEND_KIND_LABELS,
  type SpendEvidence,
} from "../../../../../contract/spend-evidence.ts";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { SourceLink } from "./source-link.tsx";
import { useFold } from "./use-fold.tsx";

/** Quotes shown before "Show N more": the most relevant come first. */
const QUOTES_SHOWN = 4;

const platformLabel = (platform: string) => PLATFORM_LABELS[platform as Platform] ?? platform;

function PriceRange({ spend, level }: { spend: SpendEvidence; level: HeadingLevel }) {
  const monthly = spend.pricePoints.filter((point) => point.monthly !== null);
  const other = spend.pricePoints.filter((point) => point.monthly === null);
  return (
    <div className="space-y-2">
      <Heading level={level} className="text-base">
        What competitors charge
      </Heading>
      {spend.pricePoints.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No competitor states a price on its own pages.
        </p>
      ) : (
        <>
          {spend.monthlyRanges.map((range) => (
            <p key={range.currency} className="text-sm text-ink">
              <span className="font-semibold">{formatMonthlyRange(range)}</span>{" "}
              <span className="text-muted-foreground">
                (per month, from prices stated on the competitors&apos; pricing pages)
              </span>
            </p>
          ))}
          <ul className="space-y-1 text-sm">
            {[...monthly, ...other].map((point, index) => (
              <li key={`${index}-${point.competitor}`} className="flex flex-wrap gap-x-2">
                <span className="font-medium text-ink">{point.competitor}</span>
                <span className="break-words text-ink">{point.text}</span>
                {point.monthly === null ? (
                  <span className="text-muted-foreground">(not a monthly price)</span>
                ) : null}
                <SourceLink url={point.url} label="Pricing page" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * What people say they pay, would pay or find too dear, word for word with their links, and what
 * competitors charge: labelled as spend evidence, never as proof that anyone will pay (ADR 0030).
 */
export function SpendEvidenceSection({
  spend,
  level,
}: {
  spend: SpendEvidence;
  level: HeadingLevel;
}) {
  const { visible, listId, more } = useFold(spend.quotes, QUOTES_SHOWN, {
    one: "quote",
    many: "quotes",
  });
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Wallet className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {SPEND_EVIDENCE_LABEL}
      </p>
      {spend.quotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No quote in the evidence states a price, a payment, a paid tool or a price complaint.
        </p>
      ) : (
        <ul id={listId} className="grid gap-3 md:grid-cols-2">
          {visible.map((quote, index) => (
            <li
              key={`${index}-${quote.evidenceId}`}
              className="report-card min-w-0 rounded-lg border border-border bg-card p-4"
            >
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {SPEND_KIND_LABELS[quote.kind]}
              </p>
              <blockquote className="mt-2 border-l-4 border-primary/60 pl-3 text-sm leading-relaxed text-ink">
                <p className="break-words">“{quote.quote}”</p>
              </blockquote>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span>{platformLabel(quote.platform)}</span>
                <SourceLink url={quote.url} />
                <EvidenceRefs ids={[quote.evidenceId]} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {more}
      <PriceRange spend={spend} level={level} />
    </div>
  );
}
