import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { openDatabase, migrateDatabase } from "../db/client.ts";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { startAnalysisWorker } from "./jobs/analysis-worker.ts";
import { createLogger } from "./logger.ts";
import { engineOptionsFromConfig } from "./modules/analyses/engine-options.ts";
import { logConfigurationAdvice } from "./modules/analyses/log-configuration-advice.ts";
import { createResearchEngine } from "./modules/analyses/create-research-engine.ts";
import { createChatEngine } from "./modules/chat/chat-engine.ts";
import { purgeDeletedAccounts } from "./modules/account/purge-deleted-accounts.ts";
import { loadWebBuild } from "./web-build.ts";
import { createMailer } from "./mail/mailer.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { startWatchScheduler } from "./jobs/watch-scheduler.ts";
import { startIntegrityScheduler } from "./jobs/integrity-scheduler.ts";
import { createRecheckers } from "./modules/integrity/create-recheckers.ts";
import { unsubscribeKey } from "./modules/watches/unsubscribe-link.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger({ level: config.LOG_LEVEL });

const database = await openDatabase(
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: config.DATA_DIR, thread: config.EMBEDDED_DATABASE_THREAD },
);
await migrateDatabase(database);

// In development Vite serves the pages (npm run dev); a stale build must not shadow them.
const web = config.NODE_ENV === "development" ? null : loadWebBuild();
if (!web && config.NODE_ENV === "production") {
  logger.error("no web build found: run `npm run build` first (npm start does this for you)");
  process.exit(1);
}

const engineOptions = engineOptionsFromConfig(config);
logConfigurationAdvice(logger, engineOptions);
// Both engines are wired here, from one set of options: research runs in the worker (and for
// previews in the request), chat answers in the request.
const engine = createResearchEngine(engineOptions, database.db);
const chat = createChatEngine(engineOptions);
const mailer = createMailer({ config, logger });
// The worker is started first (the scheduler shares its queue), so it reaches the scheduler late.
let mailFinishedRuns = () => {};
const worker = await startAnalysisWorker({
  database,
  engine,
  logger,
  onAnalysisFinished: () => mailFinishedRuns(),
});
const watches = await startWatchScheduler({
  db: database.db,
  queue: worker.queue,
  mailer,
  logger,
  links: {
    appUrl: config.APP_URL,
    unsubscribeKey: unsubscribeKey(
      resolveAuthSecret({ configured: config.AUTH_SECRET, dataDir: config.DATA_DIR, logger }),
    ),
  },
});
mailFinishedRuns = () => void watches.mailFinishedRuns();
await startIntegrityScheduler({
  db: database.db,
  queue: worker.queue,
  recheckers: createRecheckers(config),
  logger,
});
const app = createApp({
  config,
  logger,
  database,
  web,
  engine,
  chat,
  mailer,
  queue: worker.queue,
});
const KEEP_ALIVE_MS = 65_000;
// Plain HTTP/1.1 (no http2 option), so the server is a node:http Server.
const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    {
      port: info.port,
      database: database.kind,
      web: web ? "built" : "api-only",
      url: config.APP_URL,
    },
    `Groundtruth is listening on http://localhost:${info.port}`,
  );
}) as Server;
// An idle keep-alive connection the server closes while a client (a proxy, a load balancer,
// Playwright's request context) sends on it is reset: keep idle connections open longer than the
// usual 60 s client and proxy idle timeouts, so clients close them first.
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;

// Deleted accounts are purged within 30 days (privacy policy): at start-up, then daily.
async function purgeAccounts() {
  try {
    const purged = await purgeDeletedAccounts(database.db, new Date());
    if (purged > 0) logger.info({ purged }, "purged accounts deleted more than 30 days ago");
  } catch (error) {
    logger.error({ err: error }, "purging deleted accounts failed; will retry tomorrow");
  }
}
void purgeAccounts();
setInterval(() => void purgeAccounts(), 24 * 60 * 60 * 1000).unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const force = setTimeout(() => {
    logger.warn("requests still open after the shutdown timeout; closing anyway");
    server.closeAllConnections();
  }, config.SHUTDOWN_TIMEOUT_MS);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  watches.stop();
  await worker.stop();
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
