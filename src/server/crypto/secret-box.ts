import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets we keep for users (a Notion access token, a share link's token) are stored encrypted:
 * AES-256-GCM, a fresh 96-bit nonce per value, the tag checked on every read. The stored text
 * is `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a later key or algorithm can sit beside
 * this one. The purpose string is bound as associated data: a value sealed for one use does
 * not open as another.
 */
export interface SecretBox {
  seal(plaintext: string, purpose: string): string;
  /** Null when the value was sealed with another key or for another purpose, or was altered. */
  open(sealed: string, purpose: string): string | null;
}

const VERSION = "v1";
const NONCE_BYTES = 12;

/**
 * TOKEN_ENCRYPTION_KEY when configured (32 bytes, base64 or hex); otherwise a key derived from
 * the session secret with HKDF, so the embedded set-up needs no extra setting. Either way every
 * process sharing the database must use the same value (config checks that AUTH_SECRET is set
 * with DATABASE_URL).
 */
export function secretBoxKey(input: {
  configuredKey: Buffer | undefined;
  authSecret: string;
}): Buffer {
  if (input.configuredKey) return input.configuredKey;
  return Buffer.from(
    hkdfSync("sha256", input.authSecret, "groundtruth", "secret-box encryption key v1", 32),
  );
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("The secret-box key must be 32 bytes");
  return {
    seal(plaintext, purpose) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed, purpose) {
      const [version, nonce, tag, body, extra] = sealed.split(".");
      if (version !== VERSION || !nonce || !tag || body === undefined || extra !== undefined)
        return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
