import { collapseWhitespace, isVerbatim } from "./page-text.ts";
import type { ReadPage } from "./page-text.ts";

/** Where a field was read: the page and the verbatim words on it. */
export interface Source {
  url: string;
  snippet: string;
}

export type Sourced<T> = { value: T } & Source;

export type SitePlan = {
  name: string | null;
  /** As written: "$29", "€12", "Free"; "Custom" when the page prices by conversation. */
  price: string;
  period: string | null;
} & Source;

export function contains(snippet: string, value: string): boolean {
  return collapseWhitespace(snippet).includes(collapseWhitespace(value));
}

/** A field is kept only when its snippet is on the page and its value is in its snippet. */
export function isBacked(field: Sourced<string>, page: ReadPage): boolean {
  return isVerbatim(field.snippet, page) && contains(field.snippet, field.value);
}
