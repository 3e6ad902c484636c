import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { signInFailures } from "../../db/schema.ts";

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 60_000;
export const TOO_MANY_SIGN_IN_FAILURES =
  "Too many failed sign-in attempts. Please wait a minute and try again.";

function keys(input: { email: string | undefined; ip: string }): string[] {
  const list = [`ip:${input.ip}`];
  if (input.email) list.push(`email:${input.email.trim().toLowerCase()}`);
  return list;
}

/**
 * Failures are kept in the database so the limit holds across restarts and across several
 * server processes; a wrong password counts against both the account and the address.
 * Returns the seconds to wait, or 0 when the attempt may go ahead.
 */
export async function signInRetryAfter(
  db: Database,
  input: { email: string | undefined; ip: string; now: Date },
): Promise<number> {
  const since = new Date(input.now.getTime() - SIGN_IN_WINDOW_MS);
  for (const key of keys(input)) {
    const [row] = await db
      .select({ failures: count(), oldest: min(signInFailures.failedAt) })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, since)));
    if (row && row.failures >= SIGN_IN_FAILURE_LIMIT) {
      const oldest = row.oldest ? new Date(row.oldest).getTime() : input.now.getTime();
      return Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - input.now.getTime()) / 1000));
    }
  }
  return 0;
}

export async function recordSignInFailure(
  db: Database,
  input: { email: string | undefined; ip: string; now: Date },
): Promise<void> {
  await db.insert(signInFailures).values(keys(input).map((key) => ({ key, failedAt: input.now })));
  // Old rows are useless; pruning on write keeps the table at one minute of failures.
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.failedAt, new Date(input.now.getTime() - 10 * SIGN_IN_WINDOW_MS)));
}

/** A successful sign-in forgives the account's earlier mistakes (not the address's). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [`email:${email.trim().toLowerCase()}`]));
}
