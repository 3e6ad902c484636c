import type { CreditSummary } from "../../../../contract/credits.ts";
import { formatDate } from "../../../lib/format.ts";

/** Spec section 8, verbatim; the date falls back to 'next month'. */
export function zeroCreditMessage(credits: CreditSummary | undefined): string {
  const date = credits?.freeReportResetsOn ? formatDate(credits.freeReportResetsOn) : "next month";
  return `You've used your free report this month. Your free report resets on ${date}. Upgrade to get 10 more reports now!`;
}
