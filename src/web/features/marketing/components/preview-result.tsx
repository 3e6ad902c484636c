import { ArrowRight, Lock, MessageSquareQuote, Sparkles, Users } from "lucide-react";
import { PreviewInterviewKit } from "./preview-interview-kit.tsx";
import { PreviewSpend } from "./preview-spend.tsx";
import { useNavigate } from "react-router";
import {
  PREVIEW_BLUR_CTA,
  PREVIEW_SIGNUP_CTA,
  type PreviewTeaser,
} from "../../../../contract/preview.ts";
import { previewScoreRange } from "../../../../contract/preview-score-moves.ts";
import { plural } from "../../../../contract/plural.ts";
import { PLATFORM_LABELS } from "../../../../contract/report-labels.ts";
import { storePreview } from "../lib/preview-storage.ts";
import { LockedLines } from "./locked-lines.tsx";

type TeaserCompetitor = PreviewTeaser["competitors"][number];
type TeaserFact = TeaserCompetitor["pricing"];

/** The card's fact cells, in order: pricing always, downloads and ARR unless no competitor states them. */
const FACT_CELLS: Array<{
  label: string;
  unstatedKey?: string;
  fact: (competitor: TeaserCompetitor) => TeaserFact;
}> = [
  { label: "Pricing", fact: (competitor) => competitor.pricing },
  {
    label: "Downloads",
    unstatedKey: "downloads",
    fact: (competitor) => competitor.estimatedDownloads,
  },
  { label: "ARR", unstatedKey: "ARR", fact: (competitor) => competitor.estimatedARR },
];
/** As many columns as cells, so a lone price gets the card's width, not a third of it. */
const FACT_COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
};

const CONFIDENCE_WORDS = { low: "Low", medium: "Medium", high: "High" } as const;

/** Score and confidence only: the breakdown behind them was never sent, so it is drawn blurred. */
function PreviewVerdict({
  verdict,
  mode,
  items,
  platforms,
  onSignUp,
}: {
  verdict: NonNullable<PreviewTeaser["verdict"]>;
  mode: PreviewTeaser["mode"];
  /** How much evidence the preview read: the full report reads more, and may differ. */
  items: number;
  platforms: number;
  onSignUp: () => void;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5">
      <h3 className="text-xl font-bold text-ink">Preliminary validation score</h3>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold tabular-nums text-ink">
          {verdict.score}
          <span className="text-lg font-medium text-muted-foreground">/100</span>
        </span>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium text-ink">
          {CONFIDENCE_WORDS[verdict.confidence]} confidence
        </span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Computed from counted evidence, not set by AI.
        {verdict.confidence === "low" ? " Thin evidence: read it with care." : ""}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Preliminary: from {plural(items, "item")} on {plural(platforms, "platform")}. The full
        report searches every platform, reads more of each and can score differently; it tells you
        by how much, and why.
      </p>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="preview-score-range">
        {previewScoreRange(verdict, mode).sentence}
      </p>
      <LockedLines
        widths={["w-4/5", "w-3/5", "w-2/3"]}
        label="Sign up free to see what the score is made of"
        onSignUp={onSignUp}
      />
    </div>
  );
}

/**
 * The visitor's preview. Loaded only after a preview succeeds (or one run within the hour is found
 * in local storage), so the landing page's first paint does not pay for it. The blurred blocks are placeholders: the server never sent what they hide.
 */
export default function PreviewResult({
  teaser,
  storedAt,
}: {
  teaser: PreviewTeaser;
  /** When the preview was stored (preview-storage): sign-up reuses its key rather than a copy. */
  storedAt: number;
}) {
  const navigate = useNavigate();
  // Estimates no competitor's sources give are said once, not as a dash on every card.
  const unstated = [
    ...(teaser.competitors.length > 1 &&
    teaser.competitors.every((competitor) => !competitor.estimatedDownloads)
      ? ["downloads"]
      : []),
    ...(teaser.competitors.length > 1 &&
    teaser.competitors.every((competitor) => !competitor.estimatedARR)
      ? ["ARR"]
      : []),
  ];
  const factCells = FACT_CELLS.filter(
    (cell) => !cell.unstatedKey || !unstated.includes(cell.unstatedKey),
  );
  const signUp = () => {
    // Stored again in case storage was cleared since; the same key, so no second copy.
    const key = storePreview(teaser.idea, teaser, storedAt);
    void navigate(`/auth?tab=signup&import=${key}`);
  };
  const platforms = teaser.platformFeedback.filter((platform) => platform.total > 0);

  return (
    <section
      aria-labelledby="preview-result-title"
      className="mx-auto max-w-6xl space-y-8 px-4 pb-20 sm:px-6"
    >
      <div className="rounded-2xl border border-primary/30 bg-primary-soft px-5 py-4">
        <h2
          id="preview-result-title"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Your free preview
        </h2>
        <p className="mt-1 text-sm break-words text-ink">
          <span className="font-medium">Your idea:</span> {teaser.idea}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {plural(teaser.metadata.totalCompetitors, "competitor")} ·{" "}
          {plural(teaser.metadata.totalPlatformFeedback, "user comment")} ·{" "}
          {plural(teaser.metadata.totalInsights, "insight")}, from{" "}
          {plural(teaser.metadata.totalEvidence, "public source")}.{" "}
          {teaser.mode === "ai"
            ? "Written by AI from the evidence found."
            : "Evidence only: no AI model was available, so the text is taken from the sources as they are."}
        </p>
        {teaser.warnings.length > 0 ? (
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-xs text-muted-foreground">
            {teaser.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {teaser.verdict ? (
        <PreviewVerdict
          verdict={teaser.verdict}
          mode={teaser.mode}
          items={teaser.metadata.totalEvidence}
          platforms={teaser.platformFeedback.filter((entry) => entry.total > 0).length}
          onSignUp={signUp}
        />
      ) : null}
      {teaser.spendEvidence ? (
        <PreviewSpend spend={teaser.spendEvidence} onSignUp={signUp} />
      ) : null}

      <div>
        <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Similar competitors ({teaser.competitors.length})
        </h3>
        {teaser.competitors.length === 0 ? (
          <p className="mt-3 text-muted-foreground">
            No similar product turned up in the sources searched.
          </p>
        ) : (
          <>
            {unstated.length > 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Not stated by any competitor&apos;s site or listing: {unstated.join(" or ")}.
              </p>
            ) : null}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {teaser.competitors.map((competitor) => (
                <li
                  key={competitor.name}
                  className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm"
                >
                  <p className="font-semibold text-ink">{competitor.name}</p>
                  <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">
                    {competitor.description}
                  </p>
                  <dl className={`mt-3 grid gap-2 text-xs ${FACT_COLUMNS[factCells.length]}`}>
                    {factCells.map(({ label, fact }) => (
                      <FactCell key={label} label={label} fact={fact(competitor)} />
                    ))}
                  </dl>
                  {competitor.topFeatures.length > 0 ? (
                    <ul className="mt-3 flex flex-wrap gap-1.5">
                      {competitor.topFeatures.map((feature) => (
                        <li
                          key={feature}
                          className="rounded-full bg-muted px-2 py-0.5 text-xs text-ink"
                        >
                          {feature}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {platforms.length > 0 ? (
        <div>
          <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
            <MessageSquareQuote className="size-5 text-primary" aria-hidden="true" />
            What real users say
          </h3>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {platforms.map((platform) => (
              <div
                key={platform.platform}
                className="rounded-xl border border-border bg-card p-5 shadow-sm"
              >
                <p className="font-semibold text-ink">
                  {PLATFORM_LABELS[platform.platform]}{" "}
                  <span className="font-normal text-muted-foreground">
                    · {platform.total} {platform.total === 1 ? "comment" : "comments"}
                  </span>
                </p>
                <ul className="mt-3 space-y-3">
                  {platform.comments.map((comment, index) => (
                    <li key={index} className="rounded-lg border border-border p-3">
                      <p className="text-sm text-ink">“{comment.opening}”</p>
                      <BlurredDetails onSignUp={signUp} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ) : null}

      <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
        <h3 className="text-xl font-bold text-ink">Market insights</h3>
        <p className="mt-2 text-sm font-medium text-ink">Market opportunity</p>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          {teaser.marketSummary.marketOpportunity}
        </p>
        {teaser.marketSummary.keyTakeaways.length > 0 ? (
          <>
            <p className="mt-4 text-sm font-medium text-ink">Key takeaways</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {teaser.marketSummary.keyTakeaways.map((takeaway) => (
                <li key={takeaway}>{takeaway}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>

      {teaser.interviewKit ? (
        <PreviewInterviewKit kit={teaser.interviewKit} onSignUp={signUp} />
      ) : null}

      <div className="flex flex-col items-center gap-3 rounded-2xl bg-ink px-6 py-8 text-center text-white">
        <p className="text-lg font-semibold">
          Read every comment with its source, the pain points and a full strategy.
        </p>
        {/* Not the shared Button: its fixed height and nowrap would overflow a 360 px phone. */}
        <button
          type="button"
          onClick={signUp}
          className="inline-flex min-h-12 max-w-full items-center justify-center gap-2 rounded-lg bg-primary px-6 py-3 text-base font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {PREVIEW_SIGNUP_CTA}
          <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        </button>
        <p className="text-sm text-white/70">No credit card required.</p>
      </div>
    </section>
  );
}

function FactCell({ label, fact }: { label: string; fact: TeaserFact }) {
  return (
    <div className="rounded-md bg-muted px-2 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-ink">
        {fact ? fact.value : "Unknown"}
        {fact?.isEstimate ? (
          <span className="block text-[0.65rem] font-normal text-muted-foreground">estimate</span>
        ) : null}
      </dd>
    </div>
  );
}

function BlurredDetails({ onSignUp }: { onSignUp: () => void }) {
  return (
    <div className="relative mt-2 overflow-hidden rounded-md">
      {/* Placeholder shapes only: the feature request, context and link are not in the page at all. */}
      <div aria-hidden="true" className="space-y-1.5 p-2 blur-[3px] select-none">
        <div className="h-2.5 w-11/12 rounded bg-muted-foreground/30" />
        <div className="h-2.5 w-3/4 rounded bg-muted-foreground/30" />
        <div className="h-2.5 w-1/2 rounded bg-primary/30" />
      </div>
      <button
        type="button"
        onClick={onSignUp}
        className="absolute inset-0 flex items-center justify-center gap-1.5 bg-card/40 text-xs font-semibold text-primary-hover hover:underline"
      >
        <Lock className="size-3.5" aria-hidden="true" />
        {PREVIEW_BLUR_CTA}
      </button>
    </div>
  );
}
