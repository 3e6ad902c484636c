import { Eye, EyeOff, Loader2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { readableDate } from "../../../../contract/readable-date.ts";
import { CADENCE_LABELS, type Watch, type WatchCadence } from "../../../../contract/watch.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFrame } from "../../../components/ui/dialog-frame.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useReportWatch } from "../api/get-report-watch.ts";
import { useStartWatch } from "../api/start-watch.ts";
import { useStopWatch } from "../api/stop-watch.ts";
import { CadencePicker } from "./cadence-picker.tsx";
import { WatchStatus } from "./watch-status.tsx";

const WATCH_DESCRIPTION =
  "We run this idea again on a schedule and e-mail you what changed: new and gone competitors, price changes, new complaints, a moved score, each with its link. Each run uses one report, and nothing is sent when nothing changed.";

function failed(error: unknown, fallback: string) {
  void toast.error(error instanceof ApiError ? error.message : fallback);
}

/**
 * "Watch this idea" on a finished report, or, once watched, how often it runs, when next, and
 * the way to change or stop it.
 */
export function WatchButton({ analysisId }: { analysisId: string }) {
  const current = useReportWatch(analysisId);
  const watch = current.data?.watch ?? null;
  const [open, setOpen] = useState(false);
  const [cadence, setCadence] = useState<WatchCadence>("weekly");
  const start = useStartWatch();
  const stop = useStopWatch();
  const busy = start.isPending || stop.isPending;

  const save = async () => {
    try {
      const { watch: saved } = await start.mutateAsync({ analysisId, cadence });
      await current.refetch();
      setOpen(false);
      void toast.success(
        `Watching this idea ${CADENCE_LABELS[saved.cadence].toLowerCase()}. First run ${readableDate(saved.nextRunAt)}.`,
      );
    } catch (error) {
      failed(error, "The watch could not be saved. Please try again.");
    }
  };
  const stopWatching = async (existing: Watch) => {
    try {
      await stop.mutateAsync(existing.id);
      await current.refetch();
      setOpen(false);
      void toast.success("Stopped watching this idea. Its reports stay in your history.");
    } catch (error) {
      failed(error, "The watch could not be stopped. Please try again.");
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setCadence(watch?.cadence ?? "weekly");
      }}
      trigger={
        <Button variant="outline" size="sm" disabled={current.isPending}>
          <Eye aria-hidden="true" />
          {watch ? `Watching · ${watch.cadence}` : "Watch this idea"}
        </Button>
      }
      title={watch ? "Watching this idea" : "Watch this idea"}
      description={WATCH_DESCRIPTION}
    >
      <div className="space-y-4">
        {watch ? <WatchStatus watch={watch} /> : null}
        <CadencePicker value={cadence} onChange={setCadence} disabled={busy} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {watch ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => void stopWatching(watch)}
            >
              <EyeOff aria-hidden="true" /> Stop watching
            </Button>
          ) : (
            <Button asChild variant="link" className="px-0">
              <Link to="/settings?tab=watches" onClick={() => setOpen(false)}>
                All watched ideas
              </Link>
            </Button>
          )}
          <Button
            type="button"
            disabled={busy || (watch?.cadence === cadence && watch.status === "active")}
            onClick={() => void save()}
          >
            {start.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {watch ? (watch.status === "paused" ? "Resume watching" : "Save") : "Start watching"}
          </Button>
        </div>
        {watch ? (
          <p className="text-sm text-muted-foreground">
            Every watched idea is in{" "}
            <Link
              to="/settings?tab=watches"
              className="font-semibold text-primary underline-offset-4 hover:underline"
              onClick={() => setOpen(false)}
            >
              Settings
            </Link>
            .
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}
