import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter } from "better-auth/adapters";

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * better-auth's plugins recognise a concurrent insert (two processes seeding the OAuth
 * provider's resource row at start-up) by the words "unique" or "duplicate" in the error's
 * message; Drizzle's message is the failed statement, with PostgreSQL's code only in its cause.
 * Saying so in the message lets the loser of that race carry on instead of failing its start.
 */
export function withReadableUniqueViolations(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const create = adapter.create.bind(adapter);
    adapter.create = (async (args: Parameters<typeof create>[0]) => {
      try {
        return await create(args);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new Error(`unique constraint violated (a concurrent insert): ${args.model}`, {
          cause: error,
        });
      }
    }) as typeof adapter.create;
    return adapter;
  };
}
