import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PRICING } from "../../contract/site.ts";
import { Button } from "../components/ui/button.tsx";
import { ReferralProgram } from "../features/referrals/components/referral-program.tsx";

export function meta() {
  return [{ title: "Referral Program | Groundtruth" }];
}

export default function ReferralPage() {
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-ink">Referral Program</h1>
        <p className="mt-2 text-muted-foreground">
          Give {PRICING.referralRewardReports} reports, get {PRICING.referralRewardReports} reports:
          your friend gets {PRICING.referralRewardReports} bonus reports on their first purchase,
          and so do you.
        </p>
      </header>
      <ReferralProgram />
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
    </main>
  );
}
