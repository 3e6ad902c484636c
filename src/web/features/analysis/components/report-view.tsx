import "./report/report-print.css";
import { useCallback, useMemo, useState } from "react";
import type { AnalysisDetail } from "../../../../contract/analysis.ts";
import { FEEDBACK_PLATFORMS } from "../../../../contract/report.ts";
import { Card } from "../../../components/ui/card.tsx";
import { formatDate } from "../../../lib/format.ts";
import { toReportModel, totalFeedback } from "../../../../contract/report-model.ts";
import { GLANCE_HEADINGS, toReportGlance } from "../../../../contract/report-glance.ts";
import { CompetitorCard, unstatedFacts } from "./report/competitor-card.tsx";
import { CompetitorChart } from "./report/competitor-chart.tsx";
import {
  buildEvidenceIndex,
  entriesFromFeedback,
  entriesFromSources,
  EvidenceIndexContext,
  EvidenceList,
  EvidenceRefs,
  OpenEvidenceContext,
} from "./report/evidence-list.tsx";
import { CitedList } from "./report/cited-list.tsx";
import { EvidenceForAgainst } from "./report/evidence-for-against.tsx";
import { FeedbackChart } from "./report/feedback-chart.tsx";
import { SentimentChart } from "./report/sentiment-chart.tsx";
import { PlatformComments, RedditFeedback } from "./report/feedback-section.tsx";
import { Heading, nextLevel, type HeadingLevel } from "./report/heading.tsx";
import { SinceSection } from "./report/since-section.tsx";
import { sinceHeading } from "../../../../contract/export/report-changes-document.ts";
import { LegacyInsights, PivotSuggestions } from "./report/legacy-report.tsx";
import { MarketInsights, MarketRecommendations } from "./report/market-summary.tsx";
import { PivotList, WeekPlanView } from "./report/pivots-and-plan.tsx";
import { InterviewKitView } from "./report/interview-kit.tsx";
import { INTERVIEW_KIT_HEADING, kitQuestions } from "../../../../contract/interview-kit.ts";
import { warningsForPlatform } from "./report/platform-warnings.ts";
import { LegacyBanner, ReportBanner } from "./report/report-banner.tsx";
import { VerdictSignals } from "./report/verdict-signals.tsx";
import { PreviewComparison, VerdictBasis } from "./report/verdict-summary.tsx";
import { ReportGlanceView } from "./report/report-glance.tsx";
import { ReportSection, SectionFoldsProvider, useSectionFolds } from "./report/report-section.tsx";
import { ReportContents, type ContentsEntry } from "./report/report-contents.tsx";
import { useFold } from "./report/use-fold.tsx";
import { readPreviewReading } from "../lib/preview-import.ts";
import { plural } from "../../../../contract/plural.ts";
import { SPEND_EVIDENCE_HEADING } from "../../../../contract/spend-evidence.ts";
import { SpendEvidenceSection } from "./report/spend-evidence-section.tsx";

/** Competitor cards shown before "Show N more": the closest ones, which the page ranks first. */
const COMPETITORS_SHOWN = 4;
/** Risks shown before "Show N more": the report lists the strongest first. */
const RISKS_SHOWN = 3;

/** "shared": the public read-only page, which shows the idea itself as its title. */
type Surface = "dashboard" | "results" | "shared";

/** Spec section 2 names the results page's headings; the dashboard reads as one running report. */
/** The results page's section titles (spec section 2); the shared page reads the same. */
const RESULTS_HEADINGS = {
  idea: "Your Idea",
  verdict: "Verdict",
  competitors: "Similar Competitors",
  reddit: "Real User Feedback from Reddit",
  more: "More User Feedback",
  insights: "Key Insights",
  strategy: "Strategic Recommendations",
  pivots: "Pivots worth testing",
  plan: "Your next 7 days",
} as const;

const HEADINGS: Record<
  Surface,
  Record<
    | "idea"
    | "verdict"
    | "competitors"
    | "reddit"
    | "more"
    | "insights"
    | "strategy"
    | "pivots"
    | "plan",
    string
  >
> = {
  results: RESULTS_HEADINGS,
  // The shared page titles itself with the idea, so its idea card never shows.
  shared: { ...RESULTS_HEADINGS, idea: "The Idea" },
  dashboard: {
    idea: "Your Idea",
    verdict: "Verdict",
    competitors: "Similar Competitors",
    reddit: "Real User Feedback",
    more: "Real User Feedback",
    insights: "Market Analysis Summary",
    strategy: "Recommended Strategy",
    pivots: "Pivots worth testing",
    plan: "Your next 7 days",
  },
};

/**
 * One analysis as a report, on the dashboard and on /results/{id}: the current report with where
 * every claim came from, or an older one (already normalised by the server) marked as such.
 */
export function ReportView({
  analysis,
  surface,
  chatAnchor,
}: {
  analysis: AnalysisDetail;
  surface: Surface;
  /** The id of the chat about this report on the same page, for the contents' "Ask AI" link. */
  chatAnchor?: string;
}) {
  const model = useMemo(
    () => (analysis.results ? toReportModel(analysis.results) : null),
    [analysis.results],
  );
  const entries = useMemo(
    () =>
      model?.report
        ? entriesFromSources(model.report.sources)
        : model
          ? entriesFromFeedback(model.platformFeedback)
          : [],
    [model],
  );
  const unstated = useMemo(() => unstatedFacts(model?.competitors ?? []), [model]);
  // The closest competitors first; the rest one click away (and in the PDF with the appendix).
  const competitorFold = useFold(model?.competitors ?? [], COMPETITORS_SHOWN, {
    one: "competitor",
    many: "competitors",
  });
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const openSources = useCallback(() => setSourcesOpen(true), []);
  const glance = useMemo(() => toReportGlance(model?.report ?? null), [model]);
  const folds = useSectionFolds();
  // The owner's own free preview of this idea, in this browser: never on a shared page.
  const [previewReading] = useState(() =>
    surface === "shared" || typeof window === "undefined"
      ? null
      : readPreviewReading(analysis.ideaText),
  );
  const unstatedSet = useMemo(() => new Set(unstated), [unstated]);
  const evidenceIndex = useMemo(
    () => buildEvidenceIndex(model?.report ? entries : []),
    [model, entries],
  );
  const sourceById = useMemo(
    () => new Map((model?.report?.sources ?? []).map((source) => [source.id, source])),
    [model],
  );
  const level: HeadingLevel = surface === "dashboard" ? 3 : 2;
  // The shared page is laid out as the results page, its idea already the page's title.
  const layout = surface === "dashboard" ? "dashboard" : "results";
  const sub = nextLevel(level);
  const headings = HEADINGS[surface];
  const prefix = `report-${surface}`;

  const idea =
    surface === "shared" ? null : (
      <ReportSection id={`${prefix}-idea`} title={headings.idea} level={level} foldable={false}>
        <Card className="report-card px-5 py-4">
          <blockquote className="whitespace-pre-line break-words text-base leading-relaxed text-ink sm:text-lg">
            {analysis.ideaText}
          </blockquote>
          <p className="mt-1 text-sm text-muted-foreground">
            Analyzed on <time dateTime={analysis.createdAt}>{formatDate(analysis.createdAt)}</time>
          </p>
        </Card>
      </ReportSection>
    );

  if (!model) {
    return (
      <article className="report-view space-y-8" aria-label="Analysis report">
        {idea}
        <p className="text-muted-foreground">This analysis has no results to show.</p>
      </article>
    );
  }

  const warnings = model.report?.warnings ?? [];
  const otherPlatforms = model.feedbackPlatforms.filter((platform) => platform !== "reddit");
  const feedbackCount = totalFeedback(model.platformFeedback);
  const summary = model.marketSummary;
  const otherFeedback = (platformLevel: HeadingLevel) =>
    otherPlatforms.map((platform) => (
      <PlatformComments
        key={platform}
        platform={platform}
        items={model.platformFeedback[platform]}
        warnings={warningsForPlatform(warnings, platform)}
        level={platformLevel}
      />
    ));
  const sentiment = model.report?.sentimentByPlatform;
  // Counts and tone per platform restate what the quotes below show: the shorter PDF leaves
  // them to the one with the evidence appendix.
  const charts = (
    <div className="appendix-only grid gap-4 lg:grid-cols-2">
      <FeedbackChart feedback={model.platformFeedback} platforms={model.feedbackPlatforms} />
      {sentiment ? (
        <SentimentChart sentiment={sentiment} platforms={model.feedbackPlatforms} />
      ) : null}
    </div>
  );
  // Reports stored before the verdict existed have none: they show exactly what they did before.
  const verdict = model.report?.verdict ?? null;
  // Reports stored before the interview kit existed have none: the section is left out.
  const interviewKit = model.report?.interviewKit ?? null;
  const reddit = (redditLevel: HeadingLevel) => (
    <RedditFeedback
      items={model.platformFeedback.reddit}
      insights={model.redditInsights}
      marketGaps={model.marketGaps}
      warnings={warningsForPlatform(warnings, "reddit")}
      level={redditLevel}
    />
  );

  const contents: ContentsEntry[] = [
    ...(glance ? [{ id: `${prefix}-glance`, title: GLANCE_HEADINGS.section }] : []),
    ...(verdict
      ? [{ id: `${prefix}-verdict`, title: headings.verdict, count: `${verdict.score}/100` }]
      : []),
    {
      id: `${prefix}-competitors`,
      title: headings.competitors,
      count: `${model.competitors.length}`,
    },
    // Spend evidence (ADR 0030); reports stored before it have none.
    ...(model.report?.spendEvidence
      ? [
          {
            id: `${prefix}-spend`,
            title: SPEND_EVIDENCE_HEADING,
            count: plural(model.report.spendEvidence.quotes.length, "quote"),
          },
        ]
      : []),
    ...(layout === "results"
      ? [
          {
            id: `${prefix}-reddit`,
            title: "Reddit",
            count: plural(model.platformFeedback.reddit.length, "quote"),
          },
          {
            id: `${prefix}-more`,
            title: headings.more,
            count: plural(feedbackCount - model.platformFeedback.reddit.length, "quote"),
          },
        ]
      : [
          {
            id: `${prefix}-feedback`,
            title: headings.reddit,
            count: plural(feedbackCount, "quote"),
          },
        ]),
    { id: `${prefix}-insights`, title: headings.insights },
    { id: `${prefix}-strategy`, title: headings.strategy },
    ...(verdict
      ? [
          { id: `${prefix}-pivots`, title: headings.pivots, count: `${verdict.pivots.length}` },
          { id: `${prefix}-plan`, title: headings.plan },
        ]
      : []),
    ...(interviewKit
      ? [
          {
            id: `${prefix}-kit`,
            title: INTERVIEW_KIT_HEADING,
            count: plural(kitQuestions(interviewKit), "question"),
          },
        ]
      : []),
    { id: "report-evidence", title: "Evidence and Sources", count: `${entries.length}` },
  ];

  // The glance stays open (it is the answer), and the source list folds itself.
  const foldableIds = contents
    .map((entry) => entry.id)
    .filter((id) => id !== `${prefix}-glance` && id !== "report-evidence");

  return (
    <EvidenceIndexContext.Provider value={evidenceIndex}>
      <OpenEvidenceContext.Provider value={openSources}>
        <SectionFoldsProvider value={folds}>
          <article className="report-view space-y-8" aria-label="Analysis report">
            {idea}
            {analysis.changes && surface !== "shared" ? (
              <ReportSection
                id={`${prefix}-since`}
                title={sinceHeading(analysis.changes)}
                level={level}
                foldable={false}
              >
                <SinceSection changes={analysis.changes} level={level} />
              </ReportSection>
            ) : null}
            {glance ? (
              <ReportSection
                id={`${prefix}-glance`}
                title={GLANCE_HEADINGS.section}
                level={level}
                foldable={false}
              >
                <ReportGlanceView
                  glance={glance}
                  level={sub}
                  competitorsAnchor={`${prefix}-competitors`}
                  planAnchor={`${prefix}-plan`}
                />
              </ReportSection>
            ) : null}
            <ReportContents
              entries={contents}
              chatAnchor={chatAnchor}
              onNavigate={folds.unfold}
              anyFolded={folds.anyFolded}
              onFoldAll={(fold) => folds.setAll(foldableIds, fold)}
            />

            {verdict ? (
              <ReportSection id={`${prefix}-verdict`} title={headings.verdict} level={level}>
                <VerdictBasis verdict={verdict} />
                {previewReading && model?.report ? (
                  <PreviewComparison
                    preview={previewReading}
                    report={{
                      score: verdict.score,
                      items: model.report.metadata.totalEvidence,
                      platforms: FEEDBACK_PLATFORMS.filter(
                        (platform) => model.platformFeedback[platform].length > 0,
                      ).length,
                    }}
                  />
                ) : null}
                <div className="space-y-3">
                  <Heading level={sub} className="text-lg">
                    What the score is made of
                  </Heading>
                  <VerdictSignals signals={verdict.signals} sources={sourceById} />
                </div>
                <EvidenceForAgainst
                  evidenceFor={verdict.evidenceFor}
                  evidenceAgainst={verdict.evidenceAgainst}
                  sources={sourceById}
                  level={sub}
                />
                <CitedList
                  title="Risks"
                  items={verdict.risks}
                  folded={RISKS_SHOWN}
                  noun={{ one: "risk", many: "risks" }}
                  level={sub}
                />
              </ReportSection>
            ) : null}

            {model.report ? (
              <ReportBanner report={model.report} />
            ) : (
              <LegacyBanner
                counts={{
                  competitors: model.competitors.length,
                  feedback: feedbackCount,
                  insights: model.insights.length + model.marketGaps.length,
                }}
              />
            )}

            <ReportSection
              id={`${prefix}-competitors`}
              title={headings.competitors}
              level={level}
              aside={`${model.competitors.length} found`}
            >
              {model.competitors.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No competitors were found for this idea.
                </p>
              ) : (
                <>
                  <CompetitorChart competitors={model.competitors} />
                  {unstated.length > 0 ? (
                    <p className="text-sm text-muted-foreground">
                      Not stated by any competitor&apos;s site or listing:{" "}
                      {unstated
                        .map((label) => label.charAt(0).toLowerCase() + label.slice(1))
                        .join(", ")}
                      .
                    </p>
                  ) : null}
                  <ul id={competitorFold.listId} className="print-stack grid gap-4 md:grid-cols-2">
                    {competitorFold.visible.map((competitor, index) => (
                      <li key={`${index}-${competitor.name}`}>
                        <CompetitorCard
                          competitor={competitor}
                          surface={layout}
                          level={sub}
                          unstated={unstatedSet}
                          mentionsCounted={model.report !== null}
                        />
                      </li>
                    ))}
                  </ul>
                  {competitorFold.more}
                </>
              )}
            </ReportSection>

            {model.report?.spendEvidence ? (
              <ReportSection id={`${prefix}-spend`} title={SPEND_EVIDENCE_HEADING} level={level}>
                <SpendEvidenceSection spend={model.report.spendEvidence} level={sub} />
              </ReportSection>
            ) : null}

            {layout === "results" ? (
              <>
                <ReportSection id={`${prefix}-reddit`} title={headings.reddit} level={level}>
                  {reddit(sub)}
                </ReportSection>
                <ReportSection id={`${prefix}-more`} title={headings.more} level={level}>
                  {charts}
                  <div className="space-y-8">{otherFeedback(sub)}</div>
                </ReportSection>
              </>
            ) : (
              <ReportSection id={`${prefix}-feedback`} title={headings.reddit} level={level}>
                {charts}
                <div className="space-y-3">
                  <Heading level={sub} className="text-lg">
                    Reddit
                  </Heading>
                  {reddit(nextLevel(sub))}
                </div>
                <div className="space-y-8">{otherFeedback(sub)}</div>
              </ReportSection>
            )}

            <ReportSection id={`${prefix}-insights`} title={headings.insights} level={level}>
              {summary ? (
                <MarketInsights summary={summary} level={sub} />
              ) : (
                <LegacyInsights insights={model.insights} />
              )}
              {summary && model.insights.length > 0 ? (
                <div>
                  <Heading level={sub} className="text-base">
                    Actionable insights
                  </Heading>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
                    {model.insights.map((insight, index) => (
                      <li key={`${index}-${insight.text}`}>
                        {insight.text} <EvidenceRefs ids={insight.evidenceIds} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </ReportSection>

            <ReportSection id={`${prefix}-strategy`} title={headings.strategy} level={level}>
              {summary ? (
                <MarketRecommendations summary={summary} level={sub} />
              ) : (
                <PivotSuggestions pivots={model.pivotSuggestions} level={sub} />
              )}
            </ReportSection>

            {verdict ? (
              <>
                <ReportSection id={`${prefix}-pivots`} title={headings.pivots} level={level}>
                  <PivotList pivots={verdict.pivots} level={sub} />
                </ReportSection>
                <ReportSection id={`${prefix}-plan`} title={headings.plan} level={level}>
                  <WeekPlanView plan={verdict.nextSevenDays} level={sub} />
                </ReportSection>
              </>
            ) : null}

            {interviewKit ? (
              <ReportSection id={`${prefix}-kit`} title={INTERVIEW_KIT_HEADING} level={level}>
                <InterviewKitView kit={interviewKit} level={sub} />
              </ReportSection>
            ) : null}

            <EvidenceList
              entries={entries}
              level={level}
              legacy={model.kind === "legacy"}
              open={sourcesOpen}
              onOpenChange={setSourcesOpen}
            />
          </article>
        </SectionFoldsProvider>
      </OpenEvidenceContext.Provider>
    </EvidenceIndexContext.Provider>
  );
}
