import {
  FREE_REPORT_ALREADY_USED_MESSAGE,
  FREE_REPORT_VERIFY_EMAIL_MESSAGE,
  type CreditSummary,
} from "../../../../contract/credits.ts";
import { formatDate } from "../../../lib/format.ts";

function resetsAndUpgrade(credits: CreditSummary | undefined): string {
  const date = credits?.freeReportResetsOn ? formatDate(credits.freeReportResetsOn) : "next month";
  return `Your free report resets on ${date}. Upgrade to get 10 more reports now!`;
}

/** Spec section 8, verbatim; the date falls back to 'next month'. */
export function zeroCreditMessage(credits: CreditSummary | undefined): string {
  return `You've used your free report this month. ${resetsAndUpgrade(credits)}`;
}

/** At zero reports, what the form says: the e-mail to confirm, or why there is no free report. */
export function outOfReportsMessage(credits: CreditSummary | undefined): string {
  if (credits?.freeReportBlocked === "verify_email") return FREE_REPORT_VERIFY_EMAIL_MESSAGE;
  if (credits?.freeReportBlocked === "already_used")
    return `${FREE_REPORT_ALREADY_USED_MESSAGE} ${resetsAndUpgrade(credits)}`;
  return zeroCreditMessage(credits);
}
