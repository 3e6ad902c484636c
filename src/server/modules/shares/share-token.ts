import { createHash, randomBytes } from "node:crypto";

/** The purpose a share token is sealed for, so the owner can copy the link again. */
export const SHARE_TOKEN_PURPOSE = "report-share-token";

/** 32 random bytes: the link is the only key to the report, so it must not be guessable. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Looked up by hash: the table alone does not give anyone a working link. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function shareUrl(appUrl: string, token: string): string {
  return `${appUrl}/shared/${token}`;
}
