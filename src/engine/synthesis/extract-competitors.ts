import type { Competitor, Fact } from "../../contract/report.ts";
import type { RankedEvidence } from "../evidence/rank-evidence.ts";
import type { Evidence } from "../types.ts";
import type { SiteProfile } from "../profile/extract-site-profile.ts";
import { escapeRegExp, nameAsWord, trimQuote } from "../text/format.ts";
import type { AnalysedItem } from "./analyse-evidence.ts";
import { nounPhrases } from "../text/noun-phrases.ts";
import { readWords, singular } from "../text/words.ts";
import { namesWhoOrDoer } from "../text/wordnet.ts";
import { PLATFORM_LABELS } from "../../contract/report-labels.ts";

const LISTICLE =
  /\b(best|top \d+|\d+ best|vs\.?|versus|review|reviews|how to|alternatives|comparison|guide|list of)\b/i;
/** A price as written, with its unit: "$12/month", "$4 per user / month", "$99 per year". */
const PRICE =
  /(\$\s?\d+(?:\.\d{1,2})?(?:\s?(?:\/|per)\s?(?:user|seat)(?:\s?(?:\/|per)\s?(?:month|mo|year|yr)\b)?|\s?(?:\/|per)\s?(?:month|mo|year|yr)\b)?|\bfree(?:mium| plan| tier| trial)?\b)/i;

/** A candidate this far behind the strongest is a look-alike that shares a word, not a rival. */
const MIN_SHARE_OF_LEADER = 0.03;
/**
 * Unless the people name it in this many on-topic conversations: a rival with a short listing
 * and few votes weighs little beside a long, much-voted launch, but its users know it.
 */
const MIN_MENTIONS_FOR_ANY_WEIGHT = 2;

export interface CompetitorCandidate {
  evidence: RankedEvidence;
  name: string;
}

function launchName(title: string): string {
  return (
    title
      .replace(/^show hn:\s*/i, "")
      .split(/\s[–—-]\s|:\s/)[0]
      ?.trim() ?? title
  );
}

/** A page title's product name: "Ritualry - Async check-ins | Product Hunt", "GitHub - acme/nudge: …". */
function titleName(title: string): string {
  return (
    title
      .replace(/^GitHub\s*-\s*/i, "")
      .split(/\s[|–—-]\s|:\s/)[0]
      ?.trim() ?? title
  );
}

/** What an owner's login adds to a product's name: "chafer-app", "nudgehq", "acme-labs". */
const OWNER_SUFFIX = /[-_]?(?:app|apps|hq|io|dev|labs|inc|team|org|software)$/i;

/**
 * A repository's product as its description names it when the owner's login spells that name:
 * "chafer-app/beo-import", "Chafer reads banquet event orders…", is Chafer, the name its users
 * write, not its importer's repository.
 */
function ownersProduct(repository: string, description: string): string | null {
  const owner = repository.split("/")[0] ?? "";
  const opening = /^\p{Lu}[\p{L}\p{N}]+/u.exec(description.trim())?.[0];
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  if (!opening || letters(owner.replace(OWNER_SUFFIX, "")) !== letters(opening)) return null;
  return opening;
}

/** The product an item names as its source names it; null for a listicle or an untitled item. */
export function candidateName(
  item: Pick<Evidence, "title" | "kind" | "source"> & { text?: string },
): string | null {
  const title = item.title ?? "";
  if (!title) return null;
  if (item.kind === "launch") return launchName(title);
  if (item.kind === "search-result" && LISTICLE.test(title)) return null;
  const fromWebSearch =
    item.source === "tavily" || item.source === "brave" || item.source === "exa";
  const name = item.kind === "product" && !fromWebSearch ? title : titleName(title);
  const short =
    item.kind === "repository"
      ? (ownersProduct(name, item.text ?? "") ?? name.split("/").pop() ?? name)
      : name;
  return short && short.length <= 60 ? short : null;
}

/** Products, repositories, launches and non-listicle web pages, named as their source names them. */
export function competitorCandidates(evidence: RankedEvidence[]): CompetitorCandidate[] {
  return evidence.flatMap((item) => {
    const name = ["product", "repository", "launch", "search-result"].includes(item.kind)
      ? candidateName(item)
      : null;
    return name ? [{ evidence: item, name }] : [];
  });
}

export function mentionsOf(name: string, discussions: AnalysedItem[]): AnalysedItem[] {
  if (name.length < 3) return [];
  const pattern = nameAsWord(name);
  return discussions.filter((entry) => pattern.test(entry.item.text));
}

function sourceLabel(item: RankedEvidence): string {
  return PLATFORM_LABELS[item.platform];
}

function statedPrice(item: RankedEvidence): Fact | null {
  if (item.kind === "repository") {
    return {
      value: "Source code public on GitHub",
      isEstimate: false,
      basis: "GitHub repository",
      evidenceIds: [item.id],
    };
  }
  const match = PRICE.exec(item.text);
  if (!match?.[0]) return null;
  return {
    value: match[0],
    isEstimate: false,
    basis: `Stated in a ${sourceLabel(item)} result`,
    evidenceIds: [item.id],
  };
}

/**
 * A description that opens by repeating the product's name or its launch post's prefix
 * ("Nookbook: Show HN: Nookbook – booking for…") reads as the rest: the card already names it.
 */
export function describedWithoutName(description: string, name: string): string {
  const escaped = escapeRegExp(name);
  const prefix = new RegExp(
    `^(?:\\s*(?:show hn|launch hn)\\s*:|\\s*${escaped}\\s*(?:[:|–—-]|$))+\\s*`,
    "i",
  );
  const rest = description.replace(prefix, "").trim();
  return rest.length > 0 ? rest.charAt(0).toUpperCase() + rest.slice(1) : description;
}

/** What a launch year read from a listing rests on, by where the listing is. */
export const LAUNCH_DATE_BASIS: Partial<Record<string, string>> = {
  producthunt: "Product Hunt launch date",
  github: "GitHub repository creation date",
  hackernews: "Show HN post date",
};

/** The stars a store listing among the product's own evidence states, cited to that listing. */
export function storeRatingOf(items: Array<Pick<RankedEvidence, "id" | "facts">>): Fact | null {
  const listed = items.find((item) => item.facts?.storeRating);
  const rating = listed?.facts?.storeRating;
  if (!listed || !rating) return null;
  return {
    value: `${rating.average.toFixed(1)} / 5 from ${rating.count.toLocaleString("en-US")} ratings`,
    isEstimate: false,
    basis: "App Store listing",
    evidenceIds: [listed.id],
  };
}

function launchYear(item: RankedEvidence): Fact | null {
  const launched = item.facts?.launchedAt;
  if (!launched) return null;
  return {
    value: launched.slice(0, 4),
    isEstimate: false,
    basis: LAUNCH_DATE_BASIS[item.platform] ?? "Publication date",
    evidenceIds: [item.id],
  };
}

/**
 * Why users love it, only from what users say: the warmest mention, quoted. Empty when no mention
 * is positive (the card then says nothing under that heading); stars and upvotes are counted
 * elsewhere and give no reason.
 */
export function whyUsersLoveIt(mentions: AnalysedItem[]): string {
  const positive = mentions.filter((entry) => entry.sentiment > 0);
  const [example] = [...positive].sort(
    (a, b) => b.sentiment - a.sentiment || a.item.id.localeCompare(b.item.id),
  );
  if (!example) return "";
  return `${positive.length} of ${mentions.length} mentions are positive, e.g. "${trimQuote(example.item.text, 160)}"`;
}

export function linkOf(item: RankedEvidence): string {
  return item.facts?.homepage && /^https?:\/\//.test(item.facts.homepage)
    ? item.facts.homepage
    : item.url;
}

/** A product's own site, as read: the homepage it ended up on and what its pages state. */
export interface SiteRead {
  homepage: string;
  /** The homepage's title: how the product writes its own name. */
  title: string;
  pagesRead: string[];
  profile: SiteProfile;
}

/**
 * A Product Hunt launch page a web search found ("/posts/groomsy") leads to the product's site
 * through Product Hunt's own outbound link ("/r/groomsy"), as the API's \`website\` does.
 */
function productHuntRedirect(url: string): string | null {
  try {
    const parsed = new URL(url);
    const slug = /^\/posts\/([a-z0-9-]+)\/?$/i.exec(parsed.pathname)?.[1];
    return /(^|\.)producthunt\.com$/.test(parsed.hostname) && slug
      ? `https://www.producthunt.com/r/${slug}`
      : null;
  } catch {
    return null;
  }
}

/** Where a candidate's own website starts: the homepage a source named, or the result itself. */
export function homepageOf(
  item: Pick<Evidence, "kind" | "url" | "facts" | "title">,
): string | null {
  const named = item.facts?.homepage;
  if (named && /^https?:\/\//.test(named)) return named;
  const launchPage = productHuntRedirect(item.url);
  if (launchPage) return launchPage;
  if (item.kind !== "search-result" || LISTICLE.test(item.title ?? "")) return null;
  try {
    const url = new URL(item.url);
    // A product's site is its front page or close to it; a deep article link is not a homepage.
    return url.pathname.split("/").filter(Boolean).length <= 1 ? `${url.origin}/` : null;
  } catch {
    return null;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** "Pro: $39 per user / month"; a plan named for its price ("Free") is said once. */
function planText(plan: SiteProfile["plans"][number]): string {
  const named = plan.name && plan.name.toLowerCase() !== plan.price.toLowerCase();
  return `${named ? `${plan.name}: ` : ""}${plan.price}${plan.period ? ` ${plan.period}` : ""}`;
}

function pagePricing(item: RankedEvidence, site: SiteRead | null): Fact | null {
  const plans = site?.profile.plans ?? [];
  if (!site || plans.length === 0) return statedPrice(item);
  return {
    value: plans.slice(0, 4).map(planText).join(" · "),
    isEstimate: false,
    basis: `Stated on ${hostOf(site.homepage)}'s pricing page`,
    evidenceIds: [item.id],
    pageSnippets: plans.slice(0, 4).map(({ url, snippet }) => ({ url, snippet })),
  };
}

function pageLaunchYear(item: RankedEvidence, site: SiteRead | null): Fact | null {
  const stated = site?.profile.launchYear;
  if (!site || !stated) return launchYear(item);
  return {
    value: stated.value,
    isEstimate: false,
    basis: `Stated on ${hostOf(site.homepage)}`,
    evidenceIds: [item.id],
    pageSnippets: [{ url: stated.url, snippet: stated.snippet }],
  };
}

interface Candidate extends CompetitorCandidate {
  site: SiteRead | null;
  /** Other items about the same product (its launch, its repository, its site in a search). */
  related: RankedEvidence[];
}

/**
 * One product found several ways (Product Hunt, a Show HN, its site) is one competitor. Two
 * products of one name on two sites are two: a name is no one's alone.
 */
function mergeCandidates(
  candidates: Array<CompetitorCandidate & { site: SiteRead | null }>,
): Candidate[] {
  const merged = new Map<string, Candidate>();
  // "invoice-dunner" (a repository) and "Invoice Dunner" (its site) are one name.
  const spelledAlike = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  for (const candidate of candidates) {
    const key = candidate.site ? hostOf(candidate.site.homepage) : spelledAlike(candidate.name);
    const byName = [...merged.values()].find(
      (other) =>
        spelledAlike(other.name) === spelledAlike(candidate.name) &&
        (!other.site || !candidate.site),
    );
    const existing = merged.get(key) ?? byName;
    if (existing) {
      existing.related.push(candidate.evidence);
      existing.site ??= candidate.site;
      continue;
    }
    merged.set(key, { ...candidate, related: [] });
  }
  return [...merged.values()];
}

/** "kennelbook" (a repository's name) as its site writes it: "Kennelbook". */
function ownSpelling(name: string, site: SiteRead | null): string {
  if (!site) return name;
  // A repository writes "invoice-dunner" where its site writes "Invoice Dunner".
  const spoken = name.replace(/[-_]+/g, " ");
  const index = site.title.toLowerCase().indexOf(spoken.toLowerCase());
  return index >= 0 ? site.title.slice(index, index + spoken.length) : name;
}

const LISTED_FEATURES = 3;

/**
 * What a listing says the product has, in its own compound nouns ("booking page", "text
 * reminders"), in the order it says them: not who it is for ("independent dog groomers"), not its
 * name, and never a run of words across phrases ("deposit front sends").
 */
export function listedFeatures(text: string, name: string): string[] {
  const ownName = name.toLowerCase();
  const seen = new Set<string>();
  return (
    nounPhrases(readWords(text))
      .filter((phrase) => phrase.words.length >= 2 && !phrase.proper.some(Boolean))
      // Whom it serves ("independent dog groomers", "grooming salons") is not what it has.
      .filter((phrase) => !namesWhoOrDoer(singular(phrase.words.at(-1) ?? phrase.head)))
      .map((phrase) => phrase.surfaces.join(" "))
      .filter((phrase) => !phrase.toLowerCase().includes(ownName))
      .filter(
        // "banquet event orders" and "banquet event order" are one feature.
        (phrase) => {
          const key = phrase.toLowerCase().split(/\s+/).map(singular).join(" ");
          return !seen.has(key) && Boolean(seen.add(key));
        },
      )
      .slice(0, LISTED_FEATURES)
  );
}

function toCompetitor(candidate: Candidate, discussions: AnalysedItem[]): Competitor {
  const { evidence: item, site } = candidate;
  const name = ownSpelling(candidate.name, site);
  const mentions = mentionsOf(name, discussions);
  const mentionIds = mentions.slice(0, 5).map((entry) => entry.item.id);
  const own = [item, ...candidate.related];
  const platforms = [
    ...new Set([
      ...own.map((entry) => entry.platform),
      ...mentions.map((entry) => entry.item.platform),
    ]),
  ];
  const features = site?.profile.features.slice(0, 6) ?? [];
  return {
    name,
    description: describedWithoutName(
      site?.profile.description?.value ?? trimQuote(item.text, 280),
      name,
    ),
    link: site ? site.homepage : linkOf(item),
    linkStatus: site ? "verified" : "search",
    pricing: pagePricing(item, site),
    estimatedDownloads: null,
    estimatedARR: null,
    platforms: platforms.map((platform) => PLATFORM_LABELS[platform]),
    fundingStatus: null,
    launchYear: pageLaunchYear(own.find((entry) => entry.facts?.launchedAt) ?? item, site),
    storeRating: storeRatingOf(own),
    // A listing's topics ("Productivity", "Slack") are categories, not features: only the product's own pages name those.
    keyFeatures: features.map((feature) => feature.value),
    ...(features.length > 0
      ? { keyFeatureSnippets: features.map(({ url, snippet }) => ({ url, snippet })) }
      : {}),
    ...(site ? { pagesRead: site.pagesRead } : {}),
    topFeatures: listedFeatures(item.text, name),
    whyUsersLoveIt: whyUsersLoveIt(mentions),
    mentionCount: mentions.length,
    evidenceIds: [...new Set([...own.map((entry) => entry.id), ...mentionIds])],
  };
}

/**
 * A web page is a competitor only as a product's own site: its front page, or a page on a site
 * read as a product's (it lists plans or features). An article ("Drone flight records: what the
 * FAA asks for", a broker's blog post) names a topic, not a product.
 */
export function isProductSite(candidate: {
  evidence: RankedEvidence;
  site: SiteRead | null;
}): boolean {
  if (candidate.evidence.kind !== "search-result") return true;
  const path = new URL(candidate.evidence.url).pathname.replace(/\/+$/, "");
  const profile = candidate.site?.profile;
  return (
    path === "" || Boolean(profile && (profile.plans.length > 0 || profile.features.length >= 2))
  );
}

/**
 * Competitors from the products, repositories, launches and product sites the searches found,
 * merged per product, profiled from their own pages where those could be read.
 */
export function extractCompetitors(
  evidence: RankedEvidence[],
  discussions: AnalysedItem[],
  limit: number,
  siteOf: (homepage: string) => SiteRead | null = () => null,
): Competitor[] {
  const candidates = competitorCandidates(evidence).map((candidate) => {
    const homepage = homepageOf(candidate.evidence);
    return { ...candidate, site: homepage ? siteOf(homepage) : null };
  });
  return mergeCandidates(candidates.filter(isProductSite))
    .map((candidate) => {
      const mentions = mentionsOf(candidate.name, discussions).length;
      return {
        candidate,
        namedByPeople: mentions >= MIN_MENTIONS_FOR_ANY_WEIGHT,
        weight: candidate.evidence.relevance * (1 + 0.5 * mentions) * (candidate.site ? 1.2 : 1),
      };
    })
    .sort((a, b) => b.weight - a.weight || a.candidate.name.localeCompare(b.candidate.name))
    .filter(
      ({ weight, namedByPeople }, _, all) =>
        namedByPeople || weight >= MIN_SHARE_OF_LEADER * (all[0]?.weight ?? 0),
    )
    .slice(0, limit)
    .map(({ candidate }) => toCompetitor(candidate, discussions));
}
