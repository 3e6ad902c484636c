// `npm run bench:watch`: does "what changed" find what changed in the market, and only that?
// Each development market is researched, then changed the way markets move between two runs
// of a watched idea (one competitor's plan price raised on its pricing page, one competitor
// gone and a new one launched, new complaints on Reddit and Hacker News), and researched again.
// Prints, per market, each planted change and whether the change summary found it, then what it
// reported that was not planted. A control pair (two runs of the unchanged market, in the same
// process) must report nothing. Last, the time to compute a diff, and a 4-way comparison, on
// reports of the size the engine makes (target < 50 ms each).
//   node bench/watch.ts [--market slug]
import type { Report } from "../src/contract/report.ts";
import { diffReports, type ReportChanges } from "../src/contract/report-changes.ts";
import type { StoredReport } from "../src/contract/stored-report.ts";
import { compareReports } from "../src/contract/report-comparison.ts";
import { isoDaysAgo, MARKETS } from "../tests/fakes/markets/corpus.ts";
import type { Item, Market, Product } from "../tests/fakes/markets/market.ts";
import { researchMarket } from "./support/research-market.ts";

const TARGET_MS = 50;
const args = process.argv.slice(2);
const only = args.includes("--market") ? args[args.indexOf("--market") + 1] : undefined;

const research = async (market: Market): Promise<Report> => (await researchMarket(market)).report;

const stored = (report: Report): StoredReport => ({ kind: "report", report });
/**
 * The earlier run is dated two days before the fakes' "now" (their items are dated from a fixed
 * epoch), so a complaint planted a day ago is one posted since it.
 */
const diff = (before: Report, after: Report): ReportChanges =>
  diffReports(
    { analysisId: "earlier", madeAt: isoDaysAgo(2), report: stored(before) },
    stored(after),
  );

/** What was changed in the market, for the summary to find. */
interface Planted {
  priceRaised: { name: string; from: string; to: string } | null;
  removed: string | null;
  added: string | null;
  complaints: { platform: "reddit" | "hackernews"; marker: string }[];
}

const lower = (text: string) => text.toLowerCase();

/** A competitor of the first report whose price was read on its own pricing page. */
function pageBackedPrice(report: Report, market: Market): Product | undefined {
  return market.products.find((product) =>
    report.competitors.some(
      (competitor) =>
        lower(competitor.name) === lower(product.name) &&
        (competitor.pricing?.pageSnippets?.length ?? 0) > 0 &&
        product.site?.plans.some((plan) => /\d/.test(plan.price)),
    ),
  );
}

function raisePrice(product: Product): Planted["priceRaised"] {
  const plan = product.site!.plans.find((candidate) => /\d/.test(candidate.price))!;
  const from = plan.price;
  plan.price = from.replace(/\d+/, (digits) => String(Number(digits) + 10));
  return { name: product.name, from, to: plan.price };
}

/** A new competitor launches: the gone one's offer under a new name and site. */
function launchLookAlike(gone: Product): Product {
  const launched: Product = structuredClone(gone);
  launched.name = "Pennywise Relay";
  launched.tagline = gone.tagline;
  if (launched.site) launched.site.domain = "pennywise-relay.app";
  if (launched.github) launched.github.repo = "pennywise/relay";
  if (launched.productHunt) launched.productHunt.daysAgo = 3;
  delete launched.appStore;
  return launched;
}

/** A recent, much-upvoted complaint under the market's first on-topic thread of a platform. */
function addComplaint(market: Market, platform: "reddit" | "hackernews", marker: string): boolean {
  const thread = market[platform].find((candidate) => candidate.onTopic);
  const model = thread?.comments.find((comment) => comment.onTopic);
  if (!thread || !model) return false;
  const complaint: Item = {
    ...structuredClone(model),
    key: `${model.key}-planted-${platform}`,
    author: `planted_${platform}`,
    text: `${marker} ${model.text}`,
    daysAgo: 1,
    score: model.score * 3 + 50,
    replies: [],
  };
  thread.comments.unshift(complaint);
  return true;
}

function plantChanges(market: Market, first: Report): Planted {
  const priced = pageBackedPrice(first, market);
  const priceRaised = priced ? raisePrice(priced) : null;
  const goneProduct = market.products.find(
    (product) =>
      product !== priced &&
      product.competitor &&
      first.competitors.some((competitor) => lower(competitor.name) === lower(product.name)),
  );
  let added: string | null = null;
  if (goneProduct) {
    const launched = launchLookAlike(goneProduct);
    market.products.splice(market.products.indexOf(goneProduct), 1, launched);
    added = launched.name;
  }
  const complaints: Planted["complaints"] = [];
  for (const platform of ["reddit", "hackernews"] as const) {
    const marker = `Three months on and this still bites (${platform}):`;
    if (addComplaint(market, platform, marker)) complaints.push({ platform, marker });
  }
  return { priceRaised, removed: goneProduct?.name ?? null, added, complaints };
}

function check(found: boolean) {
  return found ? "found" : "MISSED";
}

function shownQuotes(report: Report): string[] {
  return Object.values(report.platformFeedback).flatMap((items) =>
    items.map((item) => item.comment),
  );
}

/**
 * Whether the summary reported each planted change, and whether the later report holds it at
 * all: a change the research did not surface is the engine's miss, not the summary's.
 */
function score(changes: ReportChanges, planted: Planted, second: Report) {
  const lines: string[] = [];
  const missed: string[] = [];
  const extra: string[] = [];
  const names = second.competitors.map((competitor) => lower(competitor.name));
  const quotes = shownQuotes(second);
  const inReport = (label: string): boolean => {
    if (label.endsWith(" new")) return names.includes(lower(label.replace(/ new$/, "")));
    if (label.endsWith(" gone")) return !names.includes(lower(label.replace(/ gone$/, "")));
    const complaint = planted.complaints.find((entry) => label.endsWith(entry.platform));
    if (complaint) return quotes.some((quote) => quote.includes(complaint.marker));
    return true;
  };
  const mark = (label: string, found: boolean) => {
    const held = inReport(label);
    lines.push(
      `    ${check(found).padEnd(7)} ${label}${found || held ? "" : " (not in the later report either: the research did not surface it)"}`,
    );
    if (!found && held) missed.push(label);
  };
  const priceChange = changes.competitors.changed.find(
    (change) =>
      change.field === "pricing" && lower(change.name) === lower(planted.priceRaised?.name ?? ""),
  );
  if (planted.priceRaised)
    mark(
      `price of ${planted.priceRaised.name} ${planted.priceRaised.from} → ${planted.priceRaised.to}`,
      Boolean(priceChange?.after.value.includes(planted.priceRaised.to)),
    );
  if (planted.removed)
    mark(
      `${planted.removed} gone`,
      changes.competitors.removed.some((entry) => lower(entry.name) === lower(planted.removed!)),
    );
  if (planted.added)
    mark(
      `${planted.added} new`,
      changes.competitors.added.some((entry) => lower(entry.name) === lower(planted.added!)),
    );
  const addedQuotes = changes.quotes.added.flatMap((group) => group.items);
  for (const complaint of planted.complaints)
    mark(
      `new complaint on ${complaint.platform}`,
      addedQuotes.some((quote) => quote.postedSince && quote.comment.includes(complaint.marker)),
    );

  for (const entry of changes.competitors.added)
    if (lower(entry.name) !== lower(planted.added ?? ""))
      extra.push(`competitor "${entry.name}" new`);
  for (const entry of changes.competitors.removed)
    if (lower(entry.name) !== lower(planted.removed ?? ""))
      extra.push(`competitor "${entry.name}" gone`);
  for (const change of changes.competitors.changed)
    if (change !== priceChange) extra.push(`${change.name}: ${change.field} changed`);
  for (const quote of addedQuotes)
    if (
      quote.postedSince &&
      !planted.complaints.some((complaint) => quote.comment.includes(complaint.marker))
    )
      extra.push(`quote on ${quote.platform} posted since (not planted)`);
  const surfaced = addedQuotes.filter((quote) => !quote.postedSince).length;
  return { lines, missed, extra, surfaced };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeIt(run: () => unknown, rounds = 200): number {
  for (let index = 0; index < 20; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main() {
  const markets = MARKETS.filter((market) => !only || market.slug === only);
  let allFound = true;
  let noExtra = true;
  const reports: Report[] = [];
  for (const market of markets) {
    const original = structuredClone(market);
    const first = await research(market);
    const control = diff(first, await research(market));
    const planted = plantChanges(market, first);
    const second = await research(market);
    Object.assign(market, original);
    reports.push(first, second);

    const changes = diff(first, second);
    const { lines, missed, extra, surfaced } = score(changes, planted, second);
    console.log(`\n${market.slug}`);
    console.log("  planted changes:");
    for (const line of lines) console.log(line);
    console.log(`  reported but not planted: ${extra.length === 0 ? "none" : ""}`);
    for (const line of extra) console.log(`    ${line}`);
    console.log(
      `  earlier posts shown this time: ${surfaced}; quotes no longer shown: ${changes.quotes.removedCount} (moved by the new evidence; the summary says they are older posts)`,
    );
    console.log(
      `  control (same market twice): ${control.nothingChanged ? "nothing changed" : "REPORTED CHANGES"}`,
    );
    allFound &&= missed.length === 0;
    noExtra &&= extra.length === 0 && control.nothingChanged;
  }

  const largest = [...reports].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length);
  const [a, b] = largest;
  const diffMs = timeIt(() => diff(a!, b!));
  console.log(
    `\nreport size: ${(JSON.stringify(a).length / 1024).toFixed(0)} KB and ${(JSON.stringify(b).length / 1024).toFixed(0)} KB`,
  );
  console.log(`diff of two reports: median ${diffMs.toFixed(2)} ms (target < ${TARGET_MS} ms)`);
  const compareMs = await timeComparison(largest.slice(0, 4));
  if (compareMs !== null)
    console.log(`4-way comparison: median ${compareMs.toFixed(2)} ms (target < ${TARGET_MS} ms)`);
  console.log(
    `\nevery planted change the later report holds is in the summary: ${allFound ? "yes" : "NO"}; nothing reported that did not change: ${noExtra ? "yes" : "NO"}`,
  );
}

/** The comparison page's computation (contract/report-comparison.ts), on the four largest reports. */
async function timeComparison(four: Report[]): Promise<number | null> {
  if (four.length < 4) return null;
  const inputs = four.map((report, index) => ({
    analysisId: `report-${index}`,
    ideaText: report.idea,
    createdAt: report.generatedAt,
    stored: stored(report),
  }));
  return timeIt(() => compareReports(inputs));
}

await main();
