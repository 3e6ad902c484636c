import { ArrowRight, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  COMPARED_FIELD_LABELS,
  newQuotesPhrase,
  scoreMove,
  type ReportChanges,
  type ThemeMove,
} from "../../../../../contract/report-changes.ts";
import {
  changeHeadlines,
  confidenceMove,
} from "../../../../../contract/export/report-changes-document.ts";
import { PLATFORM_LABELS } from "../../../../../contract/report-labels.ts";
import { readableDate } from "../../../../../contract/readable-date.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { Heading, nextLevel, type HeadingLevel } from "./heading.tsx";

/** New quotes shown per pain point before "Show N more". */
const QUOTES_SHOWN = 3;

function ExternalAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-primary-hover underline-offset-2 hover:underline"
    >
      <ExternalLink className="size-3" aria-hidden="true" />
      {children}
    </a>
  );
}

function Competitors({ changes, level }: { changes: ReportChanges; level: HeadingLevel }) {
  const { added, removed, changed } = changes.competitors;
  if (added.length + removed.length + changed.length === 0) return null;
  return (
    <div className="space-y-2">
      <Heading level={level} className="text-base">
        Competitors
      </Heading>
      <ul className="space-y-1.5 text-sm text-ink">
        {added.map((entry) => (
          <li key={`added-${entry.name}`}>
            <span className="font-semibold">New: </span>
            {entry.link ? (
              <ExternalAnchor href={entry.link}>{entry.name}</ExternalAnchor>
            ) : (
              entry.name
            )}
          </li>
        ))}
        {removed.map((entry) => (
          <li key={`removed-${entry.name}`}>
            <span className="font-semibold">No longer found: </span>
            {entry.name}
          </li>
        ))}
        {changed.map((change) => (
          <li key={`${change.name}-${change.field}`} className="space-y-1">
            <p>
              <span className="font-semibold">
                {change.name}, {COMPARED_FIELD_LABELS[change.field].toLowerCase()}:{" "}
              </span>
              {change.before.value} <ArrowRight className="inline size-3" aria-label="became" />{" "}
              {change.after.value}
            </p>
            <p className="text-xs text-muted-foreground">
              As its own pages said:{" "}
              {change.before.pageSnippets.slice(0, 1).map((snippet) => (
                <ExternalAnchor key={`b-${snippet.url}`} href={snippet.url}>
                  {`then “${snippet.snippet}”`}
                </ExternalAnchor>
              ))}{" "}
              {change.after.pageSnippets.slice(0, 1).map((snippet) => (
                <ExternalAnchor key={`a-${snippet.url}`} href={snippet.url}>
                  {`now “${snippet.snippet}”`}
                </ExternalAnchor>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ThemeList({ label, moves }: { label: string; moves: ThemeMove[] }) {
  return moves.map((move) => (
    <li key={`${label}-${move.text}`}>
      <span className="font-semibold">{label}: </span>
      {move.text}{" "}
      <span className="text-muted-foreground">
        ({move.before} → {move.after} {move.after === 1 ? "quote" : "quotes"})
      </span>
    </li>
  ));
}

function QuoteGroup({ group }: { group: ReportChanges["quotes"]["added"][number] }) {
  const [open, setOpen] = useState(false);
  const shown = open ? group.items : group.items.slice(0, QUOTES_SHOWN);
  const more = group.items.length - QUOTES_SHOWN;
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-ink">
        {group.theme ?? "Not tied to one pain point"}
      </p>
      <ul className="space-y-2">
        {shown.map((quote) => (
          <li key={quote.evidenceId} className="rounded-lg border border-border bg-card p-3">
            <blockquote className="border-l-4 border-primary/60 pl-3 text-sm text-ink">
              <p className="printed-quote whitespace-pre-line break-words">“{quote.comment}”</p>
            </blockquote>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>{PLATFORM_LABELS[quote.platform]}</span>
              {quote.postedAt ? (
                <span className={quote.postedSince ? "font-semibold text-primary-hover" : ""}>
                  {quote.postedSince ? "New, posted" : "Posted"} {readableDate(quote.postedAt)}
                </span>
              ) : null}
              <ExternalAnchor href={quote.sourceUrl}>View source</ExternalAnchor>
            </p>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          className="no-print text-sm font-medium text-primary-hover hover:underline"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? "Show fewer" : `Show ${more} more`}
        </button>
      ) : null}
    </div>
  );
}

/**
 * "Since <date>": what moved since the earlier run of this idea, computed from the two reports,
 * each change with its evidence (pages, quotes, the signals' counts).
 */
export function SinceSection({ changes, level }: { changes: ReportChanges; level: HeadingLevel }) {
  const sub = nextLevel(level);
  const { verdict, themes, quotes } = changes;
  const headlines = changeHeadlines(changes);
  return (
    <Card className="report-card space-y-4 px-5 py-4" data-testid="since-section">
      <div className="space-y-1">
        <ul className="flex flex-wrap gap-2" aria-label="What changed">
          {headlines.map((line) => (
            <li key={line} className="rounded-full bg-muted px-3 py-1 text-sm text-ink">
              {line}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Compared with the{" "}
          <Link
            className="text-primary-hover underline"
            to={`/results/${changes.earlier.analysisId}`}
          >
            earlier report
          </Link>{" "}
          of this idea: the same sources searched again, nothing carried over.
        </p>
      </div>
      {changes.nothingChanged ? null : (
        <>
          {changes.verdictMoved && verdict?.before && verdict.after ? (
            <div className="space-y-2">
              <Heading level={sub} className="text-base">
                Score
              </Heading>
              <p className="text-sm text-ink">
                {scoreMove(verdict.before, verdict.after)} · {confidenceMove(verdict)}
              </p>
              {verdict.signals.length > 0 ? (
                <ul className="space-y-1 text-sm text-ink">
                  {verdict.signals.map((signal) => (
                    <li key={signal.id}>
                      <span className="font-semibold">{signal.label}: </span>
                      {signal.before} → {signal.after}.{" "}
                      <span className="text-muted-foreground">{signal.basis}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Competitors changes={changes} level={sub} />
          {themes.appeared.length + themes.grew.length + themes.faded.length > 0 ? (
            <div className="space-y-2">
              <Heading level={sub} className="text-base">
                Pain points
              </Heading>
              <ul className="space-y-1 text-sm text-ink">
                <ThemeList label="New" moves={themes.appeared} />
                <ThemeList label="Grew" moves={themes.grew} />
                <ThemeList label="Faded" moves={themes.faded} />
              </ul>
            </div>
          ) : null}
          {quotes.addedCount > 0 ? (
            <div className="space-y-3">
              <Heading level={sub} className="text-base">
                {newQuotesPhrase(quotes)}
                {quotes.removedCount > 0 ? (
                  <span className="text-sm font-normal text-muted-foreground">
                    {" "}
                    ({quotes.removedCount} no longer shown)
                  </span>
                ) : null}
              </Heading>
              {quotes.added.map((group) => (
                <QuoteGroup key={group.theme ?? "other"} group={group} />
              ))}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
