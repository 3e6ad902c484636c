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

/**
 * What a name must not hold besides control characters: C1 controls (NEL U+0085 breaks lines),
 * the line and paragraph separators, the direction marks, embeddings, overrides and isolates
 * that reorder what is shown around them ("exe.\u202Etxt" reads "exe.txt" backwards), the
 * zero-width space and the byte-order mark. Joiners (U+200C, U+200D) stay: scripts and emoji
 * need them.
 */
const NAME_FORMATTING = /[\u0080-\u009F\u061C\u200B\u200E\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/u;
const NAME_FORMATTING_ALL = new RegExp(NAME_FORMATTING.source, "gu");

/** Whether a name shown to someone else (or in their e-mail) could hide or reorder text. */
export function hasInvisibleFormatting(text: string): boolean {
  return hasControlCharacters(text) || NAME_FORMATTING.test(text);
}

/**
 * A name written into a line of someone's e-mail, however it was stored: line breaks and tabs
 * become spaces, other controls and direction marks are dropped, runs of spaces become one.
 */
export function toPlainLine(text: string): string {
  return text
    .replace(/[\r\n\t\u0085\u2028\u2029]/gu, " ")
    .replace(NAME_FORMATTING_ALL, "")
    .replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, "gu"), "")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** The one rule for every string a person enters: `plainText(z.string()...)`, multi-line where it is a message. */
export function plainText<Schema extends z.ZodType<string, unknown>>(
  schema: Schema,
  kind: TextKind = "single-line",
): Schema {
  return schema.refine((text) => !hasControlCharacters(text, kind), CONTROL_CHARACTERS_MESSAGE);
}

/** A name others will read (an API key's, in its owner's e-mail): plain text, nothing that hides or reorders. */
export function plainName<Schema extends z.ZodType<string, unknown>>(schema: Schema): Schema {
  return schema.refine((text) => !hasInvisibleFormatting(text), CONTROL_CHARACTERS_MESSAGE);
}
