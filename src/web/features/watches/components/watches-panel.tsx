import { Eye, Pause, Play, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { readableDate } from "../../../../contract/readable-date.ts";
import {
  CADENCE_LABELS,
  WATCH_CADENCES,
  type Watch,
  type WatchCadence,
} from "../../../../contract/watch.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useWatches } from "../api/list-watches.ts";
import { useStopWatch } from "../api/stop-watch.ts";
import { useUpdateWatch } from "../api/update-watch.ts";
import { WatchStatus } from "./watch-status.tsx";

function failed(error: unknown, fallback: string) {
  void toast.error(error instanceof ApiError ? error.message : fallback);
}

function WatchRow({ watch }: { watch: Watch }) {
  const update = useUpdateWatch();
  const stop = useStopWatch();
  const busy = update.isPending || stop.isPending;
  const paused = watch.status === "paused";

  const change = async (body: { cadence?: WatchCadence; paused?: boolean }, done: string) => {
    try {
      await update.mutateAsync({ watchId: watch.id, ...body });
      void toast.success(done);
    } catch (error) {
      failed(error, "The watch could not be changed. Please try again.");
    }
  };

  return (
    <li data-testid="watch-row" className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="space-y-1">
        <Link
          to={`/results/${encodeURIComponent(watch.latestAnalysisId)}`}
          className="line-clamp-2 font-medium text-ink underline-offset-4 hover:underline"
        >
          {watch.idea}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <WatchStatus watch={watch} />
          {watch.lastRunAt ? <span>Last run {readableDate(watch.lastRunAt)}</span> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`cadence-${watch.id}`}>
          How often
        </label>
        <select
          id={`cadence-${watch.id}`}
          value={watch.cadence}
          disabled={busy}
          onChange={(event) =>
            void change(
              { cadence: event.target.value as WatchCadence },
              `Now ${CADENCE_LABELS[event.target.value as WatchCadence].toLowerCase()}.`,
            )
          }
          className="h-9 rounded-lg border border-border bg-card px-2 text-sm text-ink"
        >
          {WATCH_CADENCES.map((cadence) => (
            <option key={cadence} value={cadence}>
              {CADENCE_LABELS[cadence]}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            void change(
              { paused: !paused },
              paused ? "Watch resumed." : "Watch paused. Nothing runs until you resume it.",
            )
          }
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {paused ? "Resume" : "Pause"}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={busy}>
              <Trash2 aria-hidden="true" /> Stop
            </Button>
          }
          title="Stop watching this idea?"
          description="It will not run again and you will get no more e-mails about it. Its reports stay in your history."
          confirmLabel="Stop watching"
          onConfirm={() =>
            void stop
              .mutateAsync(watch.id)
              .then(() => toast.success("Stopped watching. Its reports stay in your history."))
              .catch((error: unknown) => failed(error, "The watch could not be stopped."))
          }
        />
      </div>
    </li>
  );
}

/** Settings > Watched ideas: every watch, when it runs next, and the controls to change it. */
export function WatchesPanel() {
  const watches = useWatches();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Watched ideas</CardTitle>
        <p className="text-sm text-muted-foreground">
          Each is run again on its schedule, using one report per run. You get an e-mail only when
          something changed.
        </p>
      </CardHeader>
      <CardContent>
        {watches.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your watched ideas...
          </p>
        ) : watches.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We could not load your watched ideas. Please reload the page.
          </p>
        ) : watches.data.items.length === 0 ? (
          <div className="flex items-start gap-3 text-sm text-muted-foreground">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              You are not watching any idea yet. Open a finished report and choose “Watch this idea”
              to have it run again every week or month.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {watches.data.items.map((watch) => (
              <WatchRow key={watch.id} watch={watch} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
