// `npm run bench:api`: signed-in API latency the way browsers load it, on the embedded database
// and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL. A user holds 25
// finished reports the engine wrote against the fakes (real size, both modes); each request
// carries a browser's headers (gzip offered, cookie, fetch metadata); the load is open-loop (each
// request due at its time, latency counted from then: ./support/open-loop.ts). A trivial
// node:http server is measured at the start and at the end of the same run, so a busy machine
// shows up in the control rather than in the app. Prints per cell p50, p99, errors, bytes on the
// wire, the server's CPU per request (and PostgreSQL's), and the server's memory idle and at peak.
//   BENCH_SECONDS=5 npm run bench:api      (20 s per cell by default)
//   BENCH_WARM_UP_SECONDS=0                 (no uncounted warm-up at 100/s per endpoint; 10 s by default)
//   BENCH_CPU_PROFILE=/tmp/prof             (a .cpuprofile of each server process, for where the time goes)
//   BENCH_ONLY=postgres|embedded            (one database)
//   BENCH_ENDPOINTS=history,me BENCH_RATES=200  (some endpoints and rates, to compare a change)
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readdirSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Report } from "../src/contract/report.ts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { analyses } from "../src/db/tables/analyses.ts";
import { users } from "../src/db/schema.ts";
import { ROOT } from "../scripts/build-inputs.ts";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";
import { MARKETS } from "../tests/fakes/markets/corpus.ts";
import { researchMarket } from "./support/research-market.ts";
import { openLoop } from "./support/open-loop.ts";
import { freePort } from "../tests/support/free-port.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

const RATES = process.env.BENCH_RATES?.split(",").map(Number) ?? [50, 100, 200];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * Each endpoint is first served this long at 100/s, not counted: V8 goes on optimising a route's
 * code for its first few thousand requests, and a cell measured during that pays for compiling
 * as well as serving (ADR 0016, fourth round). A server in service is past it.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const ANALYSES = 25;
/** The issue's targets: p99 in ms at a rate, per database. */
const TARGETS = { embedded: { rate: 100, p99: 100 }, postgres: { rate: 200, p99: 50 } } as const;
/** The server's own CPU per request at the target rate, in ms (issue 28). */
const CPU_TARGETS = { embedded: 3, postgres: 1.5 } as const;
/** The server's resident memory once started and idle, in MB (issue 28). */
const MEMORY_TARGETS = { embedded: 300, postgres: 200 } as const;
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
  wireBytes: number;
  cpuMsPerRequest: number | null;
  /** PostgreSQL's server processes' CPU per request, on PostgreSQL. */
  databaseCpuMsPerRequest: number | null;
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

/** Resident memory now and at its peak, in MB, from /proc on Linux; null elsewhere. */
function processMemoryMb(pid: number | undefined): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}

/** CPU time of every PostgreSQL server process on the machine (the benchmark's database is the only busy one). */
function postgresCpuMs(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = (() => {
        try {
          return readFileSync(`/proc/${entry}/stat`, "utf8");
        } catch {
          return "";
        }
      })();
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.split(") ")[1]!.split(" ");
      // Its own time and its reaped children's: a backend that exits hands its time to the postmaster.
      total +=
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    }
    return total;
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
    memory: () => processMemoryMb(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

const BASELINE_SERVER = `require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/plain" }); res.end("ok");
}).listen(Number(process.env.PORT), "127.0.0.1");`;

/**
 * Reports as the engine writes them: each development market researched against the fakes in
 * both modes, so the stored rows have the size and shape real ones do.
 */
async function engineReports(): Promise<Report[]> {
  const reports: Report[] = [];
  for (const market of MARKETS)
    for (const mode of ["evidence-only", "model"] as const)
      reports.push((await researchMarket(market, { mode })).report);
  return reports;
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
async function startSeededApp(target: Target, reports: Report[]) {
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
  // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of each server process when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE;
  // BENCH_NODE_FLAGS="--max-semi-space-size=16" runs the server with other flags, to compare.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? SERVER_NODE_FLAGS;
  const args = [
    ...nodeFlags,
    ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    "src/server/main.ts",
  ];
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
    const report = reports[index % reports.length]!;
    const results = { ...report, idea: `${report.idea} (#${index})` };
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
  // Idle memory is read once start-up has settled and the first request has been answered.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return {
    url,
    cookie,
    analysisId: inserted[0]!.id,
    historyBytes,
    idleMemory: server.memory(),
    stop: server.stop,
    cpuMs: server.cpuMs,
    memory: server.memory,
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

/** What a browser sends with a fetch from the app's own page. */
function browserHeaders(origin: string, cookie?: string): Record<string, string> {
  return {
    accept: "application/json",
    "accept-encoding": "gzip, deflate, br, zstd",
    "accept-language": "en-GB,en;q=0.9",
    "user-agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    referer: `${origin}/dashboard`,
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
    ...(cookie ? { cookie } : {}),
  };
}

/** One cell: `rate` requests a second for SECONDS, open-loop, with the CPU they cost. */
async function measure(
  url: string,
  rate: number,
  headers: Record<string, string>,
  cpuMs: () => number | null,
  databaseCpuMs: () => number | null,
) {
  await settle(new URL("/healthz", url).toString());
  const cpuBefore = cpuMs();
  const databaseBefore = databaseCpuMs();
  const result = await openLoop({ url, rate, seconds: SECONDS, headers });
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null ? null : (after - before) / result.sent;
  return {
    ...result,
    errors: result.errors,
    cpuMsPerRequest: perRequest(cpuBefore, cpuMs()),
    databaseCpuMsPerRequest: perRequest(databaseBefore, databaseCpuMs()),
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
    "wire KB".padStart(9) +
    "CPU ms/req".padStart(12) +
    "+ db".padStart(7);
  console.log(`\n${header}`);
  const fixed = (value: number | null, digits: number) =>
    value === null ? "-" : value.toFixed(digits);
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
        (row.wireBytes / 1024).toFixed(1).padStart(9) +
        fixed(row.cpuMsPerRequest, 2).padStart(12) +
        (row.db === "postgres" ? fixed(row.databaseCpuMsPerRequest, 2) : "").padStart(7),
    );
  }
}

async function measureControl(label: string): Promise<Row[]> {
  const port = await freePort();
  const control = await startProcess(
    ["-e", BASELINE_SERVER],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  const rows: Row[] = [];
  try {
    for (const rate of RATES) {
      const url = `http://127.0.0.1:${port}/`;
      const result = await measure(url, rate, browserHeaders(url), control.cpuMs, () => null);
      rows.push({ endpoint: `control (${label})`, db: "-", rate, ...result });
    }
  } finally {
    await control.stop();
  }
  return rows;
}

ensureBuild();
console.log("Researching the development markets in both modes for real-size reports…");
const reports = await engineReports();
const sizes = reports.map((report) => JSON.stringify(report).length / 1024);
console.log(
  `${reports.length} reports, ${Math.min(...sizes).toFixed(0)}–${Math.max(...sizes).toFixed(0)} KB of JSON each.`,
);
const rows: Row[] = await measureControl("start");

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl)
  console.warn(
    "PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://... to measure it.",
  );
const only = process.env.BENCH_ONLY;
const targets: Array<() => Promise<Target>> = [
  ...(only !== "postgres" ? [async () => embeddedTarget()] : []),
  ...(postgresUrl && only !== "embedded" ? [() => postgresTarget(postgresUrl)] : []),
];

const failures: string[] = [];
const memoryLines: string[] = [];
for (const makeTarget of targets) {
  const target = await makeTarget();
  try {
    const app = await startSeededApp(target, reports);
    console.log(
      `${target.db}: server ready, history answers ${(app.historyBytes / 1024).toFixed(1)} KB of JSON`,
    );
    try {
      const chosen = process.env.BENCH_ENDPOINTS?.split(",");
      const endpoints = [
        { key: "history", name: "GET /api/analyses", path: "/api/analyses" },
        { key: "results", name: "GET /api/analyses/:id", path: `/api/analyses/${app.analysisId}` },
        { key: "me", name: "GET /api/me", path: "/api/me" },
      ].filter((endpoint) => !chosen || chosen.includes(endpoint.key));
      const databaseCpuMs = target.db === "postgres" ? postgresCpuMs : () => null;
      const warmUps = WARM_UP_SECONDS > 0 ? endpoints : [];
      for (const endpoint of warmUps) {
        const headers = browserHeaders(app.url, app.cookie);
        await openLoop({
          url: `${app.url}${endpoint.path}`,
          rate: 100,
          seconds: WARM_UP_SECONDS,
          headers,
        });
      }
      for (const endpoint of endpoints) {
        for (const rate of RATES) {
          const result = await measure(
            `${app.url}${endpoint.path}`,
            rate,
            browserHeaders(app.url, app.cookie),
            app.cpuMs,
            databaseCpuMs,
          );
          const row: Row = { endpoint: endpoint.name, db: target.db, rate, ...result };
          rows.push(row);
          const goal = TARGETS[target.db];
          if (rate === goal.rate && (row.p99 >= goal.p99 || row.errors + row.non2xx > 0)) {
            failures.push(
              `${endpoint.name} on ${target.db} at ${rate} rps: p99 ${row.p99.toFixed(1)} ms, ${row.errors} errors (target < ${goal.p99} ms, none)`,
            );
          }
          if (rate === goal.rate && (row.cpuMsPerRequest ?? 0) > CPU_TARGETS[target.db])
            failures.push(
              `${endpoint.name} on ${target.db}: ${row.cpuMsPerRequest!.toFixed(2)} ms of the server's CPU per request (target ≤ ${CPU_TARGETS[target.db]})`,
            );
        }
      }
      const idle = app.idleMemory;
      const peak = app.memory();
      memoryLines.push(
        `${target.db}: server memory idle ${idle ? `${idle.rss.toFixed(0)} MB` : "-"}, peak ${peak ? `${peak.peak.toFixed(0)} MB` : "-"} (target idle ≤ ${MEMORY_TARGETS[target.db]} MB)`,
      );
      if (idle && idle.rss > MEMORY_TARGETS[target.db])
        failures.push(
          `${target.db}: idle memory ${idle.rss.toFixed(0)} MB (target ≤ ${MEMORY_TARGETS[target.db]} MB)`,
        );
    } finally {
      await app.stop();
    }
  } finally {
    await target.dispose();
  }
}
rows.push(...(await measureControl("end")));

printRows(rows);
console.log(`\n${memoryLines.join("\n")}`);
// Other work on the machine shows in the control's p99 first; the load average names it.
console.log(`Load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)}.`);
console.log(
  `${SECONDS} s per row after ${WARM_UP_SECONDS} s of each endpoint at 100/s not counted, open-loop, latency from each request's due time (5 s counts as a time-out). Targets: p99 < ${TARGETS.postgres.p99} ms at ${TARGETS.postgres.rate} rps on PostgreSQL, < ${TARGETS.embedded.p99} ms at ${TARGETS.embedded.rate} rps on the embedded database, no errors; CPU per request ≤ ${CPU_TARGETS.postgres} ms and ≤ ${CPU_TARGETS.embedded} ms; idle memory ≤ ${MEMORY_TARGETS.postgres} MB and ≤ ${MEMORY_TARGETS.embedded} MB.`,
);
if (failures.length > 0) {
  console.log(`Missed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("All targets met.");
}
