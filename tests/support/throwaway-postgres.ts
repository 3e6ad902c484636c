import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty database on the PostgreSQL server `baseUrl` points at: its URL, and how to drop
 * it (with any connections still open) when done.
 */
export async function createThrowawayPostgres(
  baseUrl: string,
  prefix = "gt_test",
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
