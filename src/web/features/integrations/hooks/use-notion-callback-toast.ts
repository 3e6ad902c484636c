import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import {
  NOTION_CONNECT_OUTCOMES,
  NOTION_MESSAGES,
  type NotionConnectOutcome,
} from "../../../../contract/integrations.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

const OUTCOME_TOASTS: Record<
  NotionConnectOutcome,
  { kind: "success" | "info" | "error"; message: string }
> = {
  connected: { kind: "success", message: "Connected to Notion" },
  denied: { kind: "info", message: "Notion access was not granted." },
  failed: { kind: "error", message: "Connecting Notion failed. Please try again." },
  upgrade: { kind: "info", message: NOTION_MESSAGES.upgradeRequired },
};

function isOutcome(value: string | null): value is NotionConnectOutcome {
  return NOTION_CONNECT_OUTCOMES.includes(value as NotionConnectOutcome);
}

/**
 * Notion's consent round trip ends at /settings?tab=integrations&notion=<outcome>: say how it
 * went once, then drop the parameter so a reload or Back does not say it again.
 */
export function useNotionCallbackToast(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get("notion");
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (outcome === null) return;
    if (isOutcome(outcome) && shown.current !== outcome) {
      shown.current = outcome;
      const { kind, message } = OUTCOME_TOASTS[outcome];
      void toast[kind](message);
      if (outcome === "connected")
        void queryClient.invalidateQueries({ queryKey: queryKeys.integrations });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("notion");
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams, queryClient]);
}
