import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. Redaction is a second line of defence: the first is never putting a
 * secret into a log call. The paths cover request headers and any body-like object logged.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "*.secret",
  "*.apiKey",
  "password",
  "token",
  "secret",
];

/** Error fields that carry the values a failed query was given (form input, e-mails). */
const QUERY_VALUE_FIELDS = ["params", "parameters", "detail", "where"];

/**
 * A failed query's error repeats its parameters (Drizzle: "params: a@b.c,..." in the message;
 * PostgreSQL: "Key (email)=(a@b.c)" in `detail`), which may be what a visitor typed into the
 * contact form. The statement stays in the log; the values do not.
 */
function scrubQueryValues(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== "object" || depth > 4) return value;
  const record = { ...(value as Record<string, unknown>) };
  for (const field of QUERY_VALUE_FIELDS) if (field in record) record[field] = "[redacted]";
  for (const field of ["message", "stack"]) {
    if (typeof record[field] === "string")
      record[field] = (record[field] as string).replace(
        /\nparams: [\s\S]*?(?=\n\s+at |$)/g,
        "\nparams: [redacted]",
      );
  }
  if (record.cause) record.cause = scrubQueryValues(record.cause, depth + 1);
  return record;
}

export function serializeError(error: unknown): unknown {
  return scrubQueryValues(pino.stdSerializers.err(error as Error));
}

export function createLogger(options: {
  level: string;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      base: { service: "groundtruth" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}
