import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { announceAuthChange, signOutOnPurpose } from "../../../lib/auth-client.ts";
import { forgetCachedData } from "../../../lib/query-provider.tsx";
import { toast } from "../../../lib/toast.ts";

/** The dashboard header's sign-out icon: revokes the session, then goes home. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const { error } = await signOutOnPurpose(() => navigate("/", { replace: true }));
    forgetCachedData();
    announceAuthChange("signed-out");
    if (error) void toast.error(error.message || "Failed to sign out");
    setBusy(false);
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Sign out"
      title="Sign out"
      disabled={busy}
      onClick={() => void signOut()}
    >
      <LogOut aria-hidden="true" />
    </Button>
  );
}
