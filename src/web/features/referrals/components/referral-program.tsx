import { Copy, Gift, ShoppingBag, Users } from "lucide-react";
import type { ReactNode } from "react";
import {
  REFERRAL_CODE_COPIED_MESSAGE,
  REFERRAL_LINK_COPIED_MESSAGE,
} from "../../../../contract/billing.ts";
import { PRICING } from "../../../../contract/site.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../lib/toast.ts";
import { useReferralOverview } from "../api/get-referral-overview.ts";

async function copy(text: string, message: string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast.success(message);
  } catch {
    void toast.error("Could not copy. Please select the text and copy it yourself.");
  }
}

function CopyField({
  id,
  label,
  value,
  copyLabel,
  message,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  message: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono"
        />
        <Button variant="outline" onClick={() => void copy(value, message)} aria-label={copyLabel}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span
        className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold text-ink" data-testid={testId}>
          {value ?? "–"}
        </p>
      </div>
    </Card>
  );
}

export function ReferralProgram() {
  const overview = useReferralOverview();
  const reward = PRICING.referralRewardReports;
  return (
    <div className="space-y-8">
      <Card>
        <CardHeader>
          <CardTitle>Share your link</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {overview.isPending ? (
            <Skeleton className="h-32" />
          ) : overview.isError ? (
            <p className="text-sm text-destructive">
              Failed to load your referral link. Please reload the page.
            </p>
          ) : (
            <>
              <CopyField
                id="referral-link"
                label="Your referral link"
                value={overview.data.link}
                copyLabel="Copy referral link"
                message={REFERRAL_LINK_COPIED_MESSAGE}
              />
              <CopyField
                id="referral-code"
                label="Your referral code"
                value={overview.data.code}
                copyLabel="Copy referral code"
                message={REFERRAL_CODE_COPIED_MESSAGE}
              />
            </>
          )}
        </CardContent>
      </Card>

      <section aria-label="Your referrals" className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={<Users className="size-5" />}
          label="Friends joined"
          value={overview.data?.friendsJoined}
          testId="friends-joined"
        />
        <Stat
          icon={<ShoppingBag className="size-5" />}
          label="Friends who bought"
          value={overview.data?.friendsPurchased}
          testId="friends-purchased"
        />
        <Stat
          icon={<Gift className="size-5" />}
          label="Reports earned"
          value={overview.data?.reportsEarned}
          testId="reports-earned"
        />
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="mb-3 text-xl font-bold text-ink">
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {[
            ["Share your link", "Send your link or code to founders who are validating an idea."],
            [
              "They sign up and buy",
              `Your friend creates a new account through your link. On their first pack they get ${reward} bonus reports.`,
            ],
            [
              "You earn reports",
              `You get ${reward} reports for every friend's first purchase. There is no cap.`,
            ],
          ].map(([title, text], index) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5">
              <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
              <p className="mt-1 font-semibold text-ink">{title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="terms-title"
        className="rounded-xl border border-border bg-muted/50 p-5"
      >
        <h2 id="terms-title" className="mb-2 font-semibold text-ink">
          Referral terms
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Rewards are given once per friend, when their first pack purchase completes.</li>
          <li>Only new accounts created through your link count. Self-referrals do not count.</li>
          <li>
            Reward reports expire {PRICING.referralRewardValidityDays} days after they are granted.
          </li>
          <li>If the qualifying purchase is refunded, both rewards are removed.</li>
          <li>
            You and your friends must be 18 or over. We may withhold rewards gained through abuse.
          </li>
        </ul>
      </section>
    </div>
  );
}
