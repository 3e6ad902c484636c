import { Copy, Link2, Link2Off, Loader2, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { SHARE_MESSAGES, type ShareLink } from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { DialogFrame } from "../../../components/ui/dialog-frame.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateShareLink } from "../api/create-share-link.ts";
import { useShareLinks } from "../api/list-share-links.ts";
import { useRevokeShareLink } from "../api/revoke-share-link.ts";
import { copyShareUrl } from "../lib/copy-share-url.ts";

function LinkActions({
  url,
  onRevoke,
  revoking,
}: {
  url: string | null;
  onRevoke: () => void;
  revoking: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" disabled={revoking} onClick={onRevoke}>
        <Link2Off aria-hidden="true" /> Revoke link
      </Button>
      {url !== null ? (
        <Button onClick={() => void copyShareUrl(url)}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
      ) : null}
    </div>
  );
}

/** The live link; one whose address this server can no longer show can only be revoked. */
function LinkField({
  share,
  onRevoke,
  revoking,
}: {
  share: ShareLink;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const fieldId = useId();
  return (
    <div className="space-y-3">
      {share.url === null ? (
        <p role="status" className="text-sm text-ink">
          {SHARE_MESSAGES.unreadable}
        </p>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={fieldId}>Read-only link</Label>
          <Input
            id={fieldId}
            readOnly
            value={share.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <LinkActions url={share.url} onRevoke={onRevoke} revoking={revoking} />
    </div>
  );
}

/** No live link: nothing is public until the user asks for one. */
function NoLink({
  revoked,
  creating,
  error,
  onCreate,
}: {
  revoked: boolean;
  creating: boolean;
  error: Error | null;
  onCreate: () => void;
}) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-ink">
        {revoked
          ? "The link no longer works. Anyone who opens it is told the report is gone."
          : "This report has no share link yet. Nothing is public until you create one."}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button disabled={creating} aria-busy={creating} onClick={onCreate}>
          {creating ? (
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

function ShareDialogBody({ analysisId }: { analysisId: string }) {
  const shares = useShareLinks();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  // Revoked here: the list may still hold it until its refetch lands, and so may `create.data`.
  const [revokedId, setRevokedId] = useState<string | null>(null);
  const live = [create.data, ...(shares.data?.shares ?? [])].find(
    (share) => share !== undefined && share.analysisId === analysisId && share.id !== revokedId,
  );

  const revokeLink = async (share: ShareLink) => {
    try {
      await revoke.mutateAsync(share.id);
      setRevokedId(share.id);
      void toast.success(SHARE_MESSAGES.revoked);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : "Could not revoke the link.");
    }
  };
  const createLink = () =>
    create.mutate(analysisId, { onSuccess: () => void toast.success(SHARE_MESSAGES.created) });

  if (live)
    return (
      <LinkField share={live} revoking={revoke.isPending} onRevoke={() => void revokeLink(live)} />
    );
  if (shares.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking for a link…
      </p>
    );
  if (shares.isError)
    return (
      <div role="alert" className="space-y-3 text-sm text-destructive">
        <p>We could not check whether this report has a link.</p>
        <Button variant="outline" onClick={() => void shares.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <NoLink
      revoked={revokedId !== null}
      creating={create.isPending}
      error={create.error}
      onCreate={createLink}
    />
  );
}

/** 'Share': a read-only link to one finished report, made only when the user asks for one. */
export function ShareButton({ analysisId }: { analysisId: string }) {
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
      title="Share this report"
      description="Anyone with the link can read this report. They cannot see your account, e-mail or chat."
    >
      {open ? <ShareDialogBody analysisId={analysisId} /> : null}
    </DialogFrame>
  );
}
