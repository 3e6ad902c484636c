import type { z } from "zod";

/**
 * Text people type holds no control characters. A NUL byte cannot be stored in a PostgreSQL
 * text or jsonb value at all (the write fails), and the other C0 controls, DEL and lone UTF-16
 * surrogates are invisible, break e-mail headers and logs, and come only from scripts or broken
 * copy and paste. Refused up front, they are a plain 400 instead of a failed write.
 */
export const CONTROL_CHARACTERS_MESSAGE = "Remove the invisible control characters from this text.";

// With the `u` flag a surrogate range matches only a surrogate that is not half of a pair.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\uD800-\uDFFF]/u;
// Tab, line feed and carriage return are ordinary in a message someone writes.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/u;

export type TextKind = "single-line" | "multi-line";

export function hasControlCharacters(text: string, kind: TextKind = "single-line"): boolean {
  return (kind === "multi-line" ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** The one rule for every string a person enters: `plainText(z.string()...)`, multi-line where it is a message. */
export function plainText<Schema extends z.ZodType<string, unknown>>(
  schema: Schema,
  kind: TextKind = "single-line",
): Schema {
  return schema.refine((text) => !hasControlCharacters(text, kind), CONTROL_CHARACTERS_MESSAGE);
}
