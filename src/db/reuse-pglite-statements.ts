import {
  messages,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

/** What drizzle's PGlite driver calls on its client: `query`, and `transaction` for the rest. */
export type StatementClient = Pick<PGlite, "query" | "transaction">;

interface Statement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when it parsed the statement. */
  paramTypes: number[];
  /** The result's columns (none for a statement that returns no rows). */
  fields: Array<{ name: string; dataTypeID: number }>;
}

/**
 * Statements kept parsed at once. Drizzle's SQL texts are few (one per call site and shape),
 * but a multi-row insert's text grows with its rows, so the oldest are closed past this.
 */
const KEPT_STATEMENTS = 200;
/** PostgreSQL's codes for a kept statement that is gone or whose result changed shape. */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

function concatenated(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

/**
 * A client for drizzle that runs each statement outside a transaction as a named statement
 * PostgreSQL parsed once, in one call into PGlite's WebAssembly (ADR 0016, third round,
 * embedded). PGlite's own `query()` parses, describes and plans the text again on every call, in
 * six calls, and copies its whole table of type parsers to read each result.
 *
 * Everything else is PGlite's: the same locks (so a statement never runs inside another
 * caller's transaction), the same parameter serialisers and result parsers, the same result
 * shape and errors. Transactions and options this path does not know (a blob, parameter types)
 * go through PGlite's `query()`. A statement PostgreSQL no longer knows, or whose result changed
 * shape with its table, is parsed again.
 */
export function reusePgliteStatements(pglite: PGlite): StatementClient {
  const statements = new Map<string, Statement>();
  /** Statements dropped from the map, closed in the next round trip. */
  const closing: string[] = [];
  let nextName = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `gt_s${nextName++}`;
    const replies = await pglite.execProtocolStream(
      concatenated([
        ...closing.splice(0).map((old) => protocol.serialize.close({ type: "S", name: old })),
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = { name, paramTypes: [], fields: [] };
    for (const reply of replies) {
      if (reply instanceof messages.ParameterDescriptionMessage)
        statement.paramTypes = reply.dataTypeIDs;
      else if (reply instanceof messages.RowDescriptionMessage)
        statement.fields = reply.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    }
    statements.set(text, statement);
    if (statements.size > KEPT_STATEMENTS) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      closing.push(oldest![1].name);
    }
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[index]!;
      const serialize = options?.serializers?.[oid] ?? pglite.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const replies = await pglite.execProtocolStream(
      concatenated([
        ...closing.splice(0).map((old) => protocol.serialize.close({ type: "S", name: old })),
        protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
        protocol.serialize.execute(),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    return resultOf<T>(replies, statement.fields, options);
  }

  function resultOf<T>(
    replies: messages.BackendMessage[],
    fields: Statement["fields"],
    options: QueryOptions | undefined,
  ): Results<T> {
    // The parser per column, as PGlite's parseResults picks it: the call's, then the instance's.
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID],
    );
    const parsed = (value: string | null, column: number) => {
      if (value === null) return null;
      const parser = parsers[column];
      return parser ? parser(value, fields[column]!.dataTypeID) : value;
    };
    const rows: unknown[] = [];
    let result: Results<T> = { rows: [], fields, affectedRows: 0 };
    for (const reply of replies) {
      if (reply instanceof messages.DataRowMessage) {
        if (options?.rowMode === "array") {
          rows.push(reply.fields.map(parsed));
        } else {
          const row: Record<string, unknown> = {};
          reply.fields.forEach((value, column) => {
            row[fields[column]!.name] = parsed(value, column);
          });
          rows.push(row);
        }
      } else if (reply instanceof messages.CommandCompleteMessage) {
        const words = reply.text.split(" ");
        const command = words[0]!;
        const rowCount = Number.parseInt(words.at(-1)!, 10);
        const counted = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command);
        result = {
          rows: rows as T[],
          fields,
          command,
          affectedRows: counted ? rowCount : 0,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        };
      }
    }
    return result;
  }

  return {
    transaction: (callback) => pglite.transaction(callback),
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (options?.blob || options?.paramTypes) return pglite.query<T>(text, params, options);
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          try {
            try {
              return await run<T>(text, params, options);
            } catch (error) {
              if (!(error instanceof messages.DatabaseError)) throw error;
              const stale = statements.get(text);
              if (!stale || !STALE_STATEMENT.has(error.code ?? "")) throw error;
              // Parsed again from its text, as PGlite's query() would on every call. A failed
              // statement changed nothing, so running it again is safe.
              statements.delete(text);
              closing.push(stale.name);
              return await run<T>(text, params, options);
            }
          } catch (error) {
            // As PGlite's own errors carry them.
            if (error instanceof messages.DatabaseError)
              Object.assign(error, { query: text, params, queryOptions: options });
            throw error;
          } finally {
            await pglite.syncToFs();
          }
        }),
      );
    },
  };
}
