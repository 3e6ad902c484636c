import type { Insight, SourceRef } from "../../../src/contract/report.ts";

/**
 * Two pains of hobby beekeepers, a market none of the fakes serve: the kit must read any trade's
 * quotes, not the ones its fixtures know.
 */
export function beeSource(id: string, text: string, author: string | null = null): SourceRef {
  return {
    id,
    platform: "reddit",
    source: "reddit",
    kind: "comment",
    url: `https://www.reddit.com/r/Beekeeping/comments/${id.split(":")[1]}/`,
    title: "Beekeeping thread",
    text,
    author,
    createdAt: null,
    score: null,
  };
}

export const BEE_SOURCES: SourceRef[] = [
  beeSource(
    "reddit:m1",
    "By the time the sticky board showed the varroa count, half the colony was gone. I log every mite count in HiveNote now, but it only helps after the fact.",
    "marta_bees",
  ),
  beeSource(
    "reddit:m2",
    "Our varroa treatment went on two weeks late because the mite counts lived in a paper notebook in the truck. The inspectors from the county were not impressed.",
    "ol_pete",
  ),
  beeSource(
    "reddit:m3",
    "Lost three colonies to varroa last autumn. The alcohol wash takes me an hour per yard and I keep skipping it. Tried ApiTrack for a season, gave up.",
  ),
  beeSource(
    "reddit:s1",
    "The farm shops take my honey on consignment and pay whenever they feel like it. I chase them with texts from a Google Sheet.",
  ),
  beeSource(
    "reddit:s2",
    "Two farm shops still owe me for the spring honey. Square invoices get ignored, so I drive over with the jars and ask the owners in person.",
  ),
];

export const BEE_PAINS: Insight[] = [
  {
    text: "“Varroa mite counts come too late to save the colony” — 3 people on Reddit raise this.",
    evidenceIds: ["reddit:m1", "reddit:m2", "reddit:m3"],
  },
  {
    text: "“Farm shops pay for honey months late” — 2 people on Reddit raise this.",
    evidenceIds: ["reddit:s1", "reddit:s2"],
  },
];
