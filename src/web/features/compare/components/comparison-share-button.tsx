import { Copy, Link2, Link2Off, Loader2, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { SHARE_MESSAGES } from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFrame } from "../../../components/ui/dialog-frame.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateComparisonShare } from "../api/create-comparison-share.ts";
import { useComparisonShare } from "../api/get-comparison-share.ts";
import { useRevokeComparisonShare } from "../api/revoke-comparison-share.ts";
import { copyText } from "../lib/save-text-file.ts";

function ShareBody({ comparisonId }: { comparisonId: string }) {
  const fieldId = useId();
  const share = useComparisonShare(comparisonId);
  const create = useCreateComparisonShare(comparisonId);
  const revoke = useRevokeComparisonShare(comparisonId);
  const [revoked, setRevoked] = useState(false);

  if (share.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking for a link…
      </p>
    );
  if (share.isError)
    return (
      <div role="alert" className="space-y-3 text-sm text-destructive">
        <p>We could not check whether this comparison has a link.</p>
        <Button variant="outline" onClick={() => void share.refetch()}>
          Try again
        </Button>
      </div>
    );
  const live = share.data;
  if (live)
    return (
      <div className="space-y-3">
        {live.url === null ? (
          <p role="status" className="text-sm text-ink">
            {SHARE_MESSAGES.unreadable}
          </p>
        ) : (
          <div className="space-y-1.5">
            <Label htmlFor={fieldId}>Read-only link</Label>
            <Input
              id={fieldId}
              readOnly
              value={live.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(live.id, {
                onSuccess: () => {
                  setRevoked(true);
                  void toast.success(SHARE_MESSAGES.revoked);
                },
                onError: (error) => void toast.error(error.message),
              })
            }
          >
            <Link2Off aria-hidden="true" /> Revoke link
          </Button>
          {live.url !== null ? (
            <Button onClick={() => void copyText(live.url!, SHARE_MESSAGES.copied)}>
              <Copy aria-hidden="true" /> Copy link
            </Button>
          ) : null}
        </div>
      </div>
    );
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-ink">
        {revoked
          ? "The link no longer works. Anyone who opens it is told the comparison is gone."
          : "This comparison has no share link yet. Nothing is public until you create one."}
      </p>
      {create.error ? (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button
          disabled={create.isPending}
          aria-busy={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: () => void toast.success(SHARE_MESSAGES.created),
            })
          }
        >
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Link2 aria-hidden="true" />
          )}
          {revoked ? "Create a new link" : "Create link"}
        </Button>
      </div>
    </div>
  );
}

/** 'Share': a read-only link to the comparison, made only when the owner asks for one. */
export function ComparisonShareButton({ comparisonId }: { comparisonId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" /> Share
        </Button>
      }
      title="Share this comparison"
      description="Anyone with the link can read this comparison. They cannot open your reports, or see your account or chat."
    >
      {open ? <ShareBody comparisonId={comparisonId} /> : null}
    </DialogFrame>
  );
}
