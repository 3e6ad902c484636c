import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { PAYMENT_SUCCESS_MESSAGE } from "../../../../contract/billing.ts";
import { toast } from "../../../lib/toast.ts";
import { getBillingOverview } from "../api/get-billing-overview.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const POLL_EVERY_MS = 1_000;
const GIVE_UP_AFTER_MS = 20_000;
/** A purchase this recent is the one just paid for (the webhook can beat the redirect). */
const RECENT_MS = 15 * 60 * 1000;

/**
 * For /dashboard?payment=success: toasts the success, waits (up to ~20 s) for Stripe's webhook
 * to credit the pack, refreshes the credits and then drops the query parameter so a reload
 * does not toast again. `confirming` is true while waiting.
 */
export function usePaymentSuccess(): { confirming: boolean } {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const paid = params.get("payment") === "success";
  const toasted = useRef(false);

  useEffect(() => {
    if (!paid) return;
    if (!toasted.current) {
      toasted.current = true;
      void toast.success(PAYMENT_SUCCESS_MESSAGE);
    }
    let cancelled = false;
    const started = Date.now();

    const finish = async (credited: boolean) => {
      await Promise.all(
        [queryKeys.credits, queryKeys.billing].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      if (cancelled) return;
      if (!credited)
        void toast.info("Your payment is still being confirmed. Your reports will appear shortly.");
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("payment");
          return next;
        },
        { replace: true },
      );
    };

    const poll = async () => {
      while (!cancelled) {
        const overview = await getBillingOverview().catch(() => null);
        const latest = overview?.latestPurchase;
        if (
          latest &&
          latest.status === "paid" &&
          Date.now() - new Date(latest.createdAt).getTime() < RECENT_MS
        )
          return finish(true);
        if (Date.now() - started >= GIVE_UP_AFTER_MS) return finish(false);
        await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      }
    };
    void poll();
    return () => {
      cancelled = true;
    };
  }, [paid, queryClient, setParams]);

  // The parameter is removed once the purchase is confirmed (or the wait gives up).
  return { confirming: paid };
}
