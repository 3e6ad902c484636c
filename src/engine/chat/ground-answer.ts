/**
 * Keeps a streamed chat answer inside the evidence: citations "[n]" become links to evidence n,
 * links the evidence does not contain are removed, and text in quotation marks that no evidence
 * says verbatim loses its quotation marks, so it can no longer pass for a quote.
 *
 * Text arrives in arbitrary pieces. A piece is released only up to a point where no link,
 * citation or quotation is still open, so every construct is judged whole.
 */

export interface CitableSource {
  /** The number the report shows for this evidence ("[3]"). */
  number: number;
  url: string;
  text: string;
}

export interface AnswerGrounder {
  push(text: string): string;
  flush(): string;
  readonly removedClaims: number;
}

/**
 * A quotation in an answer: text between straight or curly double quotation marks on one line
 * (the quoted words are the first or second group). For `replace` only: it is global.
 */
export const QUOTATION = /"([^"\n]+)"|“([^”\n]+)”/g;

/** Past this much held-back text an unclosed quotation mark is taken as stray and let through. */
const MAX_HOLD = 800;
const MIN_QUOTE_WORDS = 5;
/** A private-use character marks parked text; no model writes it. */
const PARKED = "\uE000";
const PARKED_PATTERN = new RegExp(`${PARKED}(\\d+)${PARKED}`, "g");

export function normaliseUrl(url: string): string {
  try {
    const parsed = new URL(url.startsWith("www.") ? `https://${url}` : url);
    return `${parsed.host.toLowerCase().replace(/^www\./, "")}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/…|\.\.\./g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function openConstructStart(text: string): number {
  let cut = text.length;
  const lastOpenBracket = text.lastIndexOf("[");
  if (lastOpenBracket !== -1 && text.indexOf("]", lastOpenBracket) === -1)
    cut = Math.min(cut, lastOpenBracket);
  const linkTarget = text.lastIndexOf("](");
  if (linkTarget !== -1 && text.indexOf(")", linkTarget) === -1)
    cut = Math.min(cut, Math.max(0, text.lastIndexOf("[", linkTarget)));
  const straightQuotes = [...text.matchAll(/"/g)];
  if (straightQuotes.length % 2 === 1) cut = Math.min(cut, straightQuotes.at(-1)!.index);
  const lastCurlyOpen = text.lastIndexOf("“");
  if (lastCurlyOpen > text.lastIndexOf("”")) cut = Math.min(cut, lastCurlyOpen);
  return cut;
}

export interface GroundingRules {
  sources: CitableSource[];
  /** Links the report itself vouches for besides the evidence's own (competitor sites found by a search). */
  extraUrls?: string[];
  /** Texts besides the evidence that may be quoted: the idea and the founder's own questions. */
  extraQuotable?: string[];
}

export function createAnswerGrounder(rules: GroundingRules): AnswerGrounder {
  const { sources } = rules;
  const byNumber = new Map(sources.map((source) => [source.number, source]));
  const allowedUrls = new Set(
    [...sources.map((source) => source.url), ...(rules.extraUrls ?? [])].map(normaliseUrl),
  );
  const quotable = [...sources.map((source) => source.text), ...(rules.extraQuotable ?? [])].map(
    comparable,
  );
  let pending = "";
  let removedClaims = 0;

  const isAllowed = (url: string) => allowedUrls.has(normaliseUrl(url));
  const isVerbatim = (quote: string) => {
    const wanted = comparable(quote);
    return wanted.length > 0 && quotable.some((text) => text.includes(wanted));
  };

  function ground(text: string): string {
    // Markdown links are judged first and parked, so their targets are not judged again as bare URLs.
    const parked: string[] = [];
    const park = (value: string) => `${PARKED}${parked.push(value) - 1}${PARKED}`;
    let out = text.replace(/\[([^\]\n]*)\]\(([^)\s]+)\)/g, (_match, label: string, url: string) => {
      if (isAllowed(url)) return park(`[${label}](${url})`);
      removedClaims += 1;
      return label;
    });
    out = out.replace(/\b(?:https?:\/\/|www\.)[^\s<>()\]"“”]+/gi, (match) => {
      const url = match.replace(/[.,;:!?'’]+$/, "");
      const tail = match.slice(url.length);
      if (isAllowed(url)) return park(url) + tail;
      removedClaims += 1;
      return tail;
    });
    out = out.replace(/\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g, (_match, list: string) => {
      const numbers = list.split(",").map((part) => Number(part.trim()));
      const known = numbers.filter((number) => byNumber.has(number));
      removedClaims += numbers.length - known.length;
      return known.map((number) => park(`[[${number}]](${byNumber.get(number)!.url})`)).join("");
    });
    out = out.replace(
      QUOTATION,
      (match, straight: string | undefined, curly: string | undefined) => {
        const quote = straight ?? curly ?? "";
        if (quote.trim().split(/\s+/).length < MIN_QUOTE_WORDS || isVerbatim(quote)) return match;
        removedClaims += 1;
        return quote;
      },
    );
    return out.replace(PARKED_PATTERN, (_match, index: string) => parked[Number(index)] ?? "");
  }

  return {
    push(text) {
      pending += text;
      let cut =
        pending.length > MAX_HOLD
          ? pending.length
          : Math.max(pending.lastIndexOf(" "), pending.lastIndexOf("\n")) + 1;
      if (pending.length <= MAX_HOLD)
        cut = Math.min(cut, openConstructStart(pending.slice(0, cut)));
      if (cut <= 0) return "";
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      return ground(ready);
    },
    flush() {
      const rest = ground(pending);
      pending = "";
      return rest;
    },
    get removedClaims() {
      return removedClaims;
    },
  };
}
