import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { PurchaseView } from "../../../../contract/billing.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useCredits } from "../../../lib/api/get-credits.ts";
import { usePurchases } from "../api/list-purchases.ts";
import { formatMoney } from "./format-money.ts";
import { RefundButton } from "./refund-button.tsx";

const PURCHASE_COLUMNS = ["Date", "Amount", "Reports", "Expires", "Receipt", "Refund"] as const;

function RefundCell({ purchase }: { purchase: PurchaseView }) {
  if (purchase.status === "refunded") {
    return (
      <span className="text-sm text-muted-foreground">
        Refunded{purchase.refundedAt ? ` on ${formatDate(purchase.refundedAt)}` : ""}
      </span>
    );
  }
  if (purchase.refund.eligible) {
    return (
      <div className="flex flex-col items-start gap-1">
        <RefundButton purchase={purchase} />
        <span className="text-xs text-muted-foreground">
          Until {formatDate(purchase.refund.closesAt)}
        </span>
      </div>
    );
  }
  return <span className="text-sm text-muted-foreground">{purchase.refund.reason}</span>;
}

function ReceiptCell({ purchase }: { purchase: PurchaseView }) {
  return purchase.receiptUrl ? (
    <a
      href={purchase.receiptUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
    >
      Receipt <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <span className="font-mono text-xs break-all text-muted-foreground">
      Purchase {purchase.id}
    </span>
  );
}

/**
 * Below the md breakpoint each purchase is a card of label/value pairs: the six-column table is
 * wider than a phone and hid the Refund column off-screen. Only one of the two is displayed.
 */
function PurchaseCards({ purchases }: { purchases: PurchaseView[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Purchase history">
      {purchases.map((purchase) => (
        <li
          key={purchase.id}
          className="rounded-lg border border-border p-4"
          data-testid="purchase-card"
        >
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Date</dt>
            <dd>{formatDate(purchase.createdAt)}</dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd>{formatMoney(purchase.amount, purchase.currency)}</dd>
            <dt className="text-muted-foreground">Reports</dt>
            <dd>{purchase.credits}</dd>
            <dt className="text-muted-foreground">Expires</dt>
            <dd>{purchase.status === "refunded" ? "–" : formatDate(purchase.expiresAt)}</dd>
            <dt className="text-muted-foreground">Receipt</dt>
            <dd className="min-w-0">
              <ReceiptCell purchase={purchase} />
            </dd>
            <dt className="text-muted-foreground">Refund</dt>
            <dd>
              <RefundCell purchase={purchase} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function PurchaseHistory() {
  const purchases = usePurchases();
  if (purchases.isPending) return <Skeleton className="h-24" />;
  if (purchases.isError)
    return (
      <p className="text-sm text-destructive">
        Failed to load your purchases. Please reload the page.
      </p>
    );
  if (purchases.data.purchases.length === 0)
    return <p className="text-sm text-muted-foreground">No purchases yet.</p>;
  return (
    <>
      <PurchaseCards purchases={purchases.data.purchases} />
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Purchase history</caption>
          <thead className="text-muted-foreground">
            <tr className="border-b border-border">
              {PURCHASE_COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    index < PURCHASE_COLUMNS.length - 1
                      ? "py-2 pr-4 font-medium"
                      : "py-2 font-medium"
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {purchases.data.purchases.map((purchase) => (
              <tr
                key={purchase.id}
                className="border-b border-border last:border-0 align-top"
                data-testid="purchase-row"
              >
                <td className="py-3 pr-4">{formatDate(purchase.createdAt)}</td>
                <td className="py-3 pr-4">{formatMoney(purchase.amount, purchase.currency)}</td>
                <td className="py-3 pr-4">{purchase.credits}</td>
                <td className="py-3 pr-4">
                  {purchase.status === "refunded" ? "–" : formatDate(purchase.expiresAt)}
                </td>
                <td className="py-3 pr-4">
                  <ReceiptCell purchase={purchase} />
                </td>
                <td className="py-3">
                  <RefundCell purchase={purchase} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The Settings > Billing tab body: plan, the way to buy more, purchase history with receipts,
 * and self-service refunds while a purchase is eligible. Fetches its own data.
 */
export function BillingPanel() {
  const credits = useCredits();
  const paid = credits.data?.plan === "professional";
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Current plan</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          {credits.isPending ? (
            <Skeleton className="h-12 w-48" />
          ) : (
            <div>
              <p className="text-2xl font-bold text-ink" data-testid="current-plan">
                {paid ? "Professional" : "Free"}
              </p>
              {credits.data ? (
                <p className="text-sm text-muted-foreground">
                  {credits.data.remaining} {credits.data.remaining === 1 ? "report" : "reports"}{" "}
                  remaining
                  {credits.data.expiresAt
                    ? `, the first expiring ${formatDate(credits.data.expiresAt)}`
                    : ""}
                </p>
              ) : (
                <p className="text-sm text-destructive">Failed to load your credits.</p>
              )}
            </div>
          )}
          <Button asChild>
            <Link to="/pricing">{paid ? "Buy More Credits" : "Upgrade to Professional"}</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Purchase history</CardTitle>
        </CardHeader>
        <CardContent>
          <PurchaseHistory />
        </CardContent>
      </Card>
    </div>
  );
}
