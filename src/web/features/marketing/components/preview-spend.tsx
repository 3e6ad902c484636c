import { Wallet } from "lucide-react";
import type { PreviewTeaser } from "../../../../contract/preview.ts";
import { plural } from "../../../../contract/plural.ts";
import { SPEND_EVIDENCE_HEADING } from "../../../../contract/spend-evidence.ts";
import { LockedLines } from "./locked-lines.tsx";

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
      <LockedLines
        widths={["w-3/4", "w-2/3", "w-1/2"]}
        label="Sign up free to read the spend evidence"
        onSignUp={onSignUp}
      />
    </div>
  );
}
