import type { Fact } from "../../../../../contract/report.ts";

/** An "Estimate" label with its basis in small text, so no guess reads like a stated figure. */
export function EstimateLabel({ basis }: { basis: string }) {
  return (
    <span className="mt-0.5 block text-xs text-muted-foreground">
      <span className="mr-1 inline-block rounded bg-accent-soft px-1.5 py-px font-semibold text-amber-900">Estimate</span>
      {basis}
    </span>
  );
}

export function FactValue({ fact }: { fact: Fact | null }) {
  if (!fact) return <span className="text-muted-foreground">Not found</span>;
  return (
    <>
      <span className="text-ink" title={fact.isEstimate ? undefined : `Source: ${fact.basis}`}>
        {fact.value}
      </span>
      {fact.isEstimate ? <EstimateLabel basis={fact.basis} /> : null}
    </>
  );
}
