import type { Fact, PageSnippet } from "../../../../../contract/report.ts";
import { isHttpUrl } from "../../../../../contract/http-url.ts";

/** An "Estimate" label with its basis in small text, so no guess reads like a stated figure. */
export function EstimateLabel({ basis }: { basis: string }) {
  return (
    <span className="mt-0.5 block text-xs text-muted-foreground">
      <span className="mr-1 inline-block rounded bg-accent-soft px-1.5 py-px font-semibold text-amber-900">
        Estimate
      </span>
      {basis}
    </span>
  );
}

/** The page a fact was read on, with its exact words on hover: a founder can check it in one click. */
export function PageSource({ snippets }: { snippets: PageSnippet[] | undefined }) {
  const [first] = snippets ?? [];
  if (!first || !isHttpUrl(first.url)) return null;
  const words = (snippets ?? []).map((snippet) => `“${snippet.snippet}”`).join("\n");
  return (
    <a
      href={first.url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={`On ${first.url}:\n${words}`}
      className="ml-1 rounded text-xs font-medium text-primary underline-offset-2 hover:underline"
    >
      source<span className="sr-only">: {words} (opens in a new tab)</span>
    </a>
  );
}

export function FactValue({ fact }: { fact: Fact | null }) {
  if (!fact) return <span className="text-muted-foreground">Not found</span>;
  return (
    <>
      <span className="text-ink" title={fact.isEstimate ? undefined : `Source: ${fact.basis}`}>
        {fact.value}
      </span>
      {fact.pageSnippets ? <PageSource snippets={fact.pageSnippets} /> : null}
      {fact.isEstimate ? <EstimateLabel basis={fact.basis} /> : null}
    </>
  );
}
