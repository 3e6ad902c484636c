import type { Database } from "./client.ts";

/**
 * A statement built once per database and reused: the hottest reads (every signed-in request's
 * session, a page's first reads) otherwise rebuild their SQL from the query builder each time,
 * which costs more than the database takes to answer them. PostgreSQL also plans a named
 * statement once per connection. drizzle's PGlite driver ignores the name: there, every
 * statement's text is kept parsed by `reuse-pglite-statements.ts` instead.
 */
export function preparedPerDatabase<P>(prepare: (db: Database) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
