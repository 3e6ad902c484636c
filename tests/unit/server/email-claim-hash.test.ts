import { describe, expect, it } from "vitest";
import {
  emailClaimHash,
  normaliseMailbox,
} from "../../../src/server/modules/credits/email-claim-hash.ts";

describe("one mailbox, however it is spelled", () => {
  it("folds case, spaces, +tags, Gmail's dots and googlemail.com", () => {
    expect(normaliseMailbox("  Jane.Doe+trial3@GoogleMail.com ")).toBe("janedoe@gmail.com");
    expect(normaliseMailbox("j.a.n.e.doe@gmail.com")).toBe("janedoe@gmail.com");
    expect(normaliseMailbox("Founder+x@Example.com")).toBe("founder@example.com");
  });
  it("keeps dots where the provider treats them as part of the name", () => {
    expect(normaliseMailbox("jane.doe@example.com")).not.toBe(
      normaliseMailbox("janedoe@example.com"),
    );
  });
  it("stores a hash, not the address", () => {
    const hash = emailClaimHash("jane@example.com");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(emailClaimHash("JANE+1@example.com"));
  });
});
