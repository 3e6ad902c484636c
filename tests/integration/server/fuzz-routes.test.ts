import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { apiErrorBodySchema } from "../../../src/contract/api-error.ts";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { createApp } from "../../../src/server/app.ts";
import { engineOptionsFromConfig } from "../../../src/server/modules/analyses/engine-options.ts";
import { createChatEngine } from "../../../src/server/modules/chat/chat-engine.ts";
import { createAuth, type Auth } from "../../../src/server/auth/create-auth.ts";
import type { JobQueue } from "../../../src/server/jobs/job-queue.ts";
import { createMailer } from "../../../src/server/mail/mailer.ts";
import { OAUTH_PROTOCOL_PATHS } from "../../../src/server/auth/auth-routes.ts";
import { startFakeNotion, type FakeNotion } from "../../fakes/notion-fake.ts";
import { startFakeStripe, type FakeStripe } from "../../fakes/stripe.ts";
import { captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { freshIp, ORIGIN, signUp, type TestApp } from "../auth/auth-helpers.ts";

/**
 * Every route, enumerated from the router itself (and better-auth's endpoints from its `api`,
 * since the router sees those only as /api/auth/*), gets hostile input signed in and signed out:
 * none may answer 5xx, and every 4xx says what went wrong in the one error shape.
 */

const NUL = "\u0000";
const CONTROL = "a\u0007b\u001b[31mc\u007fd\ud800";
const LONG = "x".repeat(100_000);

// Every field name some endpoint reads, so each variant reaches past "field missing".
const FIELDS = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "name",
  "image",
  "token",
  "code",
  "backupCode",
  "trustDevice",
  "callbackURL",
  "errorCallbackURL",
  "newUserCallbackURL",
  "newEmail",
  "idea",
  "message",
  "subject",
  "surface",
  "confirm",
  "credits",
  "provider",
  "providerId",
  "accountId",
  "sessionToken",
  "revokeOtherSessions",
  "rememberMe",
  "id",
  "cursor",
  "disableRedirect",
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
// For JSON that JSON.stringify cannot write (numbers past a double's range).
const everyFieldRaw = (literal: string) =>
  `{${FIELDS.map((field) => `"${field}":${literal}`).join(",")}}`;
let fuzzCount = 0;
// A valid e-mail, so the hostile text in the other fields gets past the e-mail check to the database.
const plausible = (text: string) => ({
  ...everyField(text),
  email: `fuzz-${(fuzzCount += 1)}@example.com`,
  password: `correct horse${text}`,
  name: `Fuzz${text}`,
  idea: `An app for ${text}`,
  message: `What about ${text}?`,
  surface: "dialog",
  credits: 50,
  confirm: "yes",
});

interface Variant {
  label: string;
  contentType?: string;
  body?: BodyInit;
}

const json = (label: string, value: unknown): Variant => ({
  label,
  contentType: "application/json",
  body: JSON.stringify(value),
});

let nested = "0";
for (let depth = 0; depth < 5000; depth += 1) nested = `[${nested}]`;

const BODY_VARIANTS: Variant[] = [
  json("plausible", plausible("ok")),
  { label: "malformed JSON", contentType: "application/json", body: '{"email":' },
  {
    label: "invalid UTF-8",
    contentType: "application/json",
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  json("null", null),
  json("array", [1, "two", null]),
  json("NUL string", NUL),
  json("NUL in every field", plausible(NUL)),
  // One bad field in an otherwise valid body reaches further than a body that is bad all over.
  ...[
    "email",
    "password",
    "name",
    "token",
    "code",
    "idea",
    "message",
    "subject",
    "callbackURL",
  ].map((field) => json(`NUL in ${field} alone`, { ...plausible("ok"), [field]: `a${NUL}b` })),
  json("null name", { name: null }),
  json("control characters in every field", plausible(CONTROL)),
  json("null in every field", everyField(null)),
  json("huge numbers", everyField(1e308)),
  json("negative numbers", everyField(-1)),
  {
    label: "numbers beyond double",
    contentType: "application/json",
    body: everyFieldRaw("-9007199254740993e999"),
  },
  json("wrong types", everyField({ nested: [true, { deeper: [] }] })),
  json("very long strings", plausible(LONG)),
  { label: "deeply nested", contentType: "application/json", body: nested },
  {
    label: "form with NUL",
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(
      Object.entries(plausible(NUL)).map(([key, value]) => [key, String(value)]),
    ).toString(),
  },
  {
    label: "broken multipart",
    contentType: "multipart/form-data; boundary=zzz",
    body: "--zzz\r\nnot a part",
  },
  { label: "text/plain", contentType: "text/plain", body: `email=${NUL}` },
  { label: "no content type", body: '{"email":"a@example.com"}' },
];

const QUERY_VARIANTS = [
  "",
  "?cursor=%00",
  "?cursor=not-base64!!",
  `?cursor=${Buffer.from("not a date|not-a-uuid").toString("base64url")}`,
  `?cursor=${Buffer.from(`2026-01-01T00:00:00.000Z|${NUL}`).toString("base64url")}`,
  `?cursor=${Buffer.from("0000-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000").toString("base64url")}`,
  `?cursor=${"A".repeat(5000)}`,
  "?token=%00&callbackURL=%00&error=%07",
  "?callbackURL=javascript:alert(1)&token=abc",
  "?cursor=%E0%A4%A&token=%FF",
];

const PARAM_VALUES = [
  "not-a-uuid",
  randomUUID(),
  "00000000-0000-0000-0000-000000000000",
  "%00",
  "%E0%A4%A",
  "'%20or%201=1--",
  "9".repeat(400),
];

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS_FOR_ALL: Method[] = ["GET", "POST", "DELETE"];

/** The app's routes from its router, plus better-auth's endpoints, each method and path once. */
function enumerateRoutes(app: TestApp, auth: Auth): { method: Method; path: string }[] {
  const seen = new Map<string, { method: Method; path: string }>();
  const add = (method: Method, routePath: string) =>
    seen.set(`${method} ${routePath}`, { method, path: routePath });
  for (const route of app.routes) {
    const methods =
      route.method === "ALL" ? METHODS_FOR_ALL : [route.method.toUpperCase() as Method];
    for (const method of methods) add(method, route.path);
  }
  for (const endpoint of Object.values(auth.api) as unknown as {
    path?: string;
    options?: { method?: string | string[] };
  }[]) {
    // Endpoints without a path (setPassword, generateTOTP, viewBackupCodes) are callable only from the server.
    if (!endpoint.path) continue;
    const declared = endpoint.options?.method ?? "POST";
    const methods = (
      Array.isArray(declared) ? declared : declared === "*" ? METHODS_FOR_ALL : [declared]
    ) as Method[];
    for (const method of methods) add(method, `/api/auth${endpoint.path}`);
  }
  return [...seen.values()];
}

/**
 * Concrete URLs for a route pattern: each parameter filled with bad and random ids and with the
 * signed-in user's own analysis (so the handlers behind the lookup are reached), wildcards with junk.
 */
function urlsFor(pattern: string, ownId: string): string[] {
  const withWildcard = pattern.replace(/\*$/, "fuzz-unknown").replace(/\/\*\//g, "/fuzz/");
  if (!withWildcard.includes("/:")) return [withWildcard];
  return [ownId, ...PARAM_VALUES].map((value) =>
    withWildcard.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value),
  );
}

interface Outcome {
  request: string;
  /** The URL's path, without its query. */
  path: string;
  status: number;
  body: string;
}

const queue: JobQueue = {
  send: () => Promise.resolve(randomUUID()),
  work: () => Promise.resolve(),
  schedule: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

describeEachDatabase("hostile input on every route", (leg) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let auth: Auth;
  let logs: string[];
  let stripe: FakeStripe;
  let notion: FakeNotion;

  beforeAll(async () => {
    database = await createTestDatabase(leg);
    // Payments set up (on the loopback fake), so checkout and the webhook get past "not set up".
    stripe = await startFakeStripe({
      webhookSecret: `whsec_test_${randomBytes(16).toString("hex")}`,
    });
    // Notion set up too (its fake), so the integration routes get past "not set up".
    notion = await startFakeNotion();
    const config = testConfig({
      APP_URL: ORIGIN,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-fuzz-test-")),
      NOTION_CLIENT_ID: notion.clientId,
      NOTION_CLIENT_SECRET: notion.clientSecret,
      NOTION_API_URL: notion.url,
      TRUST_PROXY: "true",
      AI_PROVIDER: "none",
      AUTH_THROTTLE_MULTIPLIER: "1000",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
    const captured = captureLogs();
    const logger = captured.logger;
    logs = captured.lines;
    auth = createAuth({
      config,
      db: database.db,
      mailer: createMailer({ config, logger }),
      logger,
    });
    app = createApp({
      config,
      logger,
      database,
      web: null,
      auth,
      queue,
      engine: { run: () => Promise.resolve(reportFixture) },
      chat: createChatEngine(engineOptionsFromConfig(config)),
    });
  });
  afterAll(async () => {
    await stripe?.close();
    await notion?.close();
    await database?.close();
  });

  async function send(
    url: string,
    method: Method,
    variant: Variant,
    cookie: string | undefined,
  ): Promise<Outcome> {
    const headers: Record<string, string> = { origin: ORIGIN, "x-forwarded-for": freshIp() };
    if (cookie) headers.cookie = cookie;
    const hasBody = method !== "GET" && variant.body !== undefined;
    if (hasBody && variant.contentType) headers["content-type"] = variant.contentType;
    const response = await app.request(url, {
      method,
      headers,
      body: hasBody ? variant.body : undefined,
    });
    const request = `${method} ${url.slice(0, 120)} [${variant.label}]${cookie ? " signed in" : ""}`;
    // An event stream that opened would never end; its status is all this suite needs.
    const streaming = response.headers.get("content-type")?.includes("text/event-stream");
    if (streaming) await response.body?.cancel();
    return {
      request,
      path: new URL(url, ORIGIN).pathname,
      status: response.status,
      body: streaming ? "" : await response.text(),
    };
  }

  /** What is wrong with one answer, or null when it is fine. */
  function problemWith(outcome: Outcome): string | null {
    if (outcome.status >= 500)
      return `${outcome.request} → ${outcome.status} ${outcome.body.slice(0, 200)}`;
    if (outcome.status < 400) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(outcome.body);
    } catch {
      return `${outcome.request} → ${outcome.status} not JSON: ${outcome.body.slice(0, 120)}`;
    }
    // OAuth clients read the protocol endpoints' errors in RFC 6749's shape, not ours.
    const oauthError =
      OAUTH_PROTOCOL_PATHS.test(outcome.path) &&
      typeof (parsed as { error?: unknown } | null)?.error === "string";
    return oauthError || apiErrorBodySchema.safeParse(parsed).success
      ? null
      : `${outcome.request} → ${outcome.status} not the error shape: ${outcome.body.slice(0, 200)}`;
  }

  test(
    "no route answers 5xx, and every 4xx is in the one error shape",
    { timeout: 120_000 },
    async () => {
      const routes = enumerateRoutes(app, auth);
      // Guards the enumeration itself: both sources of routes must be there.
      expect(routes.some((route) => route.path === "/api/analyses/:id/chat")).toBe(true);
      expect(routes.some((route) => route.path === "/api/auth/update-user")).toBe(true);

      const problems: string[] = [];
      let requests = 0;
      for (const route of routes) {
        // A fresh account per route: a fuzzed sign-out or account deletion must not leave the next route signed out.
        const { cookie, email } = await signUp(app, { ip: freshIp() });
        const [user] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        const [analysis] = await database.db
          .insert(analyses)
          .values({
            userId: user!.id,
            ideaText: reportFixture.idea,
            status: "succeeded",
            results: reportFixture,
          })
          .returning({ id: analyses.id });
        for (const [index, url] of urlsFor(route.path, analysis!.id).entries()) {
          // Every variant for the user's own id and the first bad one; the other ids get two each.
          const many = index < 2;
          const variants: { target: string; variant: Variant }[] =
            route.method === "GET"
              ? QUERY_VARIANTS.slice(0, many ? undefined : 2).map((query) => ({
                  target: `${url}${query}`,
                  variant: { label: query || "plain" },
                }))
              : BODY_VARIANTS.slice(0, many ? undefined : 2).map((variant) => ({
                  target: url,
                  variant,
                }));
          for (const signedIn of [undefined, cookie]) {
            const outcomes = await Promise.all(
              variants.map(({ target, variant }) => send(target, route.method, variant, signedIn)),
            );
            requests += outcomes.length;
            for (const outcome of outcomes) {
              const problem = problemWith(outcome);
              if (problem) problems.push(problem);
            }
          }
        }
      }
      expect(requests).toBeGreaterThan(500);
      // The first server-side errors name the cause of a 5xx.
      const errors = [
        ...new Set(
          logs
            .filter((line) => line.includes('"msg":"unhandled error"'))
            .map((line) => line.slice(0, 600)),
        ),
      ];
      expect({ problems, errors: errors.slice(0, 10) }).toEqual({ problems: [], errors: [] });
    },
  );
});
