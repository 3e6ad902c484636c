import type { ReactNode } from "react";
import { toast } from "../../lib/toast.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * "Revoke" on a row of a list (a share link, an API key, a connected app): asks once, then
 * revokes and says how it went. `revoke` is the mutation's mutateAsync: the list's refetch
 * removes this row, and an unmounted observer's own callbacks would never fire.
 */
export function RevokeButton({
  icon,
  describedBy,
  pending,
  title,
  description,
  confirmLabel,
  revoke,
  revoked,
  failed,
}: {
  icon: ReactNode;
  describedBy: string;
  pending: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  revoke: () => Promise<unknown>;
  /** The toast when it worked. */
  revoked: string;
  /** The toast when it failed without a message of its own. */
  failed: string;
}) {
  const confirm = async () => {
    try {
      await revoke();
      void toast.success(revoked);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : failed);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={pending} aria-describedby={describedBy}>
          {icon} Revoke
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
    />
  );
}
