import { Check } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENTS_NOT_SET_UP_MESSAGE,
} from "../../../../contract/billing.ts";
import { PRICING } from "../../../../contract/site.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { toast } from "../../../lib/toast.ts";
import { useBillingOverview } from "../api/get-billing-overview.ts";
import { useStartCheckout } from "../api/start-checkout.ts";
import { TermsCheckbox } from "./terms-checkbox.tsx";

function PlanCard(props: {
  id: string;
  name: string;
  price: string;
  cadence: string;
  blurb: string;
  features: string[];
  highlighted?: boolean;
  badge?: string;
  children: ReactNode;
}) {
  return (
    <Card
      aria-labelledby={`${props.id}-title`}
      className={cn(
        "relative flex flex-col gap-5 p-6",
        props.highlighted && "border-2 border-primary shadow-md",
      )}
      role="region"
    >
      {props.badge ? (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {props.badge}
        </span>
      ) : null}
      <div>
        <h2 id={`${props.id}-title`} className="text-xl font-bold text-ink">
          {props.name}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{props.blurb}</p>
      </div>
      <p>
        <span className="text-4xl font-bold text-ink">{props.price}</span>{" "}
        <span className="text-sm text-muted-foreground">{props.cadence}</span>
      </p>
      <ul className="flex-1 space-y-2 text-sm">
        {props.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="space-y-3">{props.children}</div>
    </Card>
  );
}

export function PricingPlans() {
  const navigate = useNavigate();
  const [freeAgreed, setFreeAgreed] = useState(false);
  const [proAgreed, setProAgreed] = useState(false);
  const billing = useBillingOverview();
  const checkout = useStartCheckout();
  // Stays true after success: the browser is leaving for Stripe, the button must not come back.
  const [redirecting, setRedirecting] = useState(false);
  const loading = checkout.isPending || redirecting;
  const paymentsOff = billing.data?.paymentsEnabled === false;

  const buy = () => {
    checkout.mutate(
      { credits: PRICING.packReports },
      {
        onSuccess: ({ url }) => {
          setRedirecting(true);
          window.location.assign(url);
        },
        onError: () => void toast.error(CHECKOUT_FAILED_MESSAGE),
      },
    );
  };

  return (
    <div className="grid gap-6 md:grid-cols-3">
      <PlanCard
        id="plan-free"
        name="Free"
        price="$0"
        cadence="/month"
        blurb="Try a full report every month."
        features={[
          "1 full report a month",
          "Resets on the 1st of each month (UTC)",
          "Competitors, real user feedback and strategy",
        ]}
      >
        <TermsCheckbox id="terms-free" checked={freeAgreed} onChange={setFreeAgreed} />
        <Button
          variant="outline"
          className="w-full"
          disabled={!freeAgreed}
          onClick={() => void navigate("/auth?plan=free")}
        >
          Get Started Free
        </Button>
      </PlanCard>

      <PlanCard
        id="plan-professional"
        name="Professional"
        price={`$${PRICING.packPriceUsd}`}
        cadence="one-time"
        blurb={`${PRICING.packReports} reports for validating several ideas.`}
        features={[
          `${PRICING.packReports} full reports`,
          `Valid ${PRICING.packValidityMonths} months; each new pack extends them`,
          "Notion export",
          `Full refund within ${PRICING.refundWindowDays} days or until ${PRICING.refundMaxReportsUsed} reports are used`,
        ]}
        highlighted
        badge="Most popular"
      >
        <TermsCheckbox id="terms-professional" checked={proAgreed} onChange={setProAgreed} />
        <Button
          className="w-full"
          disabled={!proAgreed || loading || paymentsOff || billing.isPending}
          onClick={buy}
          aria-busy={loading}
        >
          {loading ? "Loading..." : `Buy ${PRICING.packReports} Reports - $${PRICING.packPriceUsd}`}
        </Button>
        {paymentsOff ? (
          <p className="text-sm text-muted-foreground" role="note">
            {PAYMENTS_NOT_SET_UP_MESSAGE}
          </p>
        ) : null}
      </PlanCard>

      <PlanCard
        id="plan-team"
        name="Team Brainstorm"
        price="TBA"
        cadence=""
        blurb="Validate ideas together with your co-founders."
        features={[
          "Shared reports and history",
          "Comment on competitors and insights together",
          "Everything in Professional",
        ]}
        badge="Coming Soon"
      >
        <Button variant="secondary" className="w-full" disabled>
          Coming Soon
        </Button>
      </PlanCard>
    </div>
  );
}
