import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { createSecretBox, secretBoxKey } from "../../../src/server/crypto/secret-box.ts";
import {
  connectStateKey,
  isValidConnectState,
  issueConnectState,
} from "../../../src/server/modules/integrations/notion/connect-state.ts";

const box = createSecretBox(randomBytes(32));

test("a sealed token opens back exactly, and the stored text does not contain it", () => {
  const token = "ntn_secret_abcdefghijklmnopqrstuvwxyz0123456789";
  const sealed = box.seal(token, "notion-access-token");
  expect(sealed).not.toContain(token);
  expect(sealed.startsWith("v1.")).toBe(true);
  expect(box.open(sealed, "notion-access-token")).toBe(token);
  // Each seal uses a fresh nonce: equal tokens do not give equal rows.
  expect(box.seal(token, "notion-access-token")).not.toBe(sealed);
});

test("a value opens only with its key and for its purpose, and not once altered", () => {
  const sealed = box.seal("token", "notion-access-token");
  expect(box.open(sealed, "report-share-token")).toBeNull();
  expect(createSecretBox(randomBytes(32)).open(sealed, "notion-access-token")).toBeNull();
  const [version, nonce, tag, body] = sealed.split(".");
  const flipped = body!.startsWith("A") ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
  expect(box.open([version, nonce, tag, flipped].join("."), "notion-access-token")).toBeNull();
  expect(box.open("plain-token-from-before", "notion-access-token")).toBeNull();
});

test("without a configured key, the same session secret derives the same key in every process", () => {
  const secret = "s".repeat(40);
  const first = createSecretBox(secretBoxKey({ configuredKey: undefined, authSecret: secret }));
  const second = createSecretBox(secretBoxKey({ configuredKey: undefined, authSecret: secret }));
  expect(second.open(first.seal("token", "p"), "p")).toBe("token");
  const configured = randomBytes(32);
  expect(secretBoxKey({ configuredKey: configured, authSecret: secret })).toBe(configured);
});

test("the Notion connect state is accepted only from the session that asked, and only for ten minutes", () => {
  const key = connectStateKey("s".repeat(40));
  const now = Date.parse("2026-11-26T10:00:00Z");
  const state = issueConnectState(key, "session-a", now);
  expect(isValidConnectState(key, { state, sessionId: "session-a", now: now + 60_000 })).toBe(true);
  expect(isValidConnectState(key, { state, sessionId: "session-b", now })).toBe(false);
  expect(isValidConnectState(key, { state, sessionId: "session-a", now: now + 11 * 60_000 })).toBe(
    false,
  );
  const [nonce, issuedAt, signature] = state.split(".");
  const later = `${nonce}.${Number(issuedAt) + 1}.${signature}`;
  expect(isValidConnectState(key, { state: later, sessionId: "session-a", now })).toBe(false);
  expect(
    isValidConnectState(connectStateKey("t".repeat(40)), { state, sessionId: "session-a", now }),
  ).toBe(false);
  expect(isValidConnectState(key, { state: "", sessionId: "session-a", now })).toBe(false);
});
