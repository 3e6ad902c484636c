/**
 * PostgreSQL text and jsonb cannot hold a NUL character, and jsonb refuses half a surrogate
 * pair. Text we did not type ourselves (a model's answer, a scraped comment) may carry either;
 * written as is, the whole row's write fails. Dropped here, nothing a reader could see is lost.
 */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}

/** `storableText` applied to every string inside a JSON value (keys included). */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => storableJson(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as T;
  }
  return value;
}
