import { and, desc, eq, sql } from "drizzle-orm";
import type { ConnectedApp } from "../../../contract/api-access.ts";
import type { Database } from "../../../db/client.ts";
import {
  oauthAccessTokens,
  oauthClients,
  oauthClientUsage,
  oauthConsents,
  oauthRefreshTokens,
} from "../../../db/tables/oauth.ts";
import { AppError } from "../../app-error.ts";
import type { Transaction } from "../credits/lock-user-ledger.ts";

function hostOf(uri: string | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).host || null;
  } catch {
    return null;
  }
}

/** The assistants a user approved on the consent page, newest first. */
export async function listConnectedApps(db: Database, userId: string): Promise<ConnectedApp[]> {
  const rows = await db
    .select({
      clientId: oauthConsents.clientId,
      name: oauthClients.name,
      redirectUris: oauthClients.redirectUris,
      scopes: oauthConsents.scopes,
      connectedAt: oauthConsents.createdAt,
      lastUsedAt: oauthClientUsage.lastUsedAt,
    })
    .from(oauthConsents)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
    .leftJoin(
      oauthClientUsage,
      and(
        eq(oauthClientUsage.clientId, oauthConsents.clientId),
        eq(oauthClientUsage.userId, userId),
      ),
    )
    .where(eq(oauthConsents.userId, userId))
    .orderBy(desc(oauthConsents.createdAt));
  return rows.map((row) => ({
    clientId: row.clientId,
    name: row.name?.trim() || "Unnamed app",
    redirectHost: hostOf(row.redirectUris[0]),
    scopes: row.scopes,
    connectedAt: (row.connectedAt ?? new Date(0)).toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Everything that lets a client act for a user: its consent, tokens and our note of its use.
 * Without `clientId`, every client's. The consents removed are returned.
 */
export async function deleteGrants(
  tx: Transaction,
  input: { userId: string; clientId?: string },
): Promise<{ id: string }[]> {
  const mine = (
    table:
      | typeof oauthConsents
      | typeof oauthRefreshTokens
      | typeof oauthAccessTokens
      | typeof oauthClientUsage,
  ) =>
    input.clientId === undefined
      ? eq(table.userId, input.userId)
      : and(eq(table.userId, input.userId), eq(table.clientId, input.clientId));
  await tx.delete(oauthAccessTokens).where(mine(oauthAccessTokens));
  await tx.delete(oauthRefreshTokens).where(mine(oauthRefreshTokens));
  await tx.delete(oauthClientUsage).where(mine(oauthClientUsage));
  return tx.delete(oauthConsents).where(mine(oauthConsents)).returning({ id: oauthConsents.id });
}

/**
 * Revoke in Settings: the consent and every token the client holds for this user go, so its
 * next call is refused (the MCP endpoint also checks the consent on every call, which stops an
 * access token that is still within its few minutes).
 */
export async function revokeConnectedApp(
  db: Database,
  input: { userId: string; clientId: string },
): Promise<void> {
  const removed = await db.transaction((tx) => deleteGrants(tx, input));
  if (removed.length === 0) throw new AppError("not_found", "No such connected app.");
}

/** What the user allows a client now: checked on every MCP call and every refresh. */
export interface Consent {
  scopes: string[];
  createdAt: Date | null;
}

export async function findConsent(
  db: Database,
  input: { userId: string; clientId: string },
): Promise<Consent | null> {
  const [row] = await db
    .select({ scopes: oauthConsents.scopes, createdAt: oauthConsents.createdAt })
    .from(oauthConsents)
    .where(and(eq(oauthConsents.userId, input.userId), eq(oauthConsents.clientId, input.clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a token belongs to the consent standing now rather than to one revoked before it: a
 * refresh racing a revoke can mint tokens just after the revoke deleted the others, and those
 * must not come back to life when the person approves the app again. In whole seconds, the
 * grain of a JWT's `iat`.
 */
export function issuedUnderConsent(consent: Consent, issuedAt: Date | null): boolean {
  if (!consent.createdAt || !issuedAt) return true;
  return Math.floor(consent.createdAt.getTime() / 1000) <= Math.floor(issuedAt.getTime() / 1000);
}

/** A token's scopes, cut to what the person allows now (they may have ticked some off since). */
export function scopesAllowedNow(consent: Consent, tokenScopes: readonly string[]): string[] {
  const allowed = new Set(consent.scopes);
  return tokenScopes.filter((scope) => allowed.has(scope));
}

/** Notes a client's use, at most once a minute (one conditional upsert). */
export async function recordClientUse(
  db: Database,
  input: { userId: string; clientId: string; now: Date },
): Promise<void> {
  await db
    .insert(oauthClientUsage)
    .values({ userId: input.userId, clientId: input.clientId, lastUsedAt: input.now })
    .onConflictDoUpdate({
      target: [oauthClientUsage.userId, oauthClientUsage.clientId],
      set: { lastUsedAt: input.now },
      setWhere: sql`${oauthClientUsage.lastUsedAt} < ${input.now}::timestamptz - interval '1 minute'`,
    });
}
