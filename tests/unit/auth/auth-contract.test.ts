import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { referralCodeFor, signInSchema, signUpSchema } from "../../../src/contract/auth.ts";
import { resolveAuthSecret } from "../../../src/server/auth/auth-secret.ts";
import { captureLogs } from "../../support/test-app.ts";

describe("auth contract", () => {
  it("builds referral codes from the user id's first 8 characters, upper case", () => {
    expect(referralCodeFor("5ca83b41-1fd1-4981-989a-dad83e5e689b")).toBe("GT-5CA83B41");
  });

  it("requires a 6-character password at sign-up but any password at sign-in", () => {
    expect(
      signUpSchema.safeParse({ email: "a@example.com", password: "12345" }).error?.issues[0]
        ?.message,
    ).toBe("Password must be at least 6 characters");
    expect(signUpSchema.safeParse({ email: "a@example.com", password: "123456" }).success).toBe(
      true,
    );
    expect(signInSchema.safeParse({ email: "a@example.com", password: "1" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "nope", password: "1" }).error?.issues[0]?.message).toBe(
      "Invalid email address",
    );
  });
});

describe("resolveAuthSecret", () => {
  it("prefers AUTH_SECRET", () => {
    const { logger } = captureLogs();
    const configured = "x".repeat(40);
    expect(resolveAuthSecret({ configured, dataDir: "/nonexistent", logger })).toBe(configured);
  });

  it("generates one secret, keeps it with mode 600, reuses it, and never logs it", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gt-secret-"));
    const { logger, lines } = captureLogs();
    const first = resolveAuthSecret({ configured: undefined, dataDir, logger });
    const second = resolveAuthSecret({ configured: undefined, dataDir, logger });
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(lines).toHaveLength(1);
    expect(lines.join("\n")).not.toContain(first);
  });
});
