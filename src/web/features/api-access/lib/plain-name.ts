/**
 * Format characters (zero-width, bidirectional overrides and isolates) would let a client's
 * self-chosen name reorder or hide what the user reads: a right-to-left override can make one
 * name look like another.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** A name an OAuth client gave itself, as plain visible text; `fallback` when nothing is left. */
export function plainName(name: string | null | undefined, fallback: string): string {
  const visible = (name ?? "").replace(INVISIBLE, "").trim();
  return visible || fallback;
}
