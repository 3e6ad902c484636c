import { Lock, Wallet } from "lucide-react";
import type { PreviewTeaser } from "../../../../contract/preview.ts";
import { plural } from "../../../../contract/plural.ts";
import { SPEND_EVIDENCE_HEADING } from "../../../../contract/spend-evidence.ts";

/**
 * That the full report has spend evidence, by its counts: the quotes and prices were never sent
 * (ADR 0030), so the lines under the counts are drawn blurred placeholders.
 */
export function PreviewSpend({
  spend,
  onSignUp,
}: {
  spend: NonNullable<PreviewTeaser["spendEvidence"]>;
  onSignUp: () => void;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5" data-testid="preview-spend">
      <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
        <Wallet className="size-5 text-primary" aria-hidden="true" />
        {SPEND_EVIDENCE_HEADING}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {plural(spend.quotes, "quote")} where people state prices, payments, paid tools or price
        complaints, and {plural(spend.pricePoints, "competitor price")} from pricing pages. Spend
        evidence, not proof that people will pay.
      </p>
      <div className="relative mt-4">
        <div aria-hidden="true" className="space-y-2 blur-sm select-none">
          {["w-3/4", "w-2/3", "w-1/2"].map((width) => (
            <div key={width} className={`h-3 rounded-full bg-muted ${width}`} />
          ))}
        </div>
        <button
          type="button"
          onClick={onSignUp}
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-primary"
        >
          <Lock className="size-4" aria-hidden="true" />
          Sign up free to read the spend evidence
        </button>
      </div>
    </div>
  );
}
