import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { COMPRESS_FROM_BYTES, gzipJson } from "./http/gzip-json.ts";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { ApiErrorBody } from "../contract/api-error.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { AppError } from "./app-error.ts";
import type { Config } from "./config.ts";
import type { AppEnv } from "./http/app-env.ts";
import { clientAddress, trustedProxyHops } from "./http/client-address.ts";
import { privateByDefault } from "./http/private-by-default.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountWebApp } from "./http/serve-web.ts";
import { sharedLinkPreview } from "./modules/shares/shared-link-preview.ts";
import { sharedComparisonLinkPreview } from "./modules/comparisons/shared-comparison-link-preview.ts";
import { rateLimit } from "./http/rate-limit.ts";
import { requestBodyLimit } from "./http/request-body-limit.ts";
import type { Logger } from "./logger.ts";
import { authConfigRoutes, authRoutes } from "./auth/auth-routes.ts";
import { CLIENT_IP_HEADER, createAuth, type Auth } from "./auth/create-auth.ts";
import { requireSession } from "./auth/require-session.ts";
import { apiRouteScope } from "./auth/api-route-scopes.ts";
import { sameOrigin } from "./auth/same-origin.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import { unavailableEngine } from "./modules/analyses/create-research-engine.ts";
import type { ResearchEngine } from "./modules/analyses/research-engine.ts";
import { accountRoutes } from "./routes/account.ts";
import { analysisRoutes } from "./routes/analyses.ts";
import { creditRoutes } from "./routes/credits.ts";
import { chatRoutes } from "./routes/chat.ts";
import { unavailableChatEngine, type ChatEngine } from "./modules/chat/chat-engine.ts";
import { previewRoutes } from "./routes/previews.ts";
import { siteConfigRoutes } from "./routes/site-config.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { billingRoutes, stripeWebhookRoutes } from "./routes/billing.ts";
import { contactRoutes } from "./routes/contact.ts";
import { healthRoutes } from "./routes/health.ts";
import { referralRoutes } from "./routes/referrals.ts";
import { seoRoutes } from "./routes/seo.ts";
import { integrationRoutes, notionExportRoutes } from "./routes/integrations.ts";
import { apiAccessRoutes } from "./routes/api-access.ts";
import { openApiRoutes } from "./routes/openapi.ts";
import { MCP_PATH } from "../contract/api-access.ts";
import { mcpRoutes } from "./mcp/mcp-routes.ts";
import { createMcpTokenVerifier } from "./mcp/verify-mcp-token.ts";
import { shareCreateRoutes, shareManageRoutes, sharedReportRoutes } from "./routes/shares.ts";
import { comparisonRoutes, sharedComparisonRoutes } from "./routes/comparisons.ts";
import { createSecretBox, secretBoxKey } from "./crypto/secret-box.ts";
import { connectStateKey } from "./modules/integrations/notion/connect-state.ts";
import { notionSettings } from "./modules/integrations/notion/notion-settings.ts";
import { disconnectNotion } from "./modules/integrations/notion/disconnect-notion.ts";
import { createStripeClient } from "./stripe/create-stripe-client.ts";
import type { WebBuild } from "./web-build.ts";
import { reportWatchRoutes, watchRoutes, watchUnsubscribeRoutes } from "./routes/watches.ts";
import {
  integrityRoutes,
  reportChecksRoutes,
  sharedReportChecksRoutes,
} from "./routes/integrity.ts";
import { unsubscribeKey } from "./modules/watches/unsubscribe-link.ts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** The built web app; null serves the API alone (development, where Vite serves pages). */
  web: WebBuild | null;
  /** Built from config and database when not given (tests may pass their own). */
  mailer?: Mailer;
  auth?: Auth;
  /** The research engine (previews run in the request; analyses in the worker). */
  engine?: ResearchEngine;
  /** Answers chat questions; main.ts wires it with the research engine, from the same options. */
  chat?: ChatEngine;
  /** Where analyses are queued; without it, starting one answers 503. */
  queue?: JobQueue;
}

const unavailableQueue: JobQueue = {
  send: () =>
    Promise.reject(
      new AppError(
        "service_unavailable",
        "Analyses are not available right now. Please try again later.",
      ),
    ),
  work: () => Promise.resolve(),
  schedule: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

/** A share link's token is the key to a report: the log keeps that a link was read, not which. */
function withoutShareToken(path: string): string {
  return path.replace(/\/shared\/(compare\/)?[^/]+/, "/shared/$1[token]");
}

const GENERIC_ERROR = "Something went wrong on our side. Please try again.";

function errorBody(
  code: ApiErrorBody["error"]["code"],
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** The whole HTTP application, testable through `app.request()` without opening a port. */
export function createApp(deps: AppDeps) {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();
  const mailer = deps.mailer ?? createMailer({ config, logger });
  const auth = deps.auth ?? createAuth({ config, db: database.db, mailer, logger });
  // better-auth initialises its plugins (the OAuth provider seeds its resource row) in the
  // background; an app closed before that ends, as a short test does, must not leave the
  // failure unhandled. A request still awaits the same initialisation and fails on its own.
  auth.$context.catch((error: unknown) =>
    logger.warn({ err: error }, "auth initialisation did not finish"),
  );

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
    c.set("trustedProxyHops", trustedProxyHops(config));
    await next();
    // The path only: query strings can carry one-time tokens; a share link's path is one.
    log.info(
      {
        method: c.req.method,
        path: withoutShareToken(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    securityHeaders({
      inlineScriptHashes: deps.web?.inlineScriptHashes ?? [],
      trustedProxyHops: trustedProxyHops(config),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code =
        error.status === 413
          ? "payload_too_large"
          : error.status === 401
            ? "unauthorized"
            : "bad_request";
      return c.json(errorBody(code, error.message || "Bad request"), error.status);
    }
    (c.get("log") ?? logger).error({ err: error }, "unhandled error");
    return c.json(errorBody("internal_error", GENERIC_ERROR), 500);
  });

  app.route("/", healthRoutes({ ping: database.ping }));
  app.route("/", seoRoutes({ appUrl: config.APP_URL }));

  const stripe = createStripeClient(config);
  // Before /api and its middleware: the signature is checked over the untouched raw body.
  app.route("/api/webhooks/stripe", stripeWebhookRoutes({ db: database.db, stripe, config }));

  /**
   * better-auth answers what it serves; anything else under these paths is our JSON 404. It
   * counts these requests too, under the address in CLIENT_IP_HEADER: ours, never the caller's.
   */
  const discovery = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status !== 404) return response;
    return Response.json(errorBody("not_found", "No such metadata document."), { status: 404 });
  };
  // Assistants (issue 16): OAuth discovery at the root, as clients look for it (RFC 8414 and
  // RFC 9728, answered by better-auth's provider), the JWKS under the spec's name, and MCP.
  for (const document of [
    "/.well-known/oauth-authorization-server",
    "/.well-known/oauth-protected-resource",
    "/.well-known/openid-configuration",
  ]) {
    app.get(document, discovery);
    app.get(`${document}/*`, discovery);
  }
  app.get("/.well-known/jwks.json", async (c) => c.json(await auth.api.getJwks()));
  // Per address, before any token is looked at: a flood of bad tokens costs one counter each.
  app.use(MCP_PATH, rateLimit({ db: database.db, name: "mcp", limit: 300, windowMs: 60_000 }));
  app.use(MCP_PATH, requestBodyLimit(config.BODY_LIMIT_BYTES));
  app.route(
    MCP_PATH,
    mcpRoutes({
      auth,
      db: database.db,
      queue: deps.queue ?? unavailableQueue,
      chat: deps.chat ?? unavailableChatEngine,
      appUrl: config.APP_URL,
      verifier: createMcpTokenVerifier(auth, {
        issuer: `${config.APP_URL}/api/auth`,
        resource: `${config.APP_URL}${MCP_PATH}`,
      }),
    }),
  );

  const api = new Hono<AppEnv>();
  api.use(privateByDefault());
  api.use(requestBodyLimit(config.BODY_LIMIT_BYTES));
  // One threshold for both: what fits in TCP's first flight goes out as it is.
  api.use(compress({ threshold: COMPRESS_FROM_BYTES }));
  // Inside compress(): JSON is compressed here, in one piece and off the request thread.
  api.use(gzipJson());
  // better-auth checks the origin of its own endpoints; the webhook is signed, not browser-sent.
  api.use(sameOrigin(config.APP_URL, { exempt: ["/api/auth/", "/api/webhooks/"] }));
  api.route("/contact", contactRoutes({ db: database.db }));
  api.route("/auth", authRoutes({ auth, db: database.db, mailer, appUrl: config.APP_URL }));
  api.route("/auth-config", authConfigRoutes({ config }));
  api.route("/site-config", siteConfigRoutes({ config }));
  api.route("/", openApiRoutes());
  const authSecret = resolveAuthSecret({
    configured: config.AUTH_SECRET,
    dataDir: config.DATA_DIR,
    logger,
  });
  const box = createSecretBox(
    secretBoxKey({ configuredKey: config.TOKEN_ENCRYPTION_KEY, authSecret }),
  );
  const notion = notionSettings(config);
  const integrations = {
    auth,
    db: database.db,
    box,
    notion,
    stateKey: connectStateKey(authSecret),
    appUrl: config.APP_URL,
    logger,
  };
  const shares = { db: database.db, box, appUrl: config.APP_URL };
  api.route(
    "/",
    accountRoutes({
      auth,
      db: database.db,
      appUrl: config.APP_URL,
      beforeDelete: notion
        ? (userId) =>
            disconnectNotion(
              { db: database.db, box, settings: notion, logger },
              { userId, now: new Date() },
            )
        : undefined,
    }),
  );
  api.route("/", billingRoutes({ auth, db: database.db, stripe, config }));
  api.route("/", apiAccessRoutes({ auth, db: database.db, mailer, appUrl: config.APP_URL }));
  api.route("/", referralRoutes({ auth, db: database.db, appUrl: config.APP_URL }));
  api.route("/integrations", integrationRoutes(integrations));
  api.route("/shared/compare", sharedComparisonRoutes({ db: database.db }));
  api.route("/shared", sharedReportRoutes({ db: database.db }));
  api.route("/integrity", integrityRoutes({ db: database.db }));
  api.route("/shared", sharedReportChecksRoutes({ db: database.db }));
  api.route(
    "/watch-unsubscribe",
    watchUnsubscribeRoutes({ db: database.db, key: unsubscribeKey(authSecret) }),
  );
  // One session lookup per request: the chat and analysis groups share /analyses, and a
  // middleware of each would run for the other's routes too.
  const signedIn = requireSession(auth, {
    apiKeys: { db: database.db, scopeFor: apiRouteScope },
  });
  api.use("/analyses/*", signedIn);
  api.use("/credits/*", signedIn);
  api.use("/shares/*", signedIn);
  api.use("/comparisons/*", signedIn);
  api.use("/watches/*", signedIn);
  api.route("/watches", watchRoutes({ db: database.db }));
  api.route("/analyses", reportWatchRoutes({ db: database.db }));
  api.route("/analyses", reportChecksRoutes({ db: database.db }));
  api.route("/analyses", notionExportRoutes(integrations));
  api.route("/analyses", shareCreateRoutes(shares));
  api.route("/shares", shareManageRoutes(shares));
  api.route(
    "/analyses",
    chatRoutes({
      db: database.db,
      chat: deps.chat ?? unavailableChatEngine,
    }),
  );
  api.route(
    "/analyses",
    analysisRoutes({
      db: database.db,
      queue: deps.queue ?? unavailableQueue,
      appUrl: config.APP_URL,
    }),
  );
  api.route(
    "/comparisons",
    comparisonRoutes({ ...shares, chat: deps.chat ?? unavailableChatEngine }),
  );
  api.route("/credits", creditRoutes({ db: database.db }));
  api.route(
    "/preview",
    previewRoutes({
      db: database.db,
      engine: deps.engine ?? unavailableEngine,
      secret: authSecret,
    }),
  );
  api.all("*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
  app.route("/api", api);

  if (deps.web)
    mountWebApp(app, deps.web, {
      sharedLinkPreview: (token) => sharedLinkPreview(database.db, token),
      sharedComparisonPreview: (token) => sharedComparisonLinkPreview(database.db, token),
    });
  else app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
