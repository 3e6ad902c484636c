import { ArrowBigUp, Info, MessageSquareQuote } from "lucide-react";
import { useId, useState } from "react";
import type {
  FeedbackItem,
  FeedbackPlatform,
  Insight,
  RedditFeedbackItem,
  RedditInsights,
  Warning,
} from "../../../../../contract/report.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { formatDate } from "../../../../lib/format.ts";
import { EvidenceRefs } from "./evidence-list.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import {
  PLATFORM_LABELS,
  PLATFORM_SHORT_LABELS,
  SENTIMENT_LABELS,
} from "../../../../../contract/report-labels.ts";
import { CitedList } from "./cited-list.tsx";
import { SourceLink } from "./source-link.tsx";
import { usePrintingAll } from "./use-printing.ts";

/** Spec section 9: first 3 comments per platform, the rest behind "Read N More Comments". */
const SHOWN_COMMENTS = 3;
/**
 * The shorter PDF prints two a platform: with eight platforms the third quotes alone took more
 * than a page, and the PDF with the evidence appendix prints them all.
 */
const PRINTED_COMMENTS = 2;
/** Spec section 9: Reddit pain points and opportunities shown, 3 each. */
const SHOWN_INSIGHTS = 3;

function isRedditItem(item: FeedbackItem): item is RedditFeedbackItem {
  return "subreddit" in item;
}

function safeDate(value: string | null): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatDate(value);
}

function CommentCard({ item, printed = true }: { item: FeedbackItem; printed?: boolean }) {
  const reddit = isRedditItem(item) ? item : null;
  const date = safeDate(item.createdAt);
  return (
    <li
      className={`report-card rounded-lg border border-border bg-card p-4 ${printed ? "" : "print:hidden"}`}
    >
      <blockquote className="border-l-4 border-primary/60 pl-3 text-sm leading-relaxed text-ink">
        <p className="printed-quote whitespace-pre-line break-words">“{item.comment}”</p>
      </blockquote>
      {item.featureRequest ? (
        <p className="mt-2 text-sm text-ink">
          <span className="font-semibold">Feature request: </span>
          {item.featureRequest}
        </p>
      ) : null}
      {item.context ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="font-semibold">Context: </span>
          {item.context}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {item.reviewOf ? (
          <span className="font-medium text-ink">Review of {item.reviewOf}</span>
        ) : null}
        {item.issueOf ? (
          <span className="font-medium text-ink">Issue on {item.issueOf}</span>
        ) : null}
        {item.rating ? (
          <span className="text-amber-600" data-testid="review-stars">
            <span aria-hidden="true">{"★".repeat(item.rating) + "☆".repeat(5 - item.rating)}</span>
            <span className="sr-only">{item.rating} of 5 stars</span>
          </span>
        ) : null}
        {item.author ? <span>{item.author}</span> : null}
        {reddit?.subreddit ? <span>r/{reddit.subreddit}</span> : null}
        {reddit && reddit.upvotes !== null ? (
          <span className="inline-flex items-center gap-0.5">
            <ArrowBigUp className="size-3.5" aria-hidden="true" />
            {reddit.upvotes} upvotes
          </span>
        ) : null}
        {date ? <span>{date}</span> : null}
        <SourceLink url={item.sourceUrl} />
      </p>
    </li>
  );
}

function WarningNotes({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1">
      {warnings.map((warning, index) => (
        <li key={`${warning.code}-${index}`} className="flex gap-1.5 text-xs text-muted-foreground">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {warning.message}
        </li>
      ))}
    </ul>
  );
}

/** One platform's quotes: the first three (two in the shorter PDF), the rest one click away. */
export function PlatformComments({
  platform,
  items,
  warnings,
  level,
  showHeading = true,
}: {
  platform: FeedbackPlatform;
  items: FeedbackItem[];
  warnings: Warning[];
  level: HeadingLevel;
  showHeading?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const printing = usePrintingAll();
  const listId = useId();
  const shown = open || printing ? items : items.slice(0, SHOWN_COMMENTS);
  const more = items.length - SHOWN_COMMENTS;
  // Folded, the shorter PDF prints fewer than the screen shows; opened, what the reader opened.
  const printed = open || printing ? items.length : Math.min(items.length, PRINTED_COMMENTS);
  const unprinted = items.length - printed;
  return (
    <div className="space-y-3" data-platform={platform}>
      {showHeading ? (
        <Heading level={level} className="flex items-center gap-2 text-base">
          <MessageSquareQuote className="size-4 text-primary" aria-hidden="true" />
          {PLATFORM_LABELS[platform]}
          <span className="text-sm font-normal text-muted-foreground">
            ({items.length} {items.length === 1 ? "comment" : "comments"}
            {unprinted > 0 ? (
              // On the heading's line: ten platforms' notes on lines of their own took a page.
              <span className="print-only">
                ; {printed} on paper, all in the online report and the PDF with its evidence
                appendix
              </span>
            ) : null}
            )
          </span>
        </Heading>
      ) : null}
      {items.length === 0 ? (
        <div>
          <p className="text-sm text-muted-foreground">
            No posts found on {PLATFORM_SHORT_LABELS[platform]} for this idea.
          </p>
          <WarningNotes warnings={warnings} />
        </div>
      ) : (
        <>
          <ul id={listId} className="space-y-3">
            {shown.map((item, index) => (
              <CommentCard key={item.evidenceId} item={item} printed={index < printed} />
            ))}
          </ul>
          {more > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
              className="no-print rounded-lg border border-border bg-card px-3 py-2 text-sm font-semibold text-primary hover:bg-muted"
            >
              {open ? "Show Fewer Comments" : `Read ${more} More Comments`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The summary above the Reddit quotes: sentiment, top pain points, opportunities and gaps. */
export function RedditSummary({
  insights,
  level,
}: {
  insights: RedditInsights;
  level: HeadingLevel;
}) {
  const sentiment = insights.overallSentiment;
  const basedOn = insights.basedOn.map((platform) => PLATFORM_LABELS[platform]).join(", ");
  const sub = (level === 5 ? 5 : level + 1) as HeadingLevel;
  return (
    <Card className="report-card space-y-4 bg-primary-soft/40 p-5">
      <div>
        <Heading level={level} className="text-base">
          Summary of the conversations
        </Heading>
        {basedOn ? <p className="text-xs text-muted-foreground">Drawn from {basedOn}</p> : null}
      </div>
      <p className="text-sm text-ink">
        <span className="font-semibold">Overall sentiment: </span>
        {SENTIMENT_LABELS[sentiment.label]}
        {sentiment.score !== null ? ` (score ${sentiment.score.toFixed(2)})` : null}
        <span className="mt-0.5 block text-xs text-muted-foreground">{sentiment.basis}</span>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <CitedList
          title="Top pain points"
          items={insights.topPainPoints}
          limit={SHOWN_INSIGHTS}
          level={sub}
        />
        <CitedList
          title="Feature opportunities"
          items={insights.featureOpportunities}
          limit={SHOWN_INSIGHTS}
          level={sub}
        />
      </div>
      <CitedList title="Market gaps" items={insights.marketGaps} level={sub} />
    </Card>
  );
}

/** Spec section 4: Reddit comments if any; else the market gaps as a numbered list; else the waiting note. */
export function RedditFeedback({
  items,
  insights,
  marketGaps,
  warnings,
  level,
}: {
  items: RedditFeedbackItem[];
  insights: RedditInsights | null;
  marketGaps: Insight[];
  warnings: Warning[];
  level: HeadingLevel;
}) {
  if (items.length > 0) {
    return (
      <div className="space-y-4">
        {insights ? <RedditSummary insights={insights} level={level} /> : null}
        <PlatformComments platform="reddit" items={items} warnings={warnings} level={level} />
      </div>
    );
  }
  if (marketGaps.length > 0) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">No posts found on Reddit for this idea.</p>
        <WarningNotes warnings={warnings} />
        <Heading level={level} className="text-base">
          Market gaps
        </Heading>
        <ol className="list-decimal space-y-2 pl-6 text-sm text-ink">
          {marketGaps.map((gap, index) => (
            <li key={`${index}-${gap.text}`}>
              {gap.text} <EvidenceRefs ids={gap.evidenceIds} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        No user feedback available yet. Running new analysis to gather real comments...
      </p>
      <WarningNotes warnings={warnings} />
    </div>
  );
}
