import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { PricingFaq } from "../features/billing/components/pricing-faq.tsx";
import { PricingPlans } from "../features/billing/components/pricing-plans.tsx";

export function meta() {
  return [{ title: "Pricing | Groundtruth" }];
}

export default function PricingPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-ink">Simple, honest pricing</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Start free every month. Buy a pack when you have more ideas to test. No subscription.
        </p>
      </header>
      <PricingPlans />
      <PricingFaq />
    </main>
  );
}
