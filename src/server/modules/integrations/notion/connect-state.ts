import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The OAuth `state` for Connect Notion, bound to the session that asked: a nonce, when it was
 * issued, and an HMAC over both and the session id. A callback presented in another session
 * (an attacker's code planted in a victim's browser), a changed state or one older than
 * STATE_TTL_MS is refused. Nothing is stored: the signature is the proof.
 */
const STATE_TTL_MS = 10 * 60 * 1000;

/** Its own key, derived from the session secret: a state signature opens nothing else. */
export function connectStateKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "groundtruth", "notion connect state v1", 32));
}

function sign(key: Buffer, sessionId: string, nonce: string, issuedAt: string): string {
  return createHmac("sha256", key)
    .update(`notion-connect\n${sessionId}\n${nonce}\n${issuedAt}`)
    .digest("base64url");
}

export function issueConnectState(key: Buffer, sessionId: string, now: number): string {
  const nonce = randomBytes(18).toString("base64url");
  const issuedAt = String(now);
  return `${nonce}.${issuedAt}.${sign(key, sessionId, nonce, issuedAt)}`;
}

export function isValidConnectState(
  key: Buffer,
  input: { state: string; sessionId: string; now: number },
): boolean {
  const [nonce, issuedAt, signature, extra] = input.state.split(".");
  if (!nonce || !issuedAt || !signature || extra !== undefined) return false;
  const age = input.now - Number(issuedAt);
  if (!Number.isFinite(age) || age < 0 || age > STATE_TTL_MS) return false;
  const expected = Buffer.from(sign(key, input.sessionId, nonce, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
