import { and, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { users } from "../../../db/schema.ts";

export const PURGE_AFTER_DAYS = 30;

/**
 * Removes every row of accounts deleted more than 30 days ago. Other features keep their
 * rows in tables with a user_id column and no foreign key, so those tables are found from
 * the catalogue: a table added later is purged too without anyone remembering to list it.
 * A delete blocked by a foreign key between such tables is retried after the others.
 */
export async function purgeDeletedAccounts(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const doomed = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff)));
  if (doomed.length === 0) return 0;
  const ids = doomed.map((row) => row.id);

  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id'
      and table_name <> 'users'
  `);
  const rows = (
    Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows
  ) as {
    table_name: string;
  }[];
  let pending = rows.map((row) => row.table_name);
  for (let pass = 0; pass < 5 && pending.length > 0; pass += 1) {
    const failed: string[] = [];
    for (const table of pending) {
      try {
        await db.execute(
          sql`delete from ${sql.identifier(table)} where user_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      } catch {
        failed.push(table);
      }
    }
    pending = failed;
  }
  await db.delete(users).where(inArray(users.id, ids));
  return ids.length;
}
