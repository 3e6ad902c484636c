import type { SourceRef } from "./report.ts";

/**
 * Shortening a source's words for display without changing them: a cut at a word, marked with an
 * ellipsis, so what is left is still the source's text, in its order.
 */
export function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "")}…`;
}

/** The first words of a text, for naming an item that has no title of its own. */
export function firstWords(text: string, count = 14): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(" ")}…` : text.trim();
}

/** How a source is named in a list of sources: its title, or its own first words. */
export function sourceTitle(source: Pick<SourceRef, "title" | "text">): string {
  return source.title ?? firstWords(source.text);
}
