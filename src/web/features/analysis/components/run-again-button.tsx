import { useQueryClient } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ANALYSIS_FAILED_MESSAGE, ANALYSIS_FAILED_TITLE } from "../../../../contract/analysis.ts";
import { clipCharacters, countCharacters, LIMITS } from "../../../../contract/site.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFrame } from "../../../components/ui/dialog-frame.tsx";
import { Textarea } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { useStartAnalysis } from "../api/start-analysis.ts";

/** Errors that send the founder to buy reports, in the server's words. */
const NEEDS_REPORTS = new Set(["insufficient_credits", "payment_required", "credits_expired"]);

/**
 * "Run again": a new analysis of the same idea (edited first if the founder likes), one report
 * like any other, linked to this one so the new report opens with what changed since.
 */
export function RunAgainButton({ analysisId, ideaText }: { analysisId: string; ideaText: string }) {
  const [open, setOpen] = useState(false);
  const [idea, setIdea] = useState(ideaText);
  const fieldId = useId();
  const start = useStartAnalysis();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = idea.trim();
    if (!text || start.isPending) return;
    try {
      const { analysisId: id } = await start.mutateAsync({ idea: text, rerunOf: analysisId });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      setOpen(false);
      void navigate(`/results/${encodeURIComponent(id)}`);
    } catch (error) {
      if (error instanceof ApiError && NEEDS_REPORTS.has(error.code)) {
        void toast.error(error.message);
        void navigate("/pricing");
      } else if (error instanceof ApiError && error.code !== "network_error") {
        void toast.error(error.message);
      } else {
        void toast.error(ANALYSIS_FAILED_TITLE, { description: ANALYSIS_FAILED_MESSAGE });
      }
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setIdea(ideaText);
      }}
      trigger={
        <Button variant="outline" size="sm">
          <RefreshCw aria-hidden="true" /> Run again
        </Button>
      }
      title="Run again"
      description="A fresh analysis of this idea uses one report. It opens with what changed since this one; both stay in your history."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <Label htmlFor={fieldId}>Your idea (edit it if you like)</Label>
        <Textarea
          id={fieldId}
          value={idea}
          rows={5}
          onChange={(event) => setIdea(clipCharacters(event.target.value, LIMITS.ideaMaxLength))}
          aria-describedby={`${fieldId}-count`}
          disabled={start.isPending}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={`${fieldId}-count`} className="text-sm text-muted-foreground">
            {`${countCharacters(idea)}/${LIMITS.ideaMaxLength} characters`}
          </p>
          <Button type="submit" disabled={start.isPending || idea.trim().length === 0}>
            {start.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
            {start.isPending ? "Starting…" : "Run again"}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
