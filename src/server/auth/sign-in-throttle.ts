import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { signInFailures } from "../../db/schema.ts";

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 60_000;
export const TOO_MANY_SIGN_IN_FAILURES =
  "Too many failed sign-in attempts. Please wait a minute and try again.";

function accountKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** Sorted, so every attempt takes the keys' locks in one order and two cannot deadlock. */
function keys(input: { email: string | undefined; ip: string }): string[] {
  const list = [`ip:${input.ip}`];
  if (input.email) list.push(accountKey(input.email));
  return list.sort();
}

export type SignInReservation =
  { allowed: true; attemptIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Books this attempt against the account and the address before any password is checked, or
 * answers how long to wait. Checking first and recording the failure after the answer let
 * guesses sent together all pass the check (20 at once were all evaluated where 5 are
 * allowed): here each key's count and the booking happen under that key's lock, so the sixth
 * concurrent attempt already sees five. A booked attempt counts as a failure until
 * `settleSignInAttempt` says otherwise. In the database, so the limit holds across restarts
 * and across several server processes.
 */
export async function reserveSignInAttempt(
  db: Database,
  input: { email: string | undefined; ip: string; now: Date },
): Promise<SignInReservation> {
  const since = new Date(input.now.getTime() - SIGN_IN_WINDOW_MS);
  const reservation = await db.transaction(async (tx): Promise<SignInReservation> => {
    const attemptKeys = keys(input);
    for (const key of attemptKeys)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${key}`}))`);
    for (const key of attemptKeys) {
      const [row] = await tx
        .select({ failures: count(), oldest: min(signInFailures.failedAt) })
        .from(signInFailures)
        .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, since)));
      if (row && row.failures >= SIGN_IN_FAILURE_LIMIT) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : input.now.getTime();
        const wait = Math.ceil((oldest + SIGN_IN_WINDOW_MS - input.now.getTime()) / 1000);
        return { allowed: false, retryAfterSeconds: Math.max(1, wait) };
      }
    }
    const booked = await tx
      .insert(signInFailures)
      .values(attemptKeys.map((key) => ({ key, failedAt: input.now })))
      .returning({ id: signInFailures.id });
    return { allowed: true, attemptIds: booked.map((row) => row.id) };
  });
  if (reservation.allowed) {
    // Old rows are useless; pruning on write keeps the table at a few minutes of failures.
    await db
      .delete(signInFailures)
      .where(lt(signInFailures.failedAt, new Date(input.now.getTime() - 10 * SIGN_IN_WINDOW_MS)));
  }
  return reservation;
}

/**
 * What a booked attempt turned out to be. A wrong password keeps its booking as the failure it
 * is. A right one gives it back and forgives the account's earlier mistakes (not the
 * address's). Anything else (a malformed body, a flood limit, an error) checked no password and
 * gives the booking back.
 */
export async function settleSignInAttempt(
  db: Database,
  input: {
    attemptIds: number[];
    email: string | undefined;
    outcome: "wrong-password" | "signed-in" | "not-checked";
  },
): Promise<void> {
  if (input.outcome === "wrong-password") return;
  await db.delete(signInFailures).where(inArray(signInFailures.id, input.attemptIds));
  if (input.outcome === "signed-in" && input.email)
    await db.delete(signInFailures).where(eq(signInFailures.key, accountKey(input.email)));
}
