import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The one-click unsubscribe link of a watch's e-mails: the watch id and an HMAC over it, so
 * it works without sign-in and only for its own watch. Nothing is stored; it stays valid for
 * as long as the watch exists (a stopped watch has nothing left to stop).
 */
export function unsubscribeKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "groundtruth", "watch unsubscribe v1", 32));
}

function sign(key: Buffer, watchId: string): string {
  return createHmac("sha256", key).update(`watch-unsubscribe\n${watchId}`).digest("base64url");
}

export function unsubscribeUrl(input: { appUrl: string; key: Buffer; watchId: string }): string {
  const query = new URLSearchParams({
    watch: input.watchId,
    signature: sign(input.key, input.watchId),
  });
  return `${input.appUrl}/unsubscribe?${query}`;
}

/** Where a mail client posts RFC 8058's one-click unsubscribe, with the same signed query. */
export function oneClickUnsubscribeUrl(input: { appUrl: string; key: Buffer; watchId: string }) {
  return unsubscribeUrl(input).replace("/unsubscribe?", "/api/watch-unsubscribe?");
}

export function isValidUnsubscribeSignature(
  key: Buffer,
  input: { watchId: string; signature: string },
): boolean {
  const expected = Buffer.from(sign(key, input.watchId));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
