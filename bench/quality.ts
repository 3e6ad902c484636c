// `npm run bench:quality`: research quality on invented markets whose every item is labelled.
// The fakes filter by each query the way the real services do (all words for Algolia, Reddit, X
// and GitHub; ranked overlap for web search and YouTube; topics for Product Hunt), and the
// markets hold look-alike items that share the idea's words. Prints, per market and mode:
//   precision   share of the quotes shown that are on topic
//   recall      on-topic quotes shown / on-topic quotes a founder should see (each platform's
//               on-topic items, capped at the report's slots for that platform)
//   competitors share of the market's real competitors in the report; off-topic ones listed
//   backed      share of filled profile fields (pricing, launch year, key features) whose
//               snippet is verbatim on the product's own page (or, without a page, that the
//               source cited for it states: a launch post's date, a price in a search result)
//   wall        wall time with instant upstreams
// and, with --latency, the extra wall time when every upstream answers in 2 s, in round trips.
//   node bench/quality.ts [--market slug] [--latency] [--mode evidence-only|model]
import { loadConfig } from "../src/server/config.ts";
import { engineOptionsFromConfig } from "../src/server/modules/analyses/engine-options.ts";
import { runAnalysis } from "../src/engine/index.ts";
import type { Competitor, FeedbackPlatform, Report } from "../src/contract/report.ts";
import { FEEDBACK_PLATFORMS } from "../src/contract/report.ts";
import { startFakes } from "../tests/fakes/start-fakes.ts";
import type { Fakes } from "../tests/fakes/start-fakes.ts";
import { MARKETS } from "../tests/fakes/markets/corpus.ts";
import type { Market } from "../tests/fakes/markets/market.ts";
import { productFor, quotableItems } from "../tests/fakes/markets/answer-key.ts";
import { renderSitePage } from "../tests/fakes/markets/render-site.ts";

const TARGETS = {
  precision: 0.9,
  recall: 0.7,
  competitorRecall: 0.8,
  offTopicCompetitors: 0,
  backed: 1,
};
const SLOTS_PER_PLATFORM = 8;
const ROUND_TRIP_MS = 2_000;

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const markets = MARKETS.filter(
  (market) => !option("--market") || market.slug === option("--market"),
);
const modes = (["evidence-only", "model"] as const).filter(
  (mode) => !option("--mode") || mode === option("--mode"),
);
const KEY = quotableItems(MARKETS);

type Mode = (typeof modes)[number];

async function research(
  market: Market,
  mode: Mode,
  latencyMs: number,
): Promise<{ report: Report; wallMs: number }> {
  const fakes: Fakes = await startFakes({
    aiProvider: mode === "model" ? "openai-compatible" : "none",
    behaviour: { latencyMs },
  });
  try {
    const options = engineOptionsFromConfig(loadConfig({ ...fakes.env }));
    const started = performance.now();
    const report = await runAnalysis(market.idea, options);
    return { report, wallMs: performance.now() - started };
  } finally {
    await fakes.close();
  }
}

function onTopicSlots(market: Market): Record<FeedbackPlatform, number> {
  const counts = Object.fromEntries(FEEDBACK_PLATFORMS.map((platform) => [platform, 0])) as Record<
    FeedbackPlatform,
    number
  >;
  for (const keyed of KEY.values())
    if (keyed.market === market && keyed.item.onTopic) counts[keyed.platform] += 1;
  return Object.fromEntries(
    FEEDBACK_PLATFORMS.map((platform) => [
      platform,
      Math.min(SLOTS_PER_PLATFORM, counts[platform]),
    ]),
  ) as Record<FeedbackPlatform, number>;
}

function quoteScores(report: Report, market: Market) {
  let shown = 0;
  let onTopic = 0;
  const offTopic: string[] = [];
  let reachable = 0;
  let found = 0;
  const perPlatform: string[] = [];
  const slots = onTopicSlots(market);
  for (const platform of FEEDBACK_PLATFORMS) {
    const items = report.platformFeedback[platform];
    const good = items.filter(
      (item) => KEY.get(item.sourceUrl)?.market === market && KEY.get(item.sourceUrl)?.item.onTopic,
    );
    shown += items.length;
    onTopic += good.length;
    offTopic.push(
      ...items
        .filter((item) => !good.includes(item))
        .map((item) => `${platform}: ${item.comment.slice(0, 70)}`),
    );
    reachable += slots[platform];
    found += Math.min(good.length, slots[platform]);
    perPlatform.push(`${platform} ${Math.min(good.length, slots[platform])}/${slots[platform]}`);
  }
  return {
    precision: shown === 0 ? 0 : onTopic / shown,
    recall: reachable === 0 ? 1 : found / reachable,
    shown,
    offTopic,
    perPlatform,
  };
}

function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** True when the snippet is written on the page it names, as the product's site serves it. */
function onItsPage(market: Market, snippet: { url: string; snippet: string }): boolean {
  const url = new URL(snippet.url);
  // A page is what it is whichever market its product belongs to: off-topic competitors are counted apart.
  const product = MARKETS.flatMap((each) => each.products).find(
    (candidate) => candidate.site?.domain === url.hostname.replace(/^www\./, ""),
  );
  const html = product ? renderSitePage(product, url.pathname) : undefined;
  // Inline tags join words without a space in a browser and with one here: compare without spaces.
  return html
    ? visibleText(html).replace(/\s+/g, "").includes(snippet.snippet.replace(/\s+/g, ""))
    : false;
}

/** A fact stated by a source the report lists (a launch post's date, a price in a search result) is backed by that source. */
function statedBySource(fact: NonNullable<Competitor["pricing"]>, report: Report): boolean {
  const sources = report.sources.filter((source) => fact.evidenceIds.includes(source.id));
  return sources.some(
    (source) =>
      source.kind === "launch" ||
      source.kind === "product" ||
      source.kind === "repository" ||
      `${source.title ?? ""} ${source.text}`.includes(fact.value),
  );
}

function fieldScores(report: Report, market: Market) {
  const competitors = report.competitors;
  let filled = 0;
  let backed = 0;
  const unbacked: string[] = [];
  for (const competitor of competitors) {
    for (const fact of [competitor.pricing, competitor.launchYear]) {
      if (!fact || fact.isEstimate) continue;
      filled += 1;
      const onPage = fact.pageSnippets?.length
        ? fact.pageSnippets.every((snippet) => onItsPage(market, snippet))
        : statedBySource(fact, report);
      if (onPage) backed += 1;
      else unbacked.push(`${competitor.name}: ${fact.value} (${fact.basis})`);
    }
    const snippets = competitor.keyFeatureSnippets ?? [];
    filled += competitor.keyFeatures.length;
    competitor.keyFeatures.forEach((feature, index) => {
      const snippet = snippets[index];
      if (snippet && snippet.snippet.includes(feature) && onItsPage(market, snippet)) backed += 1;
      else
        unbacked.push(
          `${competitor.name}: feature "${feature}"${snippet ? ` ("${snippet.snippet}")` : ""}`,
        );
    });
  }
  return { filled, backed, share: filled === 0 ? 1 : backed / filled, unbacked };
}

function competitorScores(report: Report, market: Market) {
  const sourceUrls = new Map(report.sources.map((source) => [source.id, source.url]));
  const matched = report.competitors.map((competitor) => ({
    competitor,
    product: productFor(
      competitor,
      competitor.evidenceIds.map((id) => sourceUrls.get(id) ?? ""),
      market,
    ),
  }));
  const real = market.products.filter((product) => product.competitor);
  const found = real.filter((product) => matched.some((match) => match.product === product));
  const offTopic = matched
    .filter((match) => !match.product?.competitor)
    .map((match) => match.competitor.name);
  return {
    recall: real.length === 0 ? 1 : found.length / real.length,
    found: found.length,
    real: real.length,
    offTopic,
    missing: real.filter((product) => !found.includes(product)).map((product) => product.name),
  };
}

const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
const mark = (ok: boolean) => (ok ? "met" : "MISSED");

console.log(`Research quality benchmark · ${markets.length} markets · modes: ${modes.join(", ")}`);
console.log(
  `Targets: precision ≥ ${TARGETS.precision}, recall ≥ ${TARGETS.recall}, competitor recall ≥ ${TARGETS.competitorRecall}, ${TARGETS.offTopicCompetitors} off-topic competitors, ${pct(TARGETS.backed)} of filled fields backed`,
);
const totals = new Map<
  Mode,
  {
    precision: number[];
    recall: number[];
    competitors: number[];
    backed: number[];
    offTopic: number;
  }
>();
for (const mode of modes) {
  totals.set(mode, { precision: [], recall: [], competitors: [], backed: [], offTopic: 0 });
  for (const market of markets) {
    const { report, wallMs } = await research(market, mode, 0);
    const quotes = quoteScores(report, market);
    const competitors = competitorScores(report, market);
    const fields = fieldScores(report, market);
    const total = totals.get(mode)!;
    total.precision.push(quotes.precision);
    total.recall.push(quotes.recall);
    total.competitors.push(competitors.recall);
    total.backed.push(fields.share);
    total.offTopic += competitors.offTopic.length;
    console.log(
      `\n${market.slug} · ${mode} (report mode "${report.mode}", ${report.sources.length} evidence items, ${quotes.shown} quotes)`,
    );
    console.log(
      `  precision     ${quotes.precision.toFixed(2)} (${mark(quotes.precision >= TARGETS.precision)})${quotes.offTopic.length > 0 ? `; off topic: ${quotes.offTopic.slice(0, 4).join(" | ")}` : ""}`,
    );
    console.log(
      `  recall        ${quotes.recall.toFixed(2)} (${mark(quotes.recall >= TARGETS.recall)}): ${quotes.perPlatform.join(", ")}`,
    );
    console.log(
      `  competitors   ${competitors.found}/${competitors.real} = ${competitors.recall.toFixed(2)} (${mark(competitors.recall >= TARGETS.competitorRecall)})${competitors.missing.length ? `; missing ${competitors.missing.join(", ")}` : ""}; off topic: ${competitors.offTopic.length === 0 ? "none" : competitors.offTopic.join(", ")}`,
    );
    console.log(
      `  backed fields ${fields.backed}/${fields.filled} = ${pct(fields.share)} (${mark(fields.share >= TARGETS.backed)})${fields.unbacked.length ? `; not backed: ${fields.unbacked.slice(0, 3).join(" | ")}` : ""}`,
    );
    console.log(`  wall          ${(wallMs / 1000).toFixed(2)} s`);
    if (args.includes("--latency")) {
      const slow = await research(market, mode, ROUND_TRIP_MS);
      const trips = (slow.wallMs - wallMs) / ROUND_TRIP_MS;
      console.log(
        `  latency       ${(slow.wallMs / 1000).toFixed(2)} s with every upstream at 2 s: ${trips.toFixed(1)} round trips over instant (target ≤ ${mode === "model" ? 6 : 4}: ${mark(trips <= (mode === "model" ? 6 : 4))})`,
      );
    }
  }
}
const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
console.log("\nMeans");
for (const [mode, total] of totals) {
  console.log(
    `  ${mode.padEnd(13)} precision ${mean(total.precision).toFixed(2)} · recall ${mean(total.recall).toFixed(2)} · competitor recall ${mean(total.competitors).toFixed(2)} · off-topic competitors ${total.offTopic} · backed ${pct(mean(total.backed))}`,
  );
}
