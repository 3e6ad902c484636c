import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, creditGrants, users } from "../../../src/db/schema.ts";
import { createCheckoutSession } from "../../../src/server/modules/billing/create-checkout-session.ts";
import { createStripeClient } from "../../../src/server/stripe/create-stripe-client.ts";
import { startFakeStripe, type FakeStripe } from "../../fakes/stripe.ts";
import { buildTestApp, captureLogs, testConfig } from "../../support/test-app.ts";
import { createTestDatabase, type DatabaseLeg } from "../../support/test-database.ts";

export const ORIGIN = "http://localhost:3000";

/**
 * A migrated database, the fake Stripe, and the app served on a loopback port so the fake can
 * deliver its signed webhooks to it, exactly as Stripe would.
 */
export async function startBillingHarness(leg: DatabaseLeg) {
  const database = await createTestDatabase(leg);
  const fake = await startFakeStripe({
    webhookSecret: `whsec_test_${randomBytes(16).toString("hex")}`,
  });
  const config = testConfig({
    APP_URL: ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gt-billing-test-")),
    TRUST_PROXY: "true",
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  const { app, logs } = buildTestApp(database, { config });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  fake.setWebhookUrl(webhookUrl);
  const stripe = createStripeClient(config)!;
  const log = captureLogs().logger;
  return {
    database,
    db: database.db,
    fake,
    app,
    logs,
    config,
    stripe,
    log,
    webhookUrl,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await fake.close();
      await database.close();
    },
  };
}

export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

export async function insertUser(
  database: DatabaseHandle,
  input: { createdAt?: Date; referredBy?: string | null; id?: string } = {},
): Promise<string> {
  const id = input.id ?? randomUUID();
  await database.db.insert(users).values({
    id,
    email: `${id}@example.com`,
    emailVerified: true,
    createdAt: input.createdAt ?? new Date(),
    referredByUserId: input.referredBy ?? null,
  });
  return id;
}

/** Opens a checkout for the user and pays it on the fake; resolves once the webhook answered. */
export async function buy(
  h: BillingHarness,
  userId: string,
): Promise<{ sessionId: string; status: number }> {
  const { url } = await createCheckoutSession(
    { stripe: h.stripe, appUrl: ORIGIN, log: h.log },
    { userId, email: `${userId}@example.com` },
  );
  const sessionId = url.split("/").pop()!;
  const { status } = await h.fake.pay(sessionId);
  return { sessionId, status };
}

/** Reports the user could spend now, by ledger grant kind. */
export async function reportsByKind(database: DatabaseHandle, userId: string, now = new Date()) {
  const rows = await database.db
    .select({
      kind: creditGrants.kind,
      remaining: sql<number>`sum(${creditGrants.remaining})::int`,
    })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        isNull(creditGrants.revokedAt),
        gt(creditGrants.expiresAt, now),
      ),
    )
    .groupBy(creditGrants.kind);
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.remaining])) as Partial<
    Record<string, number>
  >;
  return {
    pack: byKind.pack ?? 0,
    referral: byKind.referral ?? 0,
    total: rows.reduce((sum, row) => sum + row.remaining, 0),
  };
}

export async function startAnalyses(
  database: DatabaseHandle,
  userId: string,
  count: number,
  createdAt = new Date(),
) {
  for (let index = 0; index < count; index += 1) {
    await database.db
      .insert(analyses)
      .values({ userId, ideaText: `Idea ${index}`, status: "succeeded", createdAt });
  }
}

/** Waits for the fake's asynchronous deliveries (charge.refunded follows a refund). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type { FakeStripe };
