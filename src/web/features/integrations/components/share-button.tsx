import { Copy, Link2Off, Loader2, Share2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { SHARE_MESSAGES, type ShareLink } from "../../../../contract/integrations.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateShareLink } from "../api/create-share-link.ts";
import { useRevokeShareLink } from "../api/revoke-share-link.ts";
import { copyShareUrl } from "../lib/copy-share-url.ts";

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
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>Read-only link</Label>
        <Input
          id={fieldId}
          readOnly
          value={share.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={revoking} onClick={onRevoke}>
          <Link2Off aria-hidden="true" /> Revoke link
        </Button>
        <Button onClick={() => void copyShareUrl(share.url)}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
      </div>
    </div>
  );
}

function ShareDialogBody({ analysisId }: { analysisId: string }) {
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [revoked, setRevoked] = useState(false);
  const { mutate } = create;
  const requested = useRef(false);

  // Opening the dialog is asking for the link: the server hands back the live one or makes one.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate(analysisId);
  }, [analysisId, mutate]);

  const revokeLink = async (share: ShareLink) => {
    try {
      await revoke.mutateAsync(share.id);
      setRevoked(true);
      void toast.success(SHARE_MESSAGES.revoked);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : "Could not revoke the link.");
    }
  };
  const createAgain = () => {
    setRevoked(false);
    mutate(analysisId, { onSuccess: () => void toast.success(SHARE_MESSAGES.created) });
  };

  if (create.isPending || create.isIdle)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Creating your link…
      </p>
    );
  if (create.isError)
    return (
      <div role="alert" className="space-y-3 text-sm text-destructive">
        <p>{create.error.message}</p>
        <Button variant="outline" onClick={() => mutate(analysisId)}>
          Try again
        </Button>
      </div>
    );
  if (revoked)
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-ink">
          The link no longer works. Anyone who opens it is told the report is gone.
        </p>
        <div className="flex justify-end">
          <Button onClick={createAgain}>Create a new link</Button>
        </div>
      </div>
    );
  return (
    <LinkField
      share={create.data}
      revoking={revoke.isPending}
      onRevoke={() => void revokeLink(create.data)}
    />
  );
}

/** 'Share': a read-only link to one finished report, made when the dialog opens. */
export function ShareButton({ analysisId }: { analysisId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" /> Share
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-card p-6 shadow-lg">
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-ink">
                Share this report
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                Anyone with the link can read this report. They cannot see your account, e-mail or
                chat.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open ? <ShareDialogBody analysisId={analysisId} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
