import { AlertTriangle, Coins } from "lucide-react";
import { Link } from "react-router";
import { BUY_MORE_BELOW, type CreditSummary } from "../../../../contract/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { formatDate } from "../../../lib/format.ts";
import { FreeReportNotice } from "./free-report-notice.tsx";

/**
 * A pack's expiry is the date that matters once one is held; the free report's own end is also
 * its reset, so it is said that way instead of as a second 'Expires'.
 */
function ExpiryLines({ credits }: { credits: CreditSummary }) {
  const expires = credits.paidExpiresAt ?? credits.expiresAt;
  const freeHeld = credits.expiresAt !== null && credits.expiresAt !== credits.paidExpiresAt;
  return (
    <>
      {expires ? (
        <p className="text-sm text-muted-foreground">Expires {formatDate(expires)}</p>
      ) : null}
      {/* Waiting for a confirmed e-mail, the free report is not "used": the notice below says why. */}
      {credits.freeReportBlocked !== "verify_email" &&
      (!expires || (credits.paidExpiresAt && freeHeld)) ? (
        <p className="text-sm text-muted-foreground">
          Your free report resets on {formatDate(credits.freeReportResetsOn)}
        </p>
      ) : null}
    </>
  );
}

export function CreditsCard({
  credits,
  loading,
}: {
  credits: CreditSummary | undefined;
  loading: boolean;
}) {
  const expiringSoon = credits?.expiringSoon ?? false;
  return (
    <Card
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between"
      aria-busy={loading}
    >
      <div className="flex items-center gap-4">
        <span
          className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary"
          aria-hidden="true"
        >
          <Coins className="size-5" />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">Reports remaining</p>
          <p className="text-2xl font-bold text-ink" data-testid="credits-remaining">
            {loading || !credits ? "–" : credits.remaining}
          </p>
          {credits ? <ExpiryLines credits={credits} /> : null}
          <FreeReportNotice credits={credits} />
        </div>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        {expiringSoon ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800" role="status">
            <AlertTriangle className="size-4" aria-hidden="true" /> Credits expiring soon!
          </p>
        ) : null}
        {credits && credits.remaining < BUY_MORE_BELOW ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/pricing">Buy More</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
