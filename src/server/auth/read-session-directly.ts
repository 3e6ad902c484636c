import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { sessions, users } from "../../db/schema.ts";

export interface DirectSession {
  user: { id: string; email: string; emailVerified: boolean; twoFactorEnabled: boolean };
  session: { id: string; expiresAt: Date; aal: "aal1" | "aal2" };
}

/** What the reader needs of better-auth's settings, read once it has started. */
export interface SessionCookieSettings {
  cookieName: string;
  secret: string;
  /** A session is refreshed when fewer than expiresIn − updateAge seconds are left of it. */
  expiresInSeconds: number;
  updateAgeSeconds: number;
}

/** A signed cookie's value, `<value>.<base64 HMAC-SHA256>` URL-encoded, as better-call signs it. */
function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Reads a request's session and its user in one statement, for the common case: a correctly
 * signed cookie naming a live session that is not yet due for a refresh. Anything else (no
 * cookie, a bad signature, an unknown, expired or refreshable session) answers null, and
 * better-auth then reads it its own way, with its deletes and refreshes. Revocation still takes
 * effect at once: every read asks the database whether the session exists (ADR 0016).
 */
const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      aal: sessions.aal,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token"),
);

export function createDirectSessionReader(
  db: Database,
  settings: () => Promise<SessionCookieSettings>,
) {
  return async (headers: Headers): Promise<DirectSession | null> => {
    const { cookieName, secret, expiresInSeconds, updateAgeSeconds } = await settings();
    const signed = cookieValue(headers.get("cookie"), cookieName);
    const token = signed ? verifiedValue(signed, secret) : null;
    if (!token) return null;
    const [row] = await sessionByToken(db).execute({ token });
    const now = Date.now();
    if (!row || row.expiresAt.valueOf() <= now) return null;
    const dueForRefresh =
      row.expiresAt.valueOf() - expiresInSeconds * 1000 + updateAgeSeconds * 1000 <= now;
    if (dueForRefresh) return null;
    return {
      user: {
        id: row.userId,
        email: row.email,
        emailVerified: row.emailVerified,
        twoFactorEnabled: Boolean(row.twoFactorEnabled),
      },
      session: {
        id: row.sessionId,
        expiresAt: row.expiresAt,
        aal: row.aal === "aal2" ? "aal2" : "aal1",
      },
    };
  };
}
