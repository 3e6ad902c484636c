// `npm run bench:api`: signed-in API latency at fixed request rates, on the embedded database and
// (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL, beside a trivial node:http
// server measured in the same run, so a slow machine shows up in the baseline rather than the app.
//   BENCH_SECONDS=5 npm run bench:api      (20 s per cell by default)
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import type { Report } from "../src/contract/report.ts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { analyses } from "../src/db/tables/analyses.ts";
import { users } from "../src/db/schema.ts";
import { ROOT } from "../scripts/build-inputs.ts";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { reportFixture } from "../tests/unit/report/fixtures.ts";
import { freePort } from "../tests/support/free-port.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

const RATES = [50, 100, 200] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ANALYSES = 25;
/** The targets: p99 in ms at a rate, per database. */
const TARGETS = { embedded: { rate: 100, p99: 100 }, postgres: { rate: 200, p99: 50 } } as const;
/**
 * autocannon's fixed rate is a per-connection quota that refills on a one-second tick, and every
 * connection of one run ticks together: each second would open with a burst of every connection
 * at once. Several runs started a fraction of a second apart spread the load over the second
 * the way real visitors do; each connection sends at most ~10 requests per tick.
 */
const STAGGERED_RUNS = 10;
const PER_CONNECTION_RATE = 10;

type Db = keyof typeof TARGETS;

interface Row {
  endpoint: string;
  db: Db | "-";
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number | null;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited during start-up:\n${readFileSync(logFile, "utf8")}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(
        `The server did not become ready within 60 s:\n${readFileSync(logFile, "utf8")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The CPU time a process has used (user + system), from /proc on Linux; null elsewhere. Per
 * request it shows what the server's one JavaScript thread spends, the embedded database included.
 */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A child process, so the load generator and the server do not share a thread. */
async function startProcess(args: string[], env: Record<string, string>, readyUrl: string) {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), "gt-bench-log-")), "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilReady(readyUrl, child, logFile);
  return {
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

const BASELINE_SERVER = `require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/plain" }); res.end("ok");
}).listen(Number(process.env.PORT), "127.0.0.1");`;

/** A finished report of the size the engine writes (~25 KB of JSON): the fixture with more evidence. */
function benchReport(index: number): Report {
  const base = structuredClone(reportFixture);
  const reddit = base.platformFeedback.reddit;
  const extraSources = Array.from({ length: 50 }, (_, n) => ({
    ...base.sources[0]!,
    id: `bench-${n}`,
    url: `https://www.reddit.com/r/freelance/comments/bench${index}x${n}/`,
    text: `Comment ${n}: chasing clients for payment takes more of my week than the design work itself, and every tool I tried wants me to set reminders by hand.`.repeat(
      2,
    ),
  }));
  const extraFeedback = Array.from({ length: 30 }, (_, n) => ({
    ...reddit[0]!,
    evidenceId: `bench-${n}`,
    comment: extraSources[n]!.text,
    sourceUrl: extraSources[n]!.url,
  }));
  return {
    ...base,
    idea: `${base.idea} (#${index})`,
    sources: [...base.sources, ...extraSources],
    platformFeedback: { ...base.platformFeedback, reddit: [...reddit, ...extraFeedback] },
  };
}

interface Target {
  db: Db;
  /** What the server gets as DATABASE_URL, or null for the embedded database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  open: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}

function embeddedTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gt-bench-data-"));
  return {
    db: "embedded",
    databaseUrl: null,
    dataDir,
    open: () => openDatabase({ dataDir }),
    dispose: async () => {},
  };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const throwaway = await createThrowawayPostgres(baseUrl, "gt_bench");
  const databaseUrl = throwaway.url;
  return {
    db: "postgres",
    databaseUrl,
    dataDir: mkdtempSync(path.join(tmpdir(), "gt-bench-data-")),
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    dispose: throwaway.drop,
  };
}

/** Runs the production server on the target, signed up through the API, with finished analyses. */
async function startSeededApp(target: Target) {
  // Migrate and seed before the server opens the database: the embedded one is single-process.
  const seedHandle = await target.open();
  await migrateDatabase(seedHandle);
  await seedHandle.close();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: target.dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  const args = ["src/server/main.ts"];
  let server = await startProcess(args, env, `${url}/readyz`);

  const email = `bench-${Date.now()}@example.com`;
  const password = "bench correct horse";
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password, name: "bench" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  // The dashboard's first credits read grants the month's free report, as for a real user.
  await fetch(`${url}/api/credits`, { headers: { cookie } });

  await server.stop();
  const handle = await target.open();
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const now = Date.now();
  const rows = Array.from({ length: ANALYSES }, (_, index) => {
    const results = benchReport(index);
    return {
      userId: user!.id,
      ideaText: results.idea,
      status: "succeeded" as const,
      results,
      createdAt: new Date(now - index * 60_000),
      finishedAt: new Date(now - index * 60_000 + 50_000),
    };
  });
  const inserted = await handle.db.insert(analyses).values(rows).returning({ id: analyses.id });
  await handle.close();
  server = await startProcess(args, env, `${url}/readyz`);

  const probe = await fetch(`${url}/api/analyses`, { headers: { cookie } });
  if (!probe.ok) throw new Error(`GET /api/analyses answered ${probe.status}`);
  const historyBytes = (await probe.arrayBuffer()).byteLength;
  return {
    url,
    cookie,
    analysisId: inserted[0]!.id,
    historyBytes,
    stop: server.stop,
    cpuMs: server.cpuMs,
  };
}

/**
 * Waits until the server has worked off what an overloaded cell left queued, so the next cell
 * starts on an idle server: a health check must answer within 20 ms (or 15 s pass).
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url).catch(() => null);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One cell: `rate` requests a second for SECONDS, from staggered autocannon runs. */
async function measure(
  url: string,
  rate: number,
  headers: Record<string, string>,
  cpuMs: () => number | null,
) {
  await settle(new URL("/healthz", url).toString());
  const cpuBefore = cpuMs();
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let responses = 0;
  const runs = Array.from({ length: STAGGERED_RUNS }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * 1000) / STAGGERED_RUNS));
    const share = Math.floor(rate / STAGGERED_RUNS) + (index < rate % STAGGERED_RUNS ? 1 : 0);
    if (share === 0) return;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          headers,
          overallRate: share,
          connections: Math.ceil(share / PER_CONNECTION_RATE),
          duration: SECONDS,
          // The quota is handed out at the start as well as on each tick: cap the total at the rate.
          maxOverallRequests: share * SECONDS,
        },
        (error: unknown, done) =>
          error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
      );
      // Every response's own time: autocannon's coordinated-omission correction assumes a 1 ms
      // interval at any rate, which would flood its histogram with made-up samples.
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        responses += 1;
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode > 299) non2xx += 1;
      });
    });
    errors += result.errors + result.timeouts;
  });
  await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  const cpuAfter = cpuMs();
  const cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null || responses === 0
      ? null
      : (cpuAfter - cpuBefore) / responses;
  return {
    achieved: responses / SECONDS,
    p50: percentile(50),
    p99: percentile(99),
    errors,
    non2xx,
    cpuMsPerRequest,
  };
}

function printRows(rows: Row[]) {
  const header =
    "endpoint".padEnd(26) +
    "db".padEnd(10) +
    "target rps".padStart(11) +
    "achieved".padStart(10) +
    "p50 ms".padStart(9) +
    "p99 ms".padStart(9) +
    "errors".padStart(8) +
    "non-2xx".padStart(9) +
    "CPU ms/req".padStart(12);
  console.log(`\n${header}`);
  for (const row of rows) {
    console.log(
      row.endpoint.padEnd(26) +
        row.db.padEnd(10) +
        String(row.rate).padStart(11) +
        row.achieved.toFixed(1).padStart(10) +
        row.p50.toFixed(1).padStart(9) +
        row.p99.toFixed(1).padStart(9) +
        String(row.errors).padStart(8) +
        String(row.non2xx).padStart(9) +
        (row.cpuMsPerRequest === null ? "-" : row.cpuMsPerRequest.toFixed(2)).padStart(12),
    );
  }
}

ensureBuild();
const rows: Row[] = [];

const baselinePort = await freePort();
const baseline = await startProcess(
  ["-e", BASELINE_SERVER],
  { PORT: String(baselinePort) },
  `http://127.0.0.1:${baselinePort}/`,
);
try {
  for (const rate of RATES) {
    const result = await measure(`http://127.0.0.1:${baselinePort}/`, rate, {}, baseline.cpuMs);
    rows.push({ endpoint: "trivial node:http server", db: "-", rate, ...result });
  }
} finally {
  await baseline.stop();
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn(
    "PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://... to measure it.",
  );
const targets: Array<() => Promise<Target>> = [
  async () => embeddedTarget(),
  ...(postgresUrl ? [() => postgresTarget(postgresUrl)] : []),
];

const failures: string[] = [];
for (const makeTarget of targets) {
  const target = await makeTarget();
  try {
    const app = await startSeededApp(target);
    console.log(
      `${target.db}: server ready, history page answers ${(app.historyBytes / 1024).toFixed(1)} KB of JSON`,
    );
    try {
      const endpoints = [
        { name: "GET /api/analyses", path: "/api/analyses" },
        { name: "GET /api/analyses/:id", path: `/api/analyses/${app.analysisId}` },
        { name: "GET /api/me", path: "/api/me" },
      ];
      for (const endpoint of endpoints) {
        for (const rate of RATES) {
          const result = await measure(
            `${app.url}${endpoint.path}`,
            rate,
            { cookie: app.cookie },
            app.cpuMs,
          );
          const row: Row = { endpoint: endpoint.name, db: target.db, rate, ...result };
          rows.push(row);
          const goal = TARGETS[target.db];
          if (rate === goal.rate && (row.p99 >= goal.p99 || row.errors + row.non2xx > 0)) {
            failures.push(
              `${endpoint.name} on ${target.db} at ${rate} rps: p99 ${row.p99.toFixed(1)} ms (target < ${goal.p99} ms)`,
            );
          }
          if (row.achieved < rate * 0.95)
            failures.push(
              `${endpoint.name} on ${target.db} reached only ${row.achieved.toFixed(1)} of ${rate} rps`,
            );
        }
      }
    } finally {
      await app.stop();
    }
  } finally {
    await target.dispose();
  }
}

printRows(rows);
// Other work on the machine shows in the trivial server's p99 first; the load average names it.
console.log(`\nLoad average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}.`);
console.log(
  `${SECONDS} s per row. Targets: p99 < ${TARGETS.postgres.p99} ms at ${TARGETS.postgres.rate} rps on PostgreSQL, < ${TARGETS.embedded.p99} ms at ${TARGETS.embedded.rate} rps on the embedded database.`,
);
if (failures.length > 0) {
  console.log(`Missed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("All targets met.");
}
