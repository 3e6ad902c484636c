import { expect, test } from "vitest";
import { verifications } from "../../../src/db/tables/auth.ts";
import { purgeExpiredVerifications } from "../../../src/server/modules/account/purge-expired-verifications.ts";
import { createTestDatabase, describeEachDatabase } from "../../support/test-database.ts";

describeEachDatabase("the verification sweep", (leg) => {
  test("expired rows (used DPoP proofs, abandoned links) go; live ones stay", async () => {
    const database = await createTestDatabase(leg);
    try {
      const now = new Date("2026-11-26T12:00:00Z");
      const row = (id: string, expiresAt: Date) => ({
        id,
        identifier: `dpop-proof:${id}`,
        value: id,
        expiresAt,
      });
      await database.db
        .insert(verifications)
        .values([
          row("expired", new Date(now.getTime() - 1_000)),
          row("live-proof", new Date(now.getTime() + 60_000)),
          row("live-link", new Date(now.getTime() + 24 * 3600_000)),
        ]);
      await purgeExpiredVerifications(database.db, now);
      const left = await database.db.select({ id: verifications.id }).from(verifications);
      expect(left.map((entry) => entry.id).sort()).toEqual(["live-link", "live-proof"]);
    } finally {
      await database.close();
    }
  });
});
