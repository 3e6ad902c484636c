import type { DatabaseHandle } from "../../src/db/client.ts";
import { grantCredits } from "../../src/server/modules/credits/grant-credits.ts";

/** A paid pack of 10 reports valid a year: the Professional plan premium features need. */
export async function grantPack(database: DatabaseHandle, userId: string): Promise<void> {
  const now = new Date();
  await database.db.transaction((tx) =>
    grantCredits(tx, {
      userId,
      kind: "pack",
      amount: 10,
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      sourceRef: `test-pack-${userId}`,
      now,
    }),
  );
}
