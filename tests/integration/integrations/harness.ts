import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../../src/db/client.ts";
import { analyses, users } from "../../../src/db/schema.ts";
import { grantPack } from "../../support/grant-pack.ts";
import { reportFixture } from "../../unit/report/fixtures.ts";
import { buildAuthTestApp, signUpVerified, type TestApp } from "../auth/auth-helpers.ts";

export type Harness = ReturnType<typeof buildAuthTestApp>;

export function buildHarness(database: DatabaseHandle, env: Record<string, string> = {}): Harness {
  return buildAuthTestApp(database, env);
}

/** A signed-in, verified user; `paid` gives them a Professional pack (premium features). */
export async function aUser(
  app: TestApp,
  database: DatabaseHandle,
  options: { paid?: boolean } = {},
) {
  const { cookie, email } = await signUpVerified(app, database);
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const userId = row!.id;
  if (options.paid) await grantPack(database, userId);
  return { cookie, email, userId };
}

/** A finished analysis of the user's, holding the full report fixture. */
export async function aFinishedAnalysis(
  database: DatabaseHandle,
  userId: string,
  overrides: Partial<typeof analyses.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(analyses)
    .values({
      userId,
      ideaText: reportFixture.idea,
      status: "succeeded",
      results: reportFixture,
      finishedAt: new Date(),
      ...overrides,
    })
    .returning({ id: analyses.id });
  return row!.id;
}
