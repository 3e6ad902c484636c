// `npm run bench:integrity`: does the daily re-check find exactly what changed at the sources?
// Each development market is researched against the fakes and its report stored; then, on every
// platform a report quotes from, one quoted item is deleted and one edited in the fake markets
// (as authors do), and the re-check job runs once over every stored report through the sources'
// by-id APIs. Prints, per market, each planted deletion and edit and what the re-check found for
// it (a deleted App Store review is expected unreachable: the store's feed cannot tell it from
// one that aged out), then anything it reported that was not planted, the outcomes per platform
// and the time the run took.
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
import {
  appReviewId,
  blueskyDid,
  blueskyRecordKey,
  githubCommentId,
  githubIssueNumber,
  hnId,
  MARKETS,
  stackExchangeId,
  youtubeCommentId,
} from "../tests/fakes/markets/corpus.ts";
import type { Item, Market } from "../tests/fakes/markets/market.ts";

/** Planted on each platform a market's report quotes from: deletions, then edits. */
const PER_PLATFORM = { deletions: 1, edits: 1 };
const args = process.argv.slice(2);
const only = args.includes("--market") ? args[args.indexOf("--market") + 1] : undefined;

/**
 * What a planted deletion should be found as. An App Store review is read from the store's
 * review feed, which cannot tell a deleted review from one that aged out of it: unreachable,
 * never gone (ADR 0028, addendum).
 */
const expectedForDeletion = (platform: string) =>
  platform === "appstore" ? "unreachable" : "gone";

/** A quotable item of a fake market: its evidence id, and the list holding it, so it can be removed. */
interface Located {
  id: string;
  item: Item;
  list: Item[];
  /** Removing it would remove other items with it (a question's answers, a post's replies). */
  hasChildren: boolean;
}

/** Every item of a market the re-check can read again, with the evidence id its source gives it. */
function quotable(market: Market): Located[] {
  const out: Located[] = [];
  const add = (id: string, item: Item, list: Item[], children: Item[] = []) =>
    out.push({ id, item, list, hasChildren: children.length + (item.replies?.length ?? 0) > 0 });
  const walk = (list: Item[], idOf: (item: Item) => string) => {
    for (const item of list) {
      add(idOf(item), item, list);
      walk(item.replies ?? [], idOf);
    }
  };
  for (const thread of market.reddit)
    walk(thread.comments, (item) => `reddit:t1_${stableId(`${market.slug}:${item.key}`, 7)}`);
  for (const thread of market.hackernews)
    for (const item of thread.comments)
      add(`hackernews:${hnId(market, item.key)}`, item, thread.comments);
  for (const thread of market.youtube)
    for (const item of thread.comments)
      add(`youtube:${youtubeCommentId(market, item.key)}`, item, thread.comments);
  const questions = market.stackexchange ?? [];
  for (const question of questions) {
    const site = question.site ?? "softwarerecs";
    add(
      `stackexchange:${site}:q${stackExchangeId(market, question.key)}`,
      question,
      questions,
      question.comments,
    );
    for (const answer of question.comments)
      add(
        `stackexchange:${site}:a${stackExchangeId(market, answer.key)}`,
        answer,
        question.comments,
      );
  }
  walk(
    market.bluesky ?? [],
    (item) => `bluesky:${blueskyDid(item.author)}:${blueskyRecordKey(market, item)}`,
  );
  const issues = market.githubIssues ?? [];
  for (const issue of issues) {
    const id = `githubissues:${issue.repo}#${githubIssueNumber(market, issue)}`;
    add(id, issue, issues, issue.comments);
    for (const comment of issue.comments)
      add(`${id}/${githubCommentId(market, comment)}`, comment, issue.comments);
  }
  for (const product of market.products)
    for (const review of product.appStore?.reviews ?? [])
      add(`appstore:review${appReviewId(market, review)}`, review, product.appStore!.reviews);
  return out;
}

interface Planted {
  /** Evidence id → platform. */
  deleted: Map<string, string>;
  edited: Map<string, string>;
}

/**
 * Deletes and edits quoted items on every platform the report quotes from, as authors do: the
 * first quoted item without replies is deleted (one with replies would take them along), the
 * next one edited.
 */
function plant(market: Market, report: Report): Planted {
  const quotes = countReportEvidence({ kind: "report", report }).quotes.filter(isRecheckable);
  const items = new Map(quotable(market).map((located) => [located.id, located]));
  const planted: Planted = { deleted: new Map(), edited: new Map() };
  const count = (list: Map<string, string>, platform: string) =>
    [...list.values()].filter((each) => each === platform).length;
  for (const quote of quotes) {
    const located = items.get(quote.evidenceId);
    if (!located || planted.deleted.has(quote.evidenceId) || planted.edited.has(quote.evidenceId))
      continue;
    if (count(planted.deleted, quote.platform) < PER_PLATFORM.deletions && !located.hasChildren) {
      located.list.splice(located.list.indexOf(located.item), 1);
      planted.deleted.set(quote.evidenceId, quote.platform);
    } else if (count(planted.edited, quote.platform) < PER_PLATFORM.edits) {
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

    // An item quoted in two markets' reports is planted once but found in both.
    const plantedAnywhere = new Set(
      planted.flatMap(({ deleted, edited }) => [...deleted.keys(), ...edited.keys()]),
    );
    const byPlatform = new Map<string, Record<string, number>>();
    let allFound = true;
    let noExtra = true;
    for (const [index, entry] of stored.entries()) {
      const rows = await database.db
        .select()
        .from(integrityChecks)
        .where(eq(integrityChecks.analysisId, entry.analysisId));
      const quoteRows = rows.filter((row) => row.kind === "quote");
      const outcome = new Map(quoteRows.map((row) => [row.target, row.outcome]));
      for (const row of quoteRows) {
        const tally = byPlatform.get(row.platform) ?? {};
        tally[row.outcome] = (tally[row.outcome] ?? 0) + 1;
        byPlatform.set(row.platform, tally);
      }
      const { deleted, edited } = planted[index]!;
      const shown = countReportEvidence({ kind: "report", report: entry.report }).quotes;
      const notSampled = Map.groupBy(
        shown.filter((quote) => !isRecheckable(quote)),
        (quote) => `${quote.platform} ${quote.kind}`,
      );
      console.log(
        `\n${entry.market.slug}: ${outcome.size} quotes re-read (${shown.length} shown; no id to read again: ${notSampled.size === 0 ? "none" : [...notSampled].map(([what, list]) => `${what} ${list.length}`).join(", ")})`,
      );
      for (const [planting, kind] of [
        [deleted, "deletion"],
        [edited, "edit"],
      ] as const) {
        for (const [id, platform] of planting) {
          const expected = kind === "deletion" ? expectedForDeletion(platform) : "changed";
          const found = outcome.get(id) ?? "not re-read";
          allFound &&= found === expected;
          console.log(
            `  planted ${kind} on ${platform} (${id}): found ${found}${found === expected ? "" : `  <-- MISSED (expected ${expected})`}`,
          );
        }
      }
      const extra = [...outcome].filter(
        ([id, found]) => found !== "verbatim" && !plantedAnywhere.has(id),
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
    const plantedCount = (kind: "deleted" | "edited") =>
      planted.reduce((sum, entry) => sum + entry[kind].size, 0);
    console.log("\nper platform (quotes re-read, by outcome):");
    for (const [platform, tally] of [...byPlatform].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`  ${platform}: ${JSON.stringify(tally)}`);
    console.log(
      `\nquotes: ${JSON.stringify(summary.quotes)}; links: ${JSON.stringify(summary.links)}`,
    );
    console.log(
      `planted: ${plantedCount("deleted") + plantedCount("edited")} (${plantedCount("deleted")} deletions, ${plantedCount("edited")} edits); re-check run: ${(runMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `every planted deletion and edit found as expected: ${allFound ? "yes" : "NO"}; nothing reported that was not planted: ${noExtra ? "yes" : "NO"}`,
    );
  } finally {
    markets.forEach((market, index) => Object.assign(market, originals[index]));
    await fakes.close();
    await database.close();
  }
}

await main();
