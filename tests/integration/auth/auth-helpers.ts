import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { expect } from "vitest";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { users } from "../../../src/db/schema.ts";
import { outboxDir, type OutboxEntry } from "../../../src/server/mail/mailer.ts";
import { buildTestApp, testConfig } from "../../support/test-app.ts";
import type { AppDeps } from "../../../src/server/app.ts";

export const ORIGIN = "http://localhost:3000";

export function buildAuthTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, "database" | "config">> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gt-auth-test-"));
  const config = testConfig({ APP_URL: ORIGIN, DATA_DIR: dataDir, TRUST_PROXY: "true", ...env });
  const built = buildTestApp(database, { ...deps, config });
  return { ...built, config, dataDir };
}

export type TestApp = ReturnType<typeof buildAuthTestApp>["app"];

let ipCounter = 1;
/** A fresh client address, so tests do not share throttling buckets. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function freshEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}-${Date.now()}-${emailCounter}@example.com`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, ...value] = pair.split("=");
    jar.set(name!, value.join("="));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [name, ...value] = pair!.split("=");
    const expired = /max-age=0/i.test(header) || value.join("=") === "";
    if (expired) jar.delete(name!);
    else jar.set(name!, value.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export async function call(
  app: TestApp,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "x-forwarded-for": options.ip ?? "10.200.0.1",
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return app.request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export async function signUp(
  app: TestApp,
  input: { email?: string; password?: string; cookie?: string; ip?: string } = {},
) {
  const email = input.email ?? freshEmail();
  const password = input.password ?? "correct horse";
  const response = await call(app, "POST", "/api/auth/sign-up/email", {
    body: { email, password, name: email.split("@")[0], callbackURL: "/dashboard" },
    cookie: input.cookie,
    ip: input.ip ?? freshIp(),
  });
  return { response, email, password, cookie: cookiesFrom(response, input.cookie) };
}

/**
 * Signs up and confirms the e-mail as a founder who opened the link would (the free report
 * needs a confirmed address; auth-flows.test.ts follows the real link from the outbox).
 */
export async function signUpVerified(
  app: TestApp,
  database: DatabaseHandle,
  input: Parameters<typeof signUp>[1] = {},
) {
  const result = await signUp(app, input);
  await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, result.email.toLowerCase()));
  return result;
}

/**
 * A confirmed e-mail account with TOTP enrolled (the password is needed to enrol), signed out:
 * its authenticator, backup codes and id.
 */
export async function anEnrolledAccount(app: TestApp, database: DatabaseHandle) {
  const { email, password, cookie } = await signUpVerified(app, database);
  const enable = await call(app, "POST", "/api/auth/two-factor/enable", {
    body: { password },
    cookie,
    ip: freshIp(),
  });
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await call(app, "POST", "/api/auth/two-factor/verify-totp", {
    body: { code: totp.generate() },
    cookie,
    ip: freshIp(),
  });
  expect(verify.status).toBe(200);
  await call(app, "POST", "/api/auth/sign-out", { cookie: cookiesFrom(verify, cookie), body: {} });
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return { email, password, totp, backupCodes, userId: row!.id };
}

export async function signIn(
  app: TestApp,
  input: { email: string; password: string; ip?: string; cookie?: string },
) {
  const response = await call(app, "POST", "/api/auth/sign-in/email", {
    body: { email: input.email, password: input.password },
    ip: input.ip ?? freshIp(),
    cookie: input.cookie,
  });
  return { response, cookie: cookiesFrom(response, input.cookie) };
}

export function readOutbox(dataDir: string): OutboxEntry[] {
  const dir = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxEntry);
}

/** Mails sent off the request path (password resets) land a moment after the answer. */
export async function waitForMail(
  dataDir: string,
  matches: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry | undefined> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = readOutbox(dataDir).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

export function linkIn(entry: OutboxEntry): string {
  const match = /https?:\/\/\S+/.exec(entry.text);
  if (!match) throw new Error(`no link in mail ${entry.subject}`);
  return match[0];
}
