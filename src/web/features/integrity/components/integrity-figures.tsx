import type { ReactNode } from "react";
import { plural } from "../../../../contract/plural.ts";
import { readableDate } from "../../../../contract/readable-date.ts";
import type { IntegrityFigures, Share } from "../../../../contract/integrity.ts";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useIntegrityFigures } from "../api/get-integrity-figures.ts";

export const NOT_ENOUGH_DATA = "not enough data yet";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

function Figure(props: {
  title: string;
  value: string | null;
  detail: string | null;
  how: ReactNode;
}) {
  return (
    <li
      className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
      data-testid="integrity-figure"
    >
      <h3 className="text-base font-semibold text-ink">{props.title}</h3>
      <p className="mt-3 text-3xl font-extrabold tracking-tight text-ink">
        {props.value ?? (
          <span className="text-xl font-semibold text-muted-foreground">{NOT_ENOUGH_DATA}</span>
        )}
      </p>
      {props.detail ? <p className="mt-1 text-sm text-muted-foreground">{props.detail}</p> : null}
      <p className="mt-4 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
        <span className="font-medium text-ink">How it is computed: </span>
        {props.how}
      </p>
    </li>
  );
}

const shareValue = (share: Share) => (share.share === null ? null : percent(share.share));

function shareDetail(share: Share, of: string, minSample: number): string {
  if (share.share !== null)
    return `${share.part.toLocaleString("en-US")} of ${share.whole.toLocaleString("en-US")} ${of}`;
  return `${share.whole} so far; shown from ${minSample}`;
}

function FigureList({ figures }: { figures: IntegrityFigures }) {
  const measured = figures.reports > 0;
  const window = `in the last ${figures.windowDays} days`;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      <Figure
        title="Quotes shown"
        value={measured ? figures.quotesShown.toLocaleString("en-US") : null}
        detail={measured ? `in ${plural(figures.reports, "finished report")}` : null}
        how="Every verbatim quote of a real person in every finished report, counted once per report. Each was fetched from its platform with its link when the report was made."
      />
      <Figure
        title={`Quotes still verbatim at their source`}
        value={shareValue(figures.quotesVerbatim)}
        detail={
          figures.quotesVerbatim.share !== null
            ? `${shareDetail(figures.quotesVerbatim, `re-read ${window}`, figures.minSample)}: ${figures.quotesChanged} changed, ${figures.quotesGone} gone; ${figures.quotesUnreachable} could not be reached`
            : shareDetail(figures.quotesVerbatim, `re-read ${window}`, figures.minSample)
        }
        how={`Every day a job re-reads a rolling sample of quoted items through each platform's own API, by the item's id (a Reddit comment or post, a Hacker News item, a YouTube comment, a Stack Exchange question or answer, a Bluesky post, a GitHub issue or comment; an App Store review is looked for in the store's review feed), those checked longest ago first and at most 25 per platform a day. It compares the text word for word, after the same whitespace clean-up used when the quote was taken. "Changed" means the author edited it, "gone" that the platform says it was deleted or removed. A platform that does not answer (down, or asking us to slow down), or an App Store review no longer in the store's feed, counts as unreachable, never as gone, and is left out of the share. Each item's latest answer ${window} counts.`}
      />
      <Figure
        title="Competitor links that still open"
        value={shareValue(figures.linksAlive)}
        detail={shareDetail(figures.linksAlive, `links re-checked ${window}`, figures.minSample)}
        how={`The same daily job opens a sample of competitor links again through our safe page fetcher. A page that answers is alive; a "not found" or "gone" answer is dead. A site that does not answer in time is not counted either way.`}
      />
      <Figure
        title="Competitor facts backed by the product's own page"
        value={shareValue(figures.fieldsBacked)}
        detail={shareDetail(
          figures.fieldsBacked,
          "stated facts and key features",
          figures.minSample,
        )}
        how="Of the facts a report states about competitors (price, launch year, funding, downloads, revenue, store rating; estimates are not counted) and their key features, the share shown next to the exact words on the product's own website."
      />
      <Figure
        title="Model suggestions refused"
        value={
          measured ? (figures.refusedQuotes + figures.refusedLinks).toLocaleString("en-US") : null
        }
        detail={
          measured
            ? `${plural(figures.refusedQuotes, "quotation")} and ${plural(figures.refusedLinks, "link")}, across all reports`
            : null
        }
        how="Before a report is saved, code checks what the AI model wrote against the evidence gathered for it: a quotation found in no source, or a competitor link that no search returned and that does not open, is removed. We count them; we never show them. Reports made before this count began are not included."
      />
    </ul>
  );
}

/** The figures of the public integrity page, fetched from the server after the shell loads. */
export function IntegrityFiguresSection() {
  const query = useIntegrityFigures();
  if (query.isError)
    return (
      <p role="alert" className="rounded-xl border border-border bg-card p-6 text-muted-foreground">
        The figures could not be loaded just now. Please try again in a moment.
      </p>
    );
  if (!query.data)
    return (
      <div role="status" className="grid gap-5 md:grid-cols-2">
        <span className="sr-only">Loading the figures</span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-56" />
        ))}
      </div>
    );
  const figures = query.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" data-testid="integrity-last-checked">
        {figures.lastCheckedAt
          ? `Last re-check: ${readableDate(figures.lastCheckedAt)}.`
          : "No re-check has run yet."}{" "}
        A share is shown once it rests on at least {figures.minSample} items.
      </p>
      <FigureList figures={figures} />
    </div>
  );
}
