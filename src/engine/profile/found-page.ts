import type { PageResult } from "../http/safe-fetch.ts";
import type { ReadPage } from "./page-text.ts";

/**
 * Whether a fetched page is the page asked for. A dead link answers 404, or, on many sites, 200
 * with the site's "page not found" page in its own design (a soft 404): neither is a pricing page,
 * however many prices its navigation or suggestions show.
 */

const NOT_FOUND =
  /\b(?:404|not found|page (?:does ?n[o']t|does not|can ?n[o']t|cannot) (?:exist|be found)|can[’']?t find (?:that|this|the) page|couldn[’']?t find (?:that|this|the) page|page you (?:were|are|’re|'re) looking for|no longer exists|nothing (?:here|to see here))\b/i;

export function answered(result: PageResult): result is Extract<PageResult, { ok: true }> {
  return result.ok && result.status >= 200 && result.status < 300;
}

/** The site's not-found page, by what its title and main heading say. */
export function isNotFoundPage(page: ReadPage): boolean {
  const mainHeading = page.headings.find((heading) => heading.level === 1)?.text ?? "";
  return NOT_FOUND.test(page.title) || NOT_FOUND.test(mainHeading);
}
