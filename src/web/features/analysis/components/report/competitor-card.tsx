import { BadgeCheck, ExternalLink, Search, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import type { Competitor, LinkStatus, PageSnippet } from "../../../../../contract/report.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { isHttpUrl } from "../../../../../contract/http-url.ts";
import { MENTIONS_LABEL } from "../../../../../contract/report-labels.ts";
import { EvidenceRefs } from "./evidence-list.tsx";
import { FactValue, PageSource } from "./fact-value.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";
import { usePrintingAll } from "./use-printing.ts";

const LINK_BADGES: Record<
  LinkStatus,
  { label: string; title: string; icon: typeof Search; className: string }
> = {
  search: {
    label: "Found by search",
    title: "This link came from a search or product listing result.",
    icon: Search,
    className: "bg-muted text-ink",
  },
  verified: {
    label: "Link checked",
    title: "We opened this link and it answered.",
    icon: BadgeCheck,
    className: "bg-primary-soft text-ink",
  },
  unverified: {
    label: "Unverified link",
    title: "Nobody has checked that this link works or belongs to this product.",
    icon: TriangleAlert,
    className: "bg-accent-soft text-amber-900",
  },
};

export function LinkStatusBadge({ status }: { status: LinkStatus }) {
  const badge = LINK_BADGES[status];
  return (
    <span
      title={badge.title}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}
    >
      <badge.icon className="size-3" aria-hidden="true" />
      {badge.label}
    </span>
  );
}

/** Dashboard cards list up to 5 key features; the results page shows 3 and an expander (spec 9). */
function KeyFeatures({
  features,
  snippets,
  surface,
}: {
  features: string[];
  snippets: PageSnippet[] | undefined;
  surface: "dashboard" | "results";
}) {
  const [open, setOpen] = useState(false);
  const printing = usePrintingAll();
  const listId = useId();
  const limit = surface === "dashboard" ? 5 : 3;
  const expandable = surface === "results" && features.length > limit;
  const shown = expandable && (open || printing) ? features : features.slice(0, limit);
  const hidden = features.length - limit;
  if (features.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Key features
      </p>
      <ul id={listId} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
        {shown.map((feature, index) => (
          <li key={`${index}-${feature}`}>
            {feature}
            {snippets?.[index] ? <PageSource snippets={[snippets[index]]} /> : null}
          </li>
        ))}
      </ul>
      {expandable ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="no-print mt-1 rounded text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          {open ? "Show fewer" : `Show ${hidden} more`}
        </button>
      ) : null}
    </div>
  );
}

/** What a card states about a competitor, each with its source; null where nothing stated it. */
function factsOf(competitor: Competitor) {
  return [
    { label: "Pricing", fact: competitor.pricing },
    { label: "Downloads", fact: competitor.estimatedDownloads },
    { label: "Revenue (ARR)", fact: competitor.estimatedARR },
    { label: "Funding", fact: competitor.fundingStatus },
    { label: "Launched", fact: competitor.launchYear },
    // Only apps have one: a missing rating is not a fact every card should say it lacks.
    ...(competitor.storeRating
      ? [{ label: "App Store rating", fact: competitor.storeRating }]
      : []),
  ];
}

/**
 * The facts no competitor's sources state: said once above the cards rather than as a "Not
 * found" on every card.
 */
export function unstatedFacts(competitors: Competitor[]): string[] {
  if (competitors.length < 2) return [];
  return factsOf(competitors[0]!)
    .map(({ label }) => label)
    .filter((label) =>
      competitors.every(
        (competitor) => !factsOf(competitor).find((entry) => entry.label === label)?.fact,
      ),
    );
}

export function CompetitorCard({
  competitor,
  surface,
  level,
  unstated,
  mentionsCounted = false,
}: {
  competitor: Competitor;
  surface: "dashboard" | "results";
  level: HeadingLevel;
  /** Facts left off the card because no competitor's sources state them (unstatedFacts). */
  unstated?: ReadonlySet<string>;
  /** False for reports stored before mentions were counted: a zero would claim what nobody measured. */
  mentionsCounted?: boolean;
}) {
  const features =
    competitor.keyFeatures.length > 0 ? competitor.keyFeatures : competitor.topFeatures;
  const featureSnippets =
    competitor.keyFeatures.length > 0 ? competitor.keyFeatureSnippets : undefined;
  const facts = factsOf(competitor).filter(({ label }) => !unstated?.has(label));
  return (
    <Card className="report-card flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading level={level} className="text-lg leading-tight">
          {competitor.name}
        </Heading>
        {competitor.link ? <LinkStatusBadge status={competitor.linkStatus} /> : null}
      </div>
      {isHttpUrl(competitor.link) ? (
        <a
          href={competitor.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Visit {competitor.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {competitor.description ? (
        <p className="text-sm text-muted-foreground">{competitor.description}</p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2">
        {facts.map(({ label, fact }) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {label}
            </dt>
            <dd>
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Platforms
          </dt>
          <dd className="text-ink">
            {competitor.platforms.length > 0 ? (
              competitor.platforms.join(", ")
            ) : (
              <span className="text-muted-foreground">Not found</span>
            )}
          </dd>
        </div>
      </dl>
      <KeyFeatures features={features} snippets={featureSnippets} surface={surface} />
      {mentionsCounted ? (
        <p className="text-sm text-muted-foreground">
          {MENTIONS_LABEL}: <span className="font-medium text-ink">{competitor.mentionCount}</span>
        </p>
      ) : null}
      {competitor.whyUsersLoveIt ? (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Why users love it
          </p>
          <p className="mt-1 text-sm text-ink">{competitor.whyUsersLoveIt}</p>
        </div>
      ) : null}
      <EvidenceRefs ids={competitor.evidenceIds} className="mt-auto" />
    </Card>
  );
}
