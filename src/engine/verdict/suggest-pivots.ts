import type { Competitor, Insight } from "../../contract/report.ts";
import type { Pivot } from "../../contract/verdict.ts";
import type { LabelledItem } from "./label-evidence.ts";
import { competitorMentions } from "./score-signals.ts";

const MAX_PIVOTS = 3;

/** A narrower segment: the community where most of the complaints come from. */
function narrowerSegment(pains: LabelledItem[]): Pivot | null {
  const bySubreddit = new Map<string, LabelledItem[]>();
  for (const item of pains) {
    const subreddit = item.entry.item.subreddit;
    if (subreddit) bySubreddit.set(subreddit, [...(bySubreddit.get(subreddit) ?? []), item]);
  }
  const [top] = [...bySubreddit.entries()].sort(
    (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
  );
  if (!top || top[1].length < 2) return null;
  const [subreddit, items] = top;
  return {
    title: `Start with the people in r/${subreddit}`,
    rationale: `${items.length} of the ${pains.length} complaints and requests come from r/${subreddit}: a narrower first audience is easier to reach, interview and win.`,
    evidenceIds: items.slice(0, 6).map((item) => item.entry.item.id),
  };
}

/** An unmet request: the thing people ask for most, in their own words. */
function unmetRequest(items: LabelledItem[]): Pivot | null {
  const byLabel = new Map<string, LabelledItem[]>();
  for (const item of items)
    for (const request of item.entry.requests)
      byLabel.set(request.label, [...(byLabel.get(request.label) ?? []), item]);
  const [top] = [...byLabel.entries()].sort(
    (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
  );
  if (!top) return null;
  const [label, askers] = top;
  const sentence = askers[0]!.entry.requests.find((request) => request.label === label)!.sentence;
  return {
    title: "Build the piece people ask for first",
    rationale: `${askers.length === 1 ? "One person asks" : `${askers.length} people ask`} in these words ("${label}"): "${sentence}"`,
    evidenceIds: askers.slice(0, 6).map((item) => item.entry.item.id),
  };
}

/** A different buyer: the users of the competitor people complain about most. */
function unhappyUsersOf(items: LabelledItem[], competitors: Competitor[]): Pivot | null {
  const counted = competitors
    .map((competitor) => ({
      competitor,
      complaints: competitorMentions(items, [competitor]).complaints,
    }))
    .filter((entry) => entry.complaints.length >= 2)
    .sort((a, b) => b.complaints.length - a.complaints.length);
  const top = counted[0];
  if (!top) return null;
  return {
    title: `Win over unhappy ${top.competitor.name} users`,
    rationale: `${top.complaints.length} items complain about ${top.competitor.name}: people already paying for a tool they dislike are the easiest to switch.`,
    evidenceIds: top.complaints.slice(0, 6).map((item) => item.entry.item.id),
  };
}

/** A market gap the report found, as a direction of its own. */
function marketGap(gaps: Insight[]): Pivot | null {
  const gap = gaps.find((candidate) => candidate.evidenceIds.length > 0);
  return gap
    ? {
        title: "Aim at the gap the evidence shows",
        rationale: gap.text,
        evidenceIds: gap.evidenceIds,
      }
    : null;
}

/** Up to three adjacent ideas the evidence supports better, each citing what suggests it. */
export function suggestPivots(input: {
  items: LabelledItem[];
  competitors: Competitor[];
  marketGaps: Insight[];
}): Pivot[] {
  const pains = input.items.filter((item) => item.isPain);
  return [
    narrowerSegment(pains),
    unmetRequest(input.items),
    unhappyUsersOf(input.items, input.competitors),
    marketGap(input.marketGaps),
  ]
    .filter((pivot): pivot is Pivot => pivot !== null)
    .slice(0, MAX_PIVOTS);
}
