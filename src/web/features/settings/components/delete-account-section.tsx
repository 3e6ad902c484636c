import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "../../../../contract/auth.ts";
import { Button, buttonVariants } from "../../../components/ui/button.tsx";
import { apiFetch, ApiError } from "../../../lib/api-client.ts";
import { announceAuthChange, refreshSession } from "../../../lib/auth-client.ts";
import { toast } from "../../../lib/toast.ts";

export function DeleteAccountSection() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await apiFetch<null>("/api/account", { method: "DELETE", json: { confirm: true } });
    } catch (error) {
      setBusy(false);
      void toast.error(error instanceof ApiError ? error.message : "Failed to delete account");
      return;
    }
    await navigate("/", { replace: true });
    announceAuthChange("signed-out");
    refreshSession();
    void toast.success(AUTH_MESSAGES.accountDeleted);
  };
  return (
    <section aria-labelledby="delete-heading" className="space-y-3">
      <h3 id="delete-heading" className="text-base font-semibold text-destructive">
        Delete account
      </h3>
      <p className="text-sm text-muted-foreground">
        Your account stops working at once and its data is permanently removed within 30 days.
      </p>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="destructive">Delete account</Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-card p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              Delete your account?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              You will be signed out everywhere and cannot sign in again. Your analyses, credits and
              settings are removed within 30 days. This cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonVariants({ variant: "destructive" })}
                disabled={busy}
                onClick={(event) => {
                  event.preventDefault();
                  void remove();
                }}
              >
                {busy ? "Deleting..." : "Yes, delete my account"}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
