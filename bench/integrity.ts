// `npm run bench:integrity`: does the daily re-check find exactly what changed at the sources?
// Each development market is researched against the fakes and its report stored; then some of
// the quoted items are deleted and some edited in the fake markets (as authors do), and the
// re-check job runs once over every stored report through the sources' by-id APIs. Prints, per
// market, each planted deletion and edit and what the re-check found for it, then anything it
// reported gone or changed that was not planted, and the time the run took.
//   node bench/integrity.ts [--market slug]
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/server/config.ts";
import { engineOptionsFromConfig } from "../src/server/modules/analyses/engine-options.ts";
import { isRecheckable, runAnalysis } from "../src/engine/index.ts";
import type { Report } from "../src/contract/report.ts";
import { migrateDatabase, openDatabase } from "../src/db/client.ts";
import { analyses, integrityChecks, users } from "../src/db/schema.ts";
import { countReportEvidence } from "../src/server/modules/integrity/count-report-evidence.ts";
import { createRecheckers } from "../src/server/modules/integrity/create-recheckers.ts";
import { runIntegrityRecheck } from "../src/server/modules/integrity/recheck-sample.ts";
import { startFakes } from "../tests/fakes/start-fakes.ts";
import { stableId } from "../tests/fakes/content.ts";
import { hnId, MARKETS, youtubeCommentId } from "../tests/fakes/markets/corpus.ts";
import type { Item, Market } from "../tests/fakes/markets/market.ts";

const PER_MARKET = { deletions: 2, edits: 2 };
const args = process.argv.slice(2);
const only = args.includes("--market") ? args[args.indexOf("--market") + 1] : undefined;

/** Where a quoted item lives in a fake market: the list holding it, so it can be removed. */
interface Located {
  item: Item;
  list: Item[];
}

function locate(market: Market, evidenceId: string): Located | null {
  const search = (list: Item[], idOf: (item: Item) => string, deep: boolean): Located | null => {
    for (const item of list) {
      if (idOf(item) === evidenceId) return { item, list };
      const inReplies = deep && item.replies ? search(item.replies, idOf, deep) : null;
      if (inReplies) return inReplies;
    }
    return null;
  };
  const lists: [Item[][], (item: Item) => string, boolean][] = [
    [
      market.reddit.map((thread) => thread.comments),
      (item) => `reddit:t1_${stableId(`${market.slug}:${item.key}`, 7)}`,
      true,
    ],
    [
      market.hackernews.map((thread) => thread.comments),
      (item) => `hackernews:${hnId(market, item.key)}`,
      false,
    ],
    [
      market.youtube.map((thread) => thread.comments),
      (item) => `youtube:${youtubeCommentId(market, item.key)}`,
      false,
    ],
  ];
  for (const [containers, idOf, deep] of lists)
    for (const list of containers) {
      const found = search(list, idOf, deep);
      if (found) return found;
    }
  return null;
}

interface Planted {
  deleted: Map<string, string>;
  edited: Map<string, string>;
}

/** Deletes and edits quoted comments, alternating platforms so each reader is exercised. */
function plant(market: Market, report: Report): Planted {
  const quotes = countReportEvidence({ kind: "report", report }).quotes.filter(isRecheckable);
  const byPlatform = new Map<string, typeof quotes>();
  for (const quote of quotes)
    byPlatform.set(quote.platform, [...(byPlatform.get(quote.platform) ?? []), quote]);
  const order = [...byPlatform.values()].flatMap((list, column) =>
    list.map((quote, row) => ({ quote, rank: row * 10 + column })),
  );
  order.sort((a, b) => a.rank - b.rank);
  const planted: Planted = { deleted: new Map(), edited: new Map() };
  for (const { quote } of order) {
    const located = locate(market, quote.evidenceId);
    if (!located) continue;
    if (planted.deleted.size < PER_MARKET.deletions) {
      located.list.splice(located.list.indexOf(located.item), 1);
      planted.deleted.set(quote.evidenceId, quote.platform);
    } else if (planted.edited.size < PER_MARKET.edits) {
      located.item.text = `Edit: ${located.item.text}`;
      planted.edited.set(quote.evidenceId, quote.platform);
    }
  }
  return planted;
}

async function main() {
  const markets = MARKETS.filter((market) => !only || market.slug === only);
  const originals = markets.map((market) => structuredClone(market));
  const fakes = await startFakes({ aiProvider: "none" });
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const [user] = await database.db
    .insert(users)
    .values({ id: "bench-user", email: "bench@example.com" })
    .returning({ id: users.id });
  const config = loadConfig(fakes.env);
  try {
    const stored: { market: Market; analysisId: string; report: Report }[] = [];
    for (const market of markets) {
      const report = await runAnalysis(market.idea, engineOptionsFromConfig(config));
      const [row] = await database.db
        .insert(analyses)
        .values({
          userId: user!.id,
          ideaText: market.idea,
          status: "succeeded",
          results: report,
          finishedAt: new Date(),
        })
        .returning({ id: analyses.id });
      stored.push({ market, analysisId: row!.id, report });
    }
    const planted = stored.map((entry) => plant(entry.market, entry.report));

    const started = performance.now();
    const summary = await runIntegrityRecheck(
      {
        db: database.db,
        recheckers: createRecheckers(config, { paceMs: 0 }),
        now: () => new Date(),
      },
      { reports: 100, quotesPerPlatform: 1_000, links: 1_000 },
    );
    const runMs = performance.now() - started;

    let allFound = true;
    let noExtra = true;
    for (const [index, entry] of stored.entries()) {
      const rows = await database.db
        .select()
        .from(integrityChecks)
        .where(eq(integrityChecks.analysisId, entry.analysisId));
      const outcome = new Map(
        rows.filter((row) => row.kind === "quote").map((row) => [row.target, row.outcome]),
      );
      const { deleted, edited } = planted[index]!;
      console.log(
        `\n${entry.market.slug}: ${outcome.size} quotes re-read (${countReportEvidence({ kind: "report", report: entry.report }).quotes.length} shown)`,
      );
      for (const [planting, expected] of [
        [deleted, "gone"],
        [edited, "changed"],
      ] as const) {
        for (const [id, platform] of planting) {
          const found = outcome.get(id) ?? "not re-read";
          allFound &&= found === expected;
          console.log(
            `  planted ${expected === "gone" ? "deletion" : "edit"} on ${platform} (${id}): found ${found}${found === expected ? "" : "  <-- MISSED"}`,
          );
        }
      }
      const extra = [...outcome].filter(
        ([id, found]) => found !== "verbatim" && !deleted.has(id) && !edited.has(id),
      );
      noExtra &&= extra.length === 0;
      console.log(
        `  reported but not planted: ${extra.length === 0 ? "none" : extra.map(([id, found]) => `${id} ${found}`).join(", ")}`,
      );
      const deadLinks = rows.filter((row) => row.kind === "link" && row.outcome !== "alive");
      console.log(
        `  links re-opened: ${rows.filter((row) => row.kind === "link").length}; not alive: ${deadLinks.length === 0 ? "none" : deadLinks.map((row) => `${row.target} ${row.outcome}`).join(", ")}`,
      );
    }
    const planted_ = planted.reduce(
      (sum, entry) => sum + entry.deleted.size + entry.edited.size,
      0,
    );
    console.log(
      `\nquotes: ${JSON.stringify(summary.quotes)}; links: ${JSON.stringify(summary.links)}`,
    );
    console.log(`planted: ${planted_}; re-check run: ${(runMs / 1000).toFixed(1)} s`);
    console.log(
      `every planted deletion and edit found: ${allFound ? "yes" : "NO"}; nothing reported that was not planted: ${noExtra ? "yes" : "NO"}`,
    );
  } finally {
    markets.forEach((market, index) => Object.assign(market, originals[index]));
    await fakes.close();
    await database.close();
  }
}

await main();
