import { isHttpUrl } from "../http-url.ts";
import { readableDate } from "../readable-date.ts";
import type { ReportChanges } from "../report-changes.ts";
import { changesSection } from "./report-changes-document.ts";
import { plainReportText } from "../plain-report-text.ts";
import { sourceTitle } from "../quote-text.ts";
import {
  type Competitor,
  type Fact,
  type FeedbackItem,
  type FeedbackPlatform,
  type Insight,
  type RedditInsights,
  type Report,
  type SectionName,
  type SourceRef,
} from "../report.ts";
import {
  CONFIDENCE_LABELS,
  MENTIONS_LABEL,
  PLATFORM_LABELS,
  PLATFORM_SHORT_LABELS,
  SENTIMENT_LABELS,
} from "../report-labels.ts";
import { toReportModel, totalFeedback, type ReportModel } from "../report-model.ts";
import {
  GLANCE_HEADINGS,
  GLANCE_STEP_LEADS,
  glancePrice,
  toReportGlance,
  type GlanceStep,
  type ReportGlance,
} from "../report-glance.ts";
import type { StoredReport } from "../stored-report.ts";
import { signalMeaning, type CounterEvidence, type Verdict, type WeekPlan } from "../verdict.ts";
import { plural } from "../plural.ts";
import {
  INTERVIEW_KIT_HEADING,
  KIT_RULE,
  kitAuthorship,
  type InterviewKit,
} from "../interview-kit.ts";
import { spendEvidenceSection } from "./spend-evidence-document.ts";

/**
 * One ordered document of a report (issue 15), rendered as Markdown and as Notion blocks. The
 * order and every word are decided here; renderers only translate nodes. All text is the report's
 * own or a fixed label, so an export never says more than the report does.
 */
export type Span = { text: string; url?: string; bold?: boolean; italic?: boolean };
export type DocNode =
  | { type: "heading"; level: 1 | 2 | 3; text: string }
  | { type: "paragraph"; spans: Span[] }
  | { type: "bullet"; spans: Span[] }
  | { type: "numbered"; spans: Span[] }
  | { type: "quote"; text: string; attribution: Span[] } // text verbatim, never altered
  | { type: "table"; columns: string[]; rows: Span[][][] } // rows[r][c] = spans of a cell
  | { type: "callout"; spans: Span[] }
  | { type: "divider" };

export type ReportDocumentInput = {
  idea: string;
  stored: StoredReport;
  createdAt: string;
  resultsUrl: string | null;
  /** What moved since the idea's earlier run, when this report repeats one. */
  changes?: ReportChanges | null;
};

const NONE = "None identified";
/** As many as the dashboard's cards show (spec: up to 5 key features). */
const KEY_FEATURES_SHOWN = 5;
const NO_SOURCE = "Source URL not available";

export const SECTION_HEADINGS = {
  glance: GLANCE_HEADINGS.section,
  verdict: "Verdict",
  competitors: "Similar Competitors",
  feedback: "Real User Feedback",
  insights: "Key Insights",
  summary: "Market Analysis Summary",
  strategy: "Recommended Strategy",
  pivots: "Pivots worth testing",
  plan: "Your next 7 days",
  warnings: "Warnings",
  sources: "Evidence and Sources",
} as const;

type Context = {
  model: ReportModel;
  report: Report | null;
  /** Evidence id to its source and its number in the report's source list. */
  sources: ReadonlyMap<string, { source: SourceRef; number: number }>;
};

const text = (value: string): Span => ({ text: value });
const bold = (value: string): Span => ({ text: value, bold: true });
const italic = (value: string): Span => ({ text: value, italic: true });
const heading = (level: 2 | 3, value: string): DocNode => ({ type: "heading", level, text: value });
const paragraph = (...spans: Span[]): DocNode => ({ type: "paragraph", spans });
const bullet = (...spans: Span[]): DocNode => ({ type: "bullet", spans });

/** Dates as founders read them on the site ("October 1, 2025"), in UTC. */

/** "View source" as a link when the URL can be followed, otherwise the words that say it cannot. */
function sourceLink(url: string | null | undefined): Span {
  return isHttpUrl(url) ? { text: "View source", url: url.trim() } : text(NO_SOURCE);
}

/** A thread's title or a community's name, linked when its URL can be followed. */
function namedLink(label: string, url: string): Span {
  return isHttpUrl(url) ? { text: label, url: url.trim() } : text(`${label} (${NO_SOURCE})`);
}

/** "Sources: [3] [5]" for the ids that resolve to a recorded source; nothing when none do. */
function citations(context: Context, ids: readonly string[]): Span[] {
  const known = [...new Set(ids)].flatMap((id) => {
    const entry = context.sources.get(id);
    return entry ? [entry] : [];
  });
  if (known.length === 0) return [];
  return [
    text(" — Sources: "),
    ...known.flatMap(({ source, number }, index) => {
      const label = `[${number}]`;
      const span = isHttpUrl(source.url) ? { text: label, url: source.url.trim() } : text(label);
      return index === 0 ? [span] : [text(" "), span];
    }),
  ];
}

function citedBullets(context: Context, items: readonly Insight[]): DocNode[] {
  if (items.length === 0) return [paragraph(text(NONE))];
  return items.map((item) => bullet(text(item.text), ...citations(context, item.evidenceIds)));
}

function sectionNote(context: Context, section: SectionName): DocNode[] {
  const note = context.report?.sections[section]?.note;
  return note ? [paragraph(italic(note))] : [];
}

function intro(context: Context, input: ReportDocumentInput): DocNode[] {
  const { model, report } = context;
  const date = text(`Analyzed on ${readableDate(input.createdAt)}`);
  if (!report) {
    const counts = [
      plural(model.competitors.length, "competitor", "competitors"),
      plural(totalFeedback(model.platformFeedback), "user comment", "user comments"),
      plural(model.insights.length + model.marketGaps.length, "insight", "insights"),
    ];
    return [
      paragraph(date, text(` · Older report format · ${counts.join(", ")}`)),
      {
        type: "callout",
        spans: [
          text(
            "This report was saved before Groundtruth recorded its sources, so its figures are shown as estimates and its competitor links as unverified. Run a new analysis for a fully sourced report.",
          ),
        ],
      },
    ];
  }
  const mode =
    report.mode === "ai" ? "AI analysis" : "Evidence-only: a language model is not configured";
  const counts = [
    plural(report.metadata.totalCompetitors, "competitor", "competitors"),
    plural(report.metadata.totalPlatformFeedback, "user comment", "user comments"),
    plural(report.metadata.totalInsights, "insight", "insights"),
    plural(report.metadata.totalEvidence, "source", "sources"),
  ];
  return [
    paragraph(
      date,
      text(" · "),
      bold("Evidence-based report by Groundtruth"),
      text(` · ${mode}${report.preview ? " · Preview report" : ""} · ${counts.join(", ")}`),
    ),
  ];
}

function evidenceQuotes(context: Context, items: readonly CounterEvidence[]): DocNode[] {
  if (items.length === 0) return [paragraph(text("None found in the evidence."))];
  return items.map((item) => {
    const source = context.sources.get(item.evidenceId)?.source;
    const platform = source ? [text(`${PLATFORM_LABELS[source.platform]} · `)] : [];
    return {
      type: "quote",
      text: item.quote,
      attribution: [text(`— ${item.reason} · `), ...platform, sourceLink(source?.url)],
    };
  });
}

function glanceStep(step: GlanceStep): Span[] {
  const lead = bold(`${GLANCE_STEP_LEADS[step.kind]} `);
  if (step.kind === "interview") return [lead, text(`“${step.question}”`)];
  if (step.kind === "gather") return [lead, namedLink(step.place, step.url)];
  const price = step.price ? ` at ${step.price}` : "";
  return [lead, text(`“${step.headline}”${price}. ${step.killCriterion}`)];
}

/** The page's first screen, first: the answer, its three pains, the closest rivals, this week. */
function glanceSection(glance: ReportGlance): DocNode[] {
  return [
    heading(2, SECTION_HEADINGS.glance),
    paragraph(
      bold(`Score: ${glance.score}/100`),
      text(` · ${CONFIDENCE_LABELS[glance.confidence]} confidence — ${glance.summary || NONE}`),
    ),
    heading(3, GLANCE_HEADINGS.pains),
    ...(glance.pains.length === 0
      ? [paragraph(text(NONE))]
      : glance.pains.map((pain) => {
          const quote = pain.quote;
          if (!quote) return bullet(text(pain.text));
          const said = quote.text ? ` — “${quote.text}”` : "";
          return bullet(
            text(`${pain.text}${said} · ${PLATFORM_LABELS[quote.source.platform]} · `),
            sourceLink(quote.source.url),
          );
        })),
    heading(3, GLANCE_HEADINGS.competitors),
    ...(glance.competitors.length === 0
      ? [paragraph(text("No competitors were found."))]
      : glance.competitors.map((competitor) =>
          bullet(
            isHttpUrl(competitor.link)
              ? { text: competitor.name, url: competitor.link.trim(), bold: true }
              : bold(competitor.name),
            text(` — ${glancePrice(competitor.price)}`),
          ),
        )),
    heading(3, GLANCE_HEADINGS.steps),
    ...glance.steps.map((step): DocNode => ({ type: "numbered", spans: glanceStep(step) })),
  ];
}

function verdictSection(context: Context, verdict: Verdict): DocNode[] {
  const labelled =
    verdict.labelledBy === "model"
      ? "AI labelled the quotes, each checked word for word against its source."
      : "Quotes labelled by phrase rules.";
  const signals =
    verdict.signals.length === 0
      ? [paragraph(text(NONE))]
      : verdict.signals.map((signal) =>
          bullet(
            bold(signalMeaning(signal.id)?.label ?? signal.label),
            text(
              `: ${signal.value}/100 (${Math.round(signal.weight * 100)}% of score) — ${signal.basis}`,
            ),
            ...citations(context, signal.evidenceIds),
          ),
        );
  return [
    heading(2, SECTION_HEADINGS.verdict),
    paragraph(
      bold(`Score: ${verdict.score}/100`),
      text(` · ${CONFIDENCE_LABELS[verdict.confidence]} confidence — ${verdict.confidenceBasis}`),
    ),
    paragraph(text(verdict.summary || NONE)),
    ...(verdict.confidence === "low"
      ? [
          {
            type: "callout" as const,
            spans: [
              text(
                "The evidence behind this score is thin: read it with care, and check the quotes below before acting on it.",
              ),
            ],
          },
        ]
      : []),
    paragraph(italic(`Computed from the counted evidence; AI never sets the score. ${labelled}`)),
    heading(3, "What the score is made of"),
    ...signals,
    heading(3, "Evidence for"),
    ...evidenceQuotes(context, verdict.evidenceFor),
    heading(3, "Evidence against"),
    ...evidenceQuotes(context, verdict.evidenceAgainst),
    heading(3, "Risks"),
    ...citedBullets(context, verdict.risks),
  ];
}

/** A fact's value, "(estimate)" when it is one, a link to the page it was read on when there is one. */
function factCell(fact: Fact | null): Span[] {
  if (!fact) return [text("Not found")];
  if (fact.isEstimate) return [text(`${fact.value} (estimate)`)];
  const page = fact.pageSnippets?.find((snippet) => isHttpUrl(snippet.url));
  return page
    ? [text(`${fact.value} `), { text: "(source)", url: page.url.trim() }]
    : [text(fact.value)];
}

function nameCell(competitor: Competitor): Span[] {
  const name: Span = isHttpUrl(competitor.link)
    ? { text: competitor.name, url: competitor.link.trim() }
    : text(competitor.name);
  const flag =
    competitor.link && competitor.linkStatus === "unverified" ? " (unverified link)" : "";
  return flag ? [name, text(flag)] : [name];
}

/** The features the card shows: read on the product's pages, or an older report's top features. */
function keyFeatures(competitor: Competitor): string[] {
  const features =
    competitor.keyFeatures.length > 0 ? competitor.keyFeatures : competitor.topFeatures;
  return features.slice(0, KEY_FEATURES_SHOWN);
}

function competitorTable(context: Context): DocNode {
  // Older reports never counted mentions: a column of zeros would claim what nobody measured.
  const counted = context.report !== null;
  const rated = context.model.competitors.some((competitor) => competitor.storeRating);
  const columns = [
    "Competitor",
    "Description",
    "Pricing",
    "Launched",
    ...(rated ? ["App Store rating"] : []),
    "Key features",
  ];
  return {
    type: "table",
    columns: counted ? [...columns, MENTIONS_LABEL] : columns,
    rows: context.model.competitors.map((competitor) => [
      nameCell(competitor),
      [text(competitor.description)],
      factCell(competitor.pricing),
      factCell(competitor.launchYear),
      ...(rated ? [factCell(competitor.storeRating ?? null)] : []),
      [text(keyFeatures(competitor).join("; "))],
      ...(counted ? [[text(String(competitor.mentionCount))]] : []),
    ]),
  };
}

function competitorSection(context: Context): DocNode[] {
  const body =
    context.model.competitors.length === 0
      ? [paragraph(text("No competitors were found."))]
      : [competitorTable(context)];
  return [
    heading(2, SECTION_HEADINGS.competitors),
    ...sectionNote(context, "competitors"),
    ...body,
  ];
}

function attribution(item: FeedbackItem): Span[] {
  const details = [
    item.context,
    item.reviewOf ? `review of ${item.reviewOf}` : "",
    item.issueOf ? `issue on ${item.issueOf}` : "",
    item.rating ? `${item.rating} of 5 stars` : "",
    item.author ? `by ${item.author}` : "",
    "subreddit" in item && typeof item.subreddit === "string" && item.subreddit
      ? `r/${item.subreddit}`
      : "",
    "upvotes" in item && typeof item.upvotes === "number" ? `${item.upvotes} upvotes` : "",
    item.createdAt && !Number.isNaN(Date.parse(item.createdAt)) ? readableDate(item.createdAt) : "",
  ].filter(Boolean);
  return [text(`— ${[...details, ""].join(" · ")}`), sourceLink(item.sourceUrl)];
}

function platformFeedback(context: Context, platform: FeedbackPlatform): DocNode[] {
  const items = context.model.platformFeedback[platform];
  const title = `${PLATFORM_LABELS[platform]} (${plural(items.length, "comment", "comments")})`;
  if (items.length === 0)
    return [
      heading(3, title),
      paragraph(text(`No posts found on ${PLATFORM_SHORT_LABELS[platform]} for this idea.`)),
    ];
  return [
    heading(3, title),
    ...items.flatMap((item): DocNode[] => [
      { type: "quote", text: item.comment, attribution: attribution(item) },
      ...(item.featureRequest
        ? [paragraph(bold("Feature request: "), text(item.featureRequest))]
        : []),
    ]),
  ];
}

function feedbackSection(context: Context): DocNode[] {
  const body =
    totalFeedback(context.model.platformFeedback) === 0
      ? [paragraph(text("No user feedback was found."))]
      : context.model.feedbackPlatforms.flatMap((platform) => platformFeedback(context, platform));
  return [
    heading(2, SECTION_HEADINGS.feedback),
    ...sectionNote(context, "platformFeedback"),
    ...body,
  ];
}

function conversationSummary(context: Context, insights: RedditInsights): DocNode[] {
  const sentiment = insights.overallSentiment;
  const basedOn = insights.basedOn.map((platform) => PLATFORM_LABELS[platform]).join(", ");
  const score = sentiment.score !== null ? ` (score ${sentiment.score.toFixed(2)})` : "";
  return [
    ...(basedOn ? [paragraph(italic(`Drawn from ${basedOn}`))] : []),
    paragraph(
      bold("Overall sentiment: "),
      text(`${SENTIMENT_LABELS[sentiment.label]}${score} — ${sentiment.basis}`),
    ),
    heading(3, "Top pain points"),
    ...citedBullets(context, insights.topPainPoints),
    heading(3, "Feature opportunities"),
    ...citedBullets(context, insights.featureOpportunities),
  ];
}

function actionableInsights(context: Context): DocNode[] {
  const { model } = context;
  if (model.kind === "report")
    return [heading(3, "Actionable insights"), ...citedBullets(context, model.insights)];
  // An older report kept a plain list of insights beside (or instead of) the conversation summary.
  const fromSummary = model.redditInsights
    ? [
        heading(3, "Actionable insights"),
        ...citedBullets(context, model.redditInsights.actionableInsights),
      ]
    : [];
  return [...fromSummary, heading(3, "Insights"), ...citedBullets(context, model.insights)];
}

function insightSection(context: Context): DocNode[] {
  const { model } = context;
  return [
    heading(2, SECTION_HEADINGS.insights),
    ...sectionNote(context, "redditInsights"),
    ...(model.redditInsights ? conversationSummary(context, model.redditInsights) : []),
    heading(3, "Market gaps"),
    ...citedBullets(context, model.marketGaps),
    ...actionableInsights(context),
  ];
}

function orNone(value: string): Span {
  return text(value.trim() || NONE);
}

function summarySections(context: Context): DocNode[] {
  const summary = context.model.marketSummary;
  if (!summary) {
    const pivots = context.model.pivotSuggestions;
    return [
      heading(2, SECTION_HEADINGS.summary),
      paragraph(text("No market summary was recorded for this report.")),
      heading(2, SECTION_HEADINGS.strategy),
      heading(3, "Pivot suggestions"),
      ...(pivots.length === 0
        ? [paragraph(text(NONE))]
        : pivots.map((pivot): DocNode => ({ type: "numbered", spans: [text(pivot)] }))),
    ];
  }
  return [
    heading(2, SECTION_HEADINGS.summary),
    ...sectionNote(context, "marketSummary"),
    heading(3, "Market opportunity"),
    paragraph(orNone(summary.marketOpportunity), ...citations(context, summary.evidenceIds)),
    heading(3, "Key takeaways"),
    ...(summary.keyTakeaways.length === 0
      ? [paragraph(text(NONE))]
      : summary.keyTakeaways.map((takeaway) => bullet(text(takeaway)))),
    heading(2, SECTION_HEADINGS.strategy),
    heading(3, "Focus area"),
    paragraph(orNone(summary.recommendedFocus)),
    heading(3, "Target segment"),
    paragraph(orNone(summary.targetSegment)),
    heading(3, "How to stand out"),
    paragraph(orNone(summary.differentiationStrategy)),
  ];
}

function linkedEntries(
  context: Context,
  entries: ReadonlyArray<{ label: string; url: string; evidenceIds: readonly string[] }>,
): DocNode[] {
  if (entries.length === 0) return [paragraph(text(NONE))];
  return entries.map((entry) =>
    bullet(namedLink(entry.label, entry.url), ...citations(context, entry.evidenceIds)),
  );
}

function smokeTest(context: Context, test: WeekPlan["smokeTest"]): DocNode[] {
  const price = test.price
    ? [
        text(`${test.price.value} — ${test.price.basis}`),
        ...citations(context, test.price.evidenceIds),
      ]
    : [text("No competitor price was found, so there is no price to anchor on.")];
  return [
    heading(3, "Smoke test"),
    bullet(bold("Headline: "), text(test.headline)),
    bullet(bold("Subheadline: "), text(test.subheadline)),
    bullet(bold("Price: "), ...price),
    bullet(bold("Kill criterion: "), text(test.killCriterion)),
  ];
}

function pivotsAndPlan(context: Context, verdict: Verdict): DocNode[] {
  const plan = verdict.nextSevenDays;
  return [
    heading(2, SECTION_HEADINGS.pivots),
    ...(verdict.pivots.length === 0
      ? [paragraph(text(NONE))]
      : verdict.pivots.map((pivot) =>
          bullet(
            bold(pivot.title),
            text(` — ${pivot.rationale}`),
            ...citations(context, pivot.evidenceIds),
          ),
        )),
    heading(2, SECTION_HEADINGS.plan),
    heading(3, "Interview questions"),
    ...(plan.interviewQuestions.length === 0
      ? [paragraph(text(NONE))]
      : plan.interviewQuestions.map((item): DocNode => ({
          type: "numbered",
          spans: [text(item.question), ...citations(context, item.evidenceIds)],
        }))),
    heading(3, "Reading list"),
    ...linkedEntries(
      context,
      plan.readingList.map((entry) => ({
        label: entry.title,
        url: entry.url,
        evidenceIds: [entry.evidenceId],
      })),
    ),
    heading(3, "Where users gather"),
    ...linkedEntries(
      context,
      plan.whereUsersGather.map((entry) => ({ label: entry.place, ...entry })),
    ),
    ...smokeTest(context, plan.smokeTest),
  ];
}

/** The interview kit (ADR 0029): per pain, what to ask, what to read, and what counts as a signal. */
function interviewKitSection(context: Context, kit: InterviewKit): DocNode[] {
  return [
    heading(2, INTERVIEW_KIT_HEADING),
    paragraph(italic(`${KIT_RULE} ${kitAuthorship(kit)}`)),
    ...kit.pains.flatMap((pain): DocNode[] => [
      heading(3, pain.title),
      ...pain.questions.map((item): DocNode => ({
        type: "numbered",
        spans: [text(item.question), ...citations(context, item.evidenceIds)],
      })),
      ...pain.threads.map((thread) =>
        bullet(
          bold("Read first: "),
          namedLink(thread.title, thread.url),
          text(` · ${thread.platform}`),
        ),
      ),
      bullet(bold("Strong signal: "), text(pain.strongSignal)),
      bullet(bold("Weak signal: "), text(pain.weakSignal)),
    ]),
    heading(3, "Where these people gather"),
    ...(kit.communities.length === 0
      ? [paragraph(text(NONE))]
      : kit.communities.map((community) =>
          bullet(
            namedLink(community.name, community.url),
            text(` — ${plural(community.quotes, "quote")}`),
          ),
        )),
    paragraph(text(kit.outreach)),
    heading(3, "Screener"),
    ...kit.screener.map((question): DocNode => ({ type: "numbered", spans: [text(question)] })),
  ];
}

function warningSection(report: Report | null): DocNode[] {
  if (!report || report.warnings.length === 0) return [];
  return [
    heading(2, SECTION_HEADINGS.warnings),
    ...report.warnings.map((warning) => bullet(text(warning.message))),
  ];
}

/** Every source, numbered as the citations are: the paper trail behind each "[3]". */
function sourceSection(context: Context): DocNode[] {
  if (context.sources.size === 0) return [];
  return [
    heading(2, SECTION_HEADINGS.sources),
    ...[...context.sources.values()].map(({ source }): DocNode => ({
      type: "numbered",
      spans: [
        namedLink(sourceTitle(source), source.url),
        text(
          ` · ${PLATFORM_LABELS[source.platform]}${source.author ? ` · by ${source.author}` : ""}`,
        ),
      ],
    })),
  ];
}

function footer(context: Context, resultsUrl: string | null): DocNode[] {
  const exported: Span = isHttpUrl(resultsUrl)
    ? { text: "Exported from Groundtruth", url: resultsUrl.trim() }
    : text("Exported from Groundtruth");
  // An older report recorded no sources, so it cannot promise where its quotes came from.
  const promise = context.report ? [text(". Every quote is verbatim from its linked source.")] : [];
  return [{ type: "divider" }, paragraph(exported, ...promise)];
}

function contextOf(stored: StoredReport): Context {
  const model = toReportModel(
    stored.kind === "report" ? { kind: "report", report: plainReportText(stored.report) } : stored,
  );
  const sources = new Map(
    (model.report?.sources ?? []).map((source, index) => [
      source.id,
      { source, number: index + 1 },
    ]),
  );
  return { model, report: model.report, sources };
}

/** The report as one ordered document; the idea is the caller's title and is not repeated here. */
export function toReportDocument(input: ReportDocumentInput): DocNode[] {
  const context = contextOf(input.stored);
  const verdict = context.report?.verdict;
  const glance = toReportGlance(context.report);
  return [
    ...intro(context, input),
    ...(input.changes ? changesSection(input.changes) : []),
    ...(glance ? glanceSection(glance) : []),
    ...(verdict ? verdictSection(context, verdict) : []),
    ...competitorSection(context),
    ...(context.report?.spendEvidence ? spendEvidenceSection(context.report.spendEvidence) : []),
    ...feedbackSection(context),
    ...insightSection(context),
    ...summarySections(context),
    ...(verdict ? pivotsAndPlan(context, verdict) : []),
    ...(context.report?.interviewKit
      ? interviewKitSection(context, context.report.interviewKit)
      : []),
    ...warningSection(context.report),
    ...sourceSection(context),
    ...footer(context, input.resultsUrl),
  ];
}
