import { z } from "zod";
import type { Competitor, Fact, PageSnippet } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import { structuredCall } from "../llm/structured-call.ts";
import type { StructuredCallResult } from "../llm/structured-call.ts";
import type { AiSectionContext } from "./ai-context.ts";
import { includesPhrase, keepKnownIds, keepSupportedProse, statedInEvidence } from "./integrity.ts";
import { nameAsWord, splitSentences } from "../text/format.ts";
import type { EvidenceIndex, ClaimCounter } from "./integrity.ts";
import { formatEvidence, ideaBlock, SYSTEM_PROMPT } from "./prompt.ts";
import {
  competitorCandidates,
  describedWithoutName,
  isProductSite,
  LAUNCH_DATE_BASIS,
  storeRatingOf,
  linkOf,
  mentionsOf,
  whyUsersLoveIt,
} from "./extract-competitors.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";

const claimSchema = z.object({
  value: z.string(),
  basis: z.string(),
  evidenceId: z.string().nullable(),
});

export const aiCompetitorsSchema = z.object({
  competitors: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      link: z.string().nullable(),
      evidenceIds: z.array(z.string()),
      pricing: claimSchema.nullable(),
      estimatedDownloads: claimSchema.nullable(),
      estimatedARR: claimSchema.nullable(),
      fundingStatus: claimSchema.nullable(),
      keyFeatures: z.array(z.string()),
      topFeatures: z.array(z.string()),
    }),
  ),
});
type AiCompetitor = z.infer<typeof aiCompetitorsSchema>["competitors"][number];

export type LinkChecker = (url: string) => Promise<boolean>;

function toFact(
  claim: z.infer<typeof claimSchema> | null,
  citedIds: string[],
  index: EvidenceIndex,
): Fact | null {
  if (!claim || !claim.value.trim()) return null;
  const ids = claim.evidenceId && index.byId.has(claim.evidenceId) ? [claim.evidenceId] : [];
  if (statedInEvidence(claim.value, ids.length > 0 ? ids : citedIds, index)) {
    const source =
      ids[0] ?? citedIds.find((id) => statedInEvidence(claim.value, [id], index)) ?? "";
    return {
      value: claim.value,
      isEstimate: false,
      basis: `Stated in ${source}`,
      evidenceIds: source ? [source] : [],
    };
  }
  return {
    value: claim.value,
    isEstimate: true,
    basis: `Model estimate: ${claim.basis}`,
    evidenceIds: ids,
  };
}

async function resolveLink(
  proposed: string | null,
  cited: RankedEvidence[],
  index: EvidenceIndex,
  checkLink: LinkChecker | null,
  claims: ClaimCounter,
): Promise<Pick<Competitor, "link" | "linkStatus">> {
  if (proposed && index.urls.has(proposed)) return { link: proposed, linkStatus: "search" };
  if (proposed && /^https?:\/\//.test(proposed) && checkLink && (await checkLink(proposed))) {
    return { link: proposed, linkStatus: "verified" };
  }
  if (proposed) claims.droppedLinks += 1;
  const product = cited.find(
    (item) => item.kind === "product" || item.kind === "repository" || item.kind === "launch",
  );
  return product
    ? { link: linkOf(product), linkStatus: "search" }
    : { link: null, linkStatus: "unverified" };
}

/**
 * A feature is a claim about a product: kept only when the product's own listing cited for it
 * says so, or a cited item says so in a sentence that names the product. A user's "reminders would
 * help" next to a product's name elsewhere in a thread is no feature of that product.
 */
function statedFeatures(
  features: string[],
  name: string,
  cited: RankedEvidence[],
  context: AiSectionContext,
): string[] {
  const listings = new Set(competitorCandidates(cited).map(({ evidence }) => evidence.id));
  const namesIt = nameAsWord(name);
  return features.filter((feature) => {
    const stated = cited.some((item) =>
      listings.has(item.id)
        ? statedInEvidence(feature, [item.id], context.index)
        : splitSentences(item.text).some(
            (sentence) => namesIt.test(sentence) && includesPhrase(sentence, feature),
          ),
    );
    if (!stated) context.claims.droppedItems += 1;
    return stated;
  });
}

const MAX_KEY_FEATURES = 6;

/**
 * A key feature is what the product says it does: kept only when a listing of the product cited
 * for it (its site, its launch, its repository, its store page) writes it, with that sentence
 * as the snippet a reader can check. What users say a product does stays in their quotes.
 */
function featuresItsListingsWrite(
  features: string[],
  cited: RankedEvidence[],
  claims: ClaimCounter,
): { keyFeatures: string[]; keyFeatureSnippets: PageSnippet[] } {
  const sentences: PageSnippet[] = competitorCandidates(cited).flatMap(({ evidence }) =>
    splitSentences(evidence.text).map((sentence) => ({ url: evidence.url, snippet: sentence })),
  );
  const stated = features
    .flatMap((feature) => {
      const snippet = sentences.find(({ snippet: sentence }) => includesPhrase(sentence, feature));
      if (!snippet) claims.droppedItems += 1;
      return snippet ? [{ feature, snippet }] : [];
    })
    .slice(0, MAX_KEY_FEATURES);
  return {
    keyFeatures: stated.map(({ feature }) => feature),
    keyFeatureSnippets: stated.map(({ snippet }) => snippet),
  };
}

/** The same estimated figure for several products is a number copied, not an estimate of each. */
function withoutCopiedEstimates(
  competitors: Competitor[],
  claims: AiSectionContext["claims"],
): Competitor[] {
  const fields = ["pricing", "estimatedDownloads", "estimatedARR", "fundingStatus"] as const;
  return competitors.map((competitor) => {
    const copy = { ...competitor };
    for (const field of fields) {
      const fact = copy[field];
      const sameEstimate = competitors.filter(
        (other) => other[field]?.isEstimate && other[field]?.value === fact?.value,
      ).length;
      if (fact?.isEstimate && sameEstimate > 2) {
        copy[field] = null;
        claims.droppedFigures += 1;
      }
    }
    return copy;
  });
}

async function toCompetitor(
  raw: AiCompetitor,
  context: AiSectionContext,
  checkLink: LinkChecker | null,
): Promise<Competitor | null> {
  const { index, claims } = context;
  const evidenceIds = keepKnownIds(raw.evidenceIds, index, claims);
  const cited = evidenceIds.map((id) => index.byId.get(id)).filter((item) => item !== undefined);
  // A competitor must be named by the evidence cited for it, and that evidence must include the
  // product itself (a listing, a repository, a launch, its site's front page): an article's title
  // ("Green Coffee Inventory Software for Small Roasters") is not a product.
  const listings = competitorCandidates(cited).filter(({ evidence }) =>
    isProductSite({ evidence, site: null }),
  );
  if (!statedInEvidence(raw.name, evidenceIds, index) || listings.length === 0) {
    claims.droppedItems += 1;
    return null;
  }
  const mentions = mentionsOf(raw.name, context.analysis.discussions);
  const launched = cited.find((item) => item.facts?.launchedAt);
  return {
    name: raw.name,
    description: describedWithoutName(keepSupportedProse(raw.description, index, claims), raw.name),
    ...(await resolveLink(raw.link, cited, index, checkLink, claims)),
    pricing: toFact(raw.pricing, evidenceIds, index),
    estimatedDownloads: toFact(raw.estimatedDownloads, evidenceIds, index),
    estimatedARR: toFact(raw.estimatedARR, evidenceIds, index),
    fundingStatus: toFact(raw.fundingStatus, evidenceIds, index),
    launchYear: launched?.facts?.launchedAt
      ? {
          value: launched.facts.launchedAt.slice(0, 4),
          isEstimate: false,
          basis: LAUNCH_DATE_BASIS[launched.platform] ?? "Publication date",
          evidenceIds: [launched.id],
        }
      : null,
    storeRating: storeRatingOf(cited),
    platforms: [
      ...new Set(
        [...cited, ...mentions.map((entry) => entry.item)].map(
          (item) => PLATFORM_LABELS[item.platform],
        ),
      ),
    ],
    ...featuresItsListingsWrite(raw.keyFeatures, cited, claims),
    topFeatures: statedFeatures(raw.topFeatures, raw.name, cited, context).slice(0, 3),
    // Only what users say, quoted: a model's sentence about a product is not a reason users give.
    whyUsersLoveIt: whyUsersLoveIt(mentions),
    mentionCount: mentions.length,
    evidenceIds,
  };
}

/** What the product's own pages state beats what the model says about it: page-backed fields replace the model's. */
function withPageFacts(competitor: Competitor, profiled: Competitor[]): Competitor {
  const read = profiled.find(
    (candidate) =>
      candidate.name.toLowerCase() === competitor.name.toLowerCase() && candidate.pagesRead,
  );
  if (!read) return competitor;
  return {
    ...competitor,
    link: read.link,
    linkStatus: read.linkStatus,
    pricing: read.pricing?.pageSnippets ? read.pricing : competitor.pricing,
    launchYear: read.launchYear?.pageSnippets ? read.launchYear : competitor.launchYear,
    ...(read.keyFeatureSnippets
      ? { keyFeatures: read.keyFeatures, keyFeatureSnippets: read.keyFeatureSnippets }
      : {}),
    pagesRead: read.pagesRead,
    evidenceIds: [...new Set([...competitor.evidenceIds, ...read.evidenceIds])],
  };
}

export async function aiCompetitors(
  context: AiSectionContext,
  limit: number,
  checkLink: LinkChecker | null,
  profiled: Competitor[] = [],
): Promise<StructuredCallResult<Competitor[]>> {
  const products = context.evidence
    .filter((item) => ["product", "repository", "launch", "search-result"].includes(item.kind))
    .slice(0, 30);
  const discussions = context.analysis.discussions.map((entry) => entry.item).slice(0, 30);
  const prompt = [
    ideaBlock(context.understanding),
    `List up to ${limit} real competitors or alternatives to this idea, found in the evidence below. For each give the evidence ids that name it, its link only if it appears in a url attribute, and pricing, downloads, annual revenue and funding only as {value, basis, evidenceId}; when no evidence states a value, estimate it and explain the basis, or use null.`,
    "Products and search results:",
    formatEvidence(products, 400),
    "Discussions that may mention them:",
    formatEvidence(discussions, 300),
  ].join("\n\n");
  const result = await structuredCall({
    ...context,
    stage: "competitors",
    name: "competitors",
    schema: aiCompetitorsSchema,
    system: SYSTEM_PROMPT,
    prompt,
  });
  if (!result.ok) return result;
  const seen = new Set<string>();
  const competitors: Competitor[] = [];
  const built = await Promise.all(
    result.value.competitors.slice(0, limit).map((raw) => toCompetitor(raw, context, checkLink)),
  );
  for (const competitor of built) {
    if (competitor && !seen.has(competitor.name.toLowerCase())) {
      seen.add(competitor.name.toLowerCase());
      competitors.push(withPageFacts(competitor, profiled));
    }
  }
  // Products the evidence found that the model left out still belong in the report, after its picks.
  const kept = withoutCopiedEstimates(competitors, context.claims);
  if (kept.length === 0) return { ok: true, value: [] };
  return {
    ok: true,
    value: [
      ...kept,
      ...profiled.filter((candidate) => !seen.has(candidate.name.toLowerCase())),
    ].slice(0, limit),
  };
}
