import { ArrowUpRight, ExternalLink, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { plural } from "../../../../contract/plural.ts";
import {
  CONFIDENCE_LABELS,
  PLATFORM_LABELS,
  PLATFORM_SHORT_LABELS,
} from "../../../../contract/report-labels.ts";
import {
  LEAD_RULES,
  ROW_LABELS,
  type ComparedReport,
  type ComparisonQuote,
  type ReportComparison,
} from "../../../../contract/report-comparison.ts";
import { isHttpUrl } from "../../../../contract/http-url.ts";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format.ts";

type Lead = { leaders: number[]; tied: boolean };

export interface ComparisonViewProps {
  comparison: ReportComparison;
  missingReports: number;
  /** Where a column's report opens; null on a shared page, whose reader cannot open them. */
  reportHref: (report: ComparedReport) => string | null;
}

function LetterBadge({ letter }: { letter: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-ink text-xs font-bold text-background"
    >
      {letter}
    </span>
  );
}

function LeadBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-primary-foreground">
      <Trophy className="size-3" aria-hidden="true" /> Leads
    </span>
  );
}

function SourceAnchor({ quote, children }: { quote: ComparisonQuote; children: ReactNode }) {
  if (!isHttpUrl(quote.url)) return <span>{children}</span>;
  return (
    <a
      href={quote.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 font-medium text-primary-hover underline-offset-2 hover:underline"
    >
      {children}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

function QuoteBlock({ quote }: { quote: ComparisonQuote }) {
  if (!quote.text)
    return (
      <p className="text-xs text-muted-foreground">
        Said on <SourceAnchor quote={quote}>{PLATFORM_LABELS[quote.platform]}</SourceAnchor>
      </p>
    );
  return (
    <figure className="space-y-1">
      <blockquote className="border-l-2 border-primary/40 pl-3 text-sm text-ink">
        “{quote.text}”
      </blockquote>
      <figcaption className="pl-3 text-xs text-muted-foreground">
        <SourceAnchor quote={quote}>{PLATFORM_LABELS[quote.platform]}</SourceAnchor>
      </figcaption>
    </figure>
  );
}

const EMPTY = (
  <span className="text-muted-foreground" title="Not in this report">
    —<span className="sr-only">Not in this report</span>
  </span>
);

function Row({
  label,
  rule,
  lead,
  cells,
  comparison,
}: {
  label: string;
  rule: string;
  lead: Lead;
  cells: ReactNode[];
  comparison: ReportComparison;
}) {
  return (
    <tr className="border-t border-border align-top">
      <th
        scope="row"
        className="sticky left-0 z-10 w-32 min-w-32 bg-card px-3 py-3 text-left text-sm font-semibold text-ink sm:w-48 sm:px-4"
      >
        <span className="block">{label}</span>
        <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{rule}</span>
        {lead.tied ? (
          <span className="mt-1 inline-block rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium text-ink">
            Even
          </span>
        ) : null}
      </th>
      {cells.map((cell, index) => {
        const leads = lead.leaders.includes(index);
        return (
          <td
            key={comparison.reports[index]!.letter}
            data-leader={leads ? "true" : undefined}
            className={cn(
              "min-w-40 px-3 py-3 text-sm text-ink sm:px-4",
              leads && "bg-primary-soft/60 shadow-[inset_3px_0_0_var(--color-primary)]",
            )}
          >
            <div className="space-y-1.5">
              {leads ? <LeadBadge /> : null}
              <div>{cell}</div>
            </div>
          </td>
        );
      })}
    </tr>
  );
}

function GroupRow({ title, span }: { title: string; span: number }) {
  return (
    <tr className="border-t border-border bg-muted/60">
      <th
        scope="colgroup"
        colSpan={span}
        className="sticky left-0 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-muted-foreground sm:px-4"
      >
        {title}
      </th>
    </tr>
  );
}

function cellsOf<Cell>(cells: Array<Cell | null>, show: (cell: Cell) => ReactNode): ReactNode[] {
  return cells.map((cell) => (cell === null ? EMPTY : show(cell)));
}

function Value({ value, detail }: { value: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <span className="text-base font-semibold tabular-nums">{value}</span>
      {detail ? <span className="block text-xs text-muted-foreground">{detail}</span> : null}
    </>
  );
}

function SignalValue({ value, count, basis }: { value: number; count: number; basis: string }) {
  return (
    <>
      <span className="flex items-center gap-2">
        <span className="text-base font-semibold tabular-nums">{value}</span>
        <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-muted">
          <span className="block h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
        </span>
      </span>
      <span className="block text-xs font-medium text-ink">{plural(count, "evidence item")}</span>
      <span className="block text-xs text-muted-foreground">{basis}</span>
    </>
  );
}

function ComparisonTable({ comparison, reportHref }: Omit<ComparisonViewProps, "missingReports">) {
  const span = comparison.reports.length + 1;
  const row = (label: string, rule: string, lead: Lead, cells: ReactNode[]) => (
    <Row key={label} label={label} rule={rule} lead={lead} cells={cells} comparison={comparison} />
  );
  const { score, confidence, signals, pains, competitors, prices, spend, platforms, volume } =
    comparison;
  return (
    <div
      role="region"
      aria-label="Comparison table"
      tabIndex={0}
      // Positioned, so the screen-reader-only labels of columns scrolled out of view stay inside it.
      className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm"
    >
      <table className="w-full border-collapse" data-testid="comparison-table">
        <caption className="sr-only">
          The reports side by side. In each row, the idea that leads is marked “Leads”.
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 bg-card px-3 py-3 sm:px-4" />
            {comparison.reports.map((report) => {
              const href = reportHref(report);
              return (
                <th
                  key={report.letter}
                  scope="col"
                  className="min-w-40 px-3 py-3 text-left align-top font-normal sm:px-4"
                >
                  <span className="flex items-start gap-2">
                    <LetterBadge letter={report.letter} />
                    <span className="line-clamp-3 text-sm font-semibold text-ink">
                      <span className="sr-only">Idea {report.letter}: </span>
                      {report.idea}
                    </span>
                  </span>
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {formatDate(report.madeAt)}
                    {report.legacy ? " · older report, no score" : ""}
                  </span>
                  {href ? (
                    <Link
                      to={href}
                      className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-primary-hover underline-offset-2 hover:underline"
                    >
                      Open report <span className="sr-only">{report.letter}</span>
                      <ArrowUpRight className="size-3" aria-hidden="true" />
                    </Link>
                  ) : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <GroupRow title="Verdict" span={span} />
          {row(
            ROW_LABELS.score,
            LEAD_RULES.score,
            score,
            cellsOf(score.cells, (cell) => <Value value={`${cell.value}/100`} />),
          )}
          {row(
            ROW_LABELS.confidence,
            LEAD_RULES.confidence,
            confidence,
            cellsOf(confidence.cells, (cell) => (
              <Value value={CONFIDENCE_LABELS[cell.level]} detail={cell.basis} />
            )),
          )}
          <GroupRow title="Signals behind the score" span={span} />
          {signals.map((signal) =>
            row(
              signal.label,
              `Higher: ${signal.higher}`,
              signal,
              cellsOf(signal.cells, (cell) => (
                <SignalValue
                  value={cell.value}
                  count={cell.evidenceIds.length}
                  basis={cell.basis}
                />
              )),
            ),
          )}
          <GroupRow title="Market" span={span} />
          {row(
            ROW_LABELS.competitors,
            LEAD_RULES.competitors,
            competitors,
            cellsOf(competitors.cells, (cell) => (
              <Value
                value={cell.count}
                detail={
                  cell.closest.length > 0
                    ? cell.closest.map((item) => item.name).join(", ")
                    : "None found"
                }
              />
            )),
          )}
          {row(
            ROW_LABELS.prices,
            LEAD_RULES.prices,
            prices,
            cellsOf(prices.cells, (cell) => (
              <Value
                value={cell.range}
                detail={`${plural(cell.pricedCount, "price")} stated by the competitors`}
              />
            )),
          )}
          {row(
            ROW_LABELS.spend,
            LEAD_RULES.spend,
            spend,
            cellsOf(spend.cells, (cell) => (
              <Value
                value={`${cell.value}/100`}
                detail={`${plural(cell.evidenceIds.length, "evidence item")}: ${cell.basis}`}
              />
            )),
          )}
          {row(
            ROW_LABELS.pains,
            LEAD_RULES.pains,
            pains,
            cellsOf(pains.cells, (cell) => (
              <Value
                value={plural(cell.evidenceCount, "quote")}
                detail={`behind ${plural(cell.pains.length, "top pain")}`}
              />
            )),
          )}
          <GroupRow title="Evidence" span={span} />
          {row(
            ROW_LABELS.platforms,
            LEAD_RULES.platforms,
            platforms,
            cellsOf(platforms.cells, (cell) => (
              <Value
                value={cell.platforms.length}
                detail={
                  cell.platforms.length > 0
                    ? cell.platforms.map((platform) => PLATFORM_SHORT_LABELS[platform]).join(", ")
                    : "None"
                }
              />
            )),
          )}
          {row(
            ROW_LABELS.volume,
            LEAD_RULES.volume,
            volume,
            cellsOf(volume.cells, (cell) => (
              <Value
                value={
                  cell.evidence === null
                    ? plural(cell.quotes, "quote")
                    : plural(cell.evidence, "item")
                }
                detail={
                  cell.evidence === null ? undefined : `${plural(cell.quotes, "quote")} shown`
                }
              />
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

function IdeaCard({ report, children }: { report: ComparedReport; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h3 className="flex items-start gap-2 text-sm font-semibold text-ink">
        <LetterBadge letter={report.letter} />
        <span className="line-clamp-2">{report.idea}</span>
      </h3>
      {children}
    </Card>
  );
}

const gridColumns: Record<number, string> = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 xl:grid-cols-3",
  4: "md:grid-cols-2",
};

function PainsAndSpend({ comparison }: { comparison: ReportComparison }) {
  const grid = cn("grid gap-4", gridColumns[comparison.reports.length]);
  return (
    <>
      <section aria-labelledby="compare-pains" className="space-y-3">
        <h2 id="compare-pains" className="text-xl font-bold text-ink">
          Top pains, in users’ words
        </h2>
        <div className={grid}>
          {comparison.reports.map((report, column) => {
            const cell = comparison.pains.cells[column];
            return (
              <IdeaCard key={report.letter} report={report}>
                {cell && cell.pains.length > 0 ? (
                  <ol className="space-y-3">
                    {cell.pains.map((pain) => (
                      <li key={pain.text} className="space-y-1.5">
                        <p className="text-sm font-medium text-ink">
                          {pain.text}{" "}
                          <span className="text-xs font-normal text-muted-foreground">
                            ({plural(pain.evidenceIds.length, "quote")})
                          </span>
                        </p>
                        {pain.quote ? <QuoteBlock quote={pain.quote} /> : null}
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-muted-foreground">No pains stated in this report.</p>
                )}
              </IdeaCard>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="compare-spend" className="space-y-3">
        <h2 id="compare-spend" className="text-xl font-bold text-ink">
          Spend evidence
        </h2>
        <p className="text-sm text-muted-foreground">
          The verdict’s commercial intent: talk of paying, prices, budgets or switching, with the
          quotes it counted.
        </p>
        <div className={grid}>
          {comparison.reports.map((report, column) => {
            const cell = comparison.spend.cells[column];
            const leads = comparison.spend.leaders.includes(column);
            return (
              <IdeaCard key={report.letter} report={report}>
                {cell ? (
                  <>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
                      <span className="text-lg font-semibold tabular-nums">{cell.value}/100</span>
                      {leads ? <LeadBadge /> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">{cell.basis}</p>
                    {cell.quotes.length > 0 ? (
                      <div className="space-y-3">
                        {cell.quotes.map((quote) => (
                          <QuoteBlock key={quote.evidenceId} quote={quote} />
                        ))}
                      </div>
                    ) : (
                      <p className="text-sm text-muted-foreground">No one talked of paying.</p>
                    )}
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    This older report has no verdict to read spend from.
                  </p>
                )}
              </IdeaCard>
            );
          })}
        </div>
      </section>
    </>
  );
}

/** The comparison as the owner and a share link's reader see it: the table, then the quotes. */
export function ComparisonView({ comparison, missingReports, reportHref }: ComparisonViewProps) {
  return (
    <div className="space-y-10">
      {missingReports > 0 ? (
        <p
          role="status"
          className="rounded-lg border border-border bg-accent-soft px-4 py-3 text-sm text-ink"
        >
          {plural(missingReports, "report")} picked for this comparison{" "}
          {missingReports === 1 ? "was" : "were"} deleted since; the rest still compare.
        </p>
      ) : null}
      <ComparisonTable comparison={comparison} reportHref={reportHref} />
      <PainsAndSpend comparison={comparison} />
    </div>
  );
}
