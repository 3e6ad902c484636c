import { LEGAL } from "../../contract/site.ts";
import { LegalPage } from "../features/legal/components/legal-page.tsx";
import { TermsOfUse } from "../features/legal/components/terms-of-use.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Use",
    description:
      "The terms for using Groundtruth: the free plan, $69 report packs, refunds, the referral programme, acceptable use and the limits of an AI research tool.",
    path: "/terms",
  });

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      updated={LEGAL.termsUpdated}
      summary="In short: you must be 18 or over; the free plan gives 1 report each calendar month; a $69 pack gives 10 reports valid for 12 months; you can get a full refund within 7 days or until 2 of the pack's reports are used, whichever comes first; and reports are research, not professional advice."
    >
      <TermsOfUse />
    </LegalPage>
  );
}
