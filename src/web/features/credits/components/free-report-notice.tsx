import { MailCheck } from "lucide-react";
import { useState } from "react";
import {
  FREE_REPORT_ALREADY_USED_MESSAGE,
  FREE_REPORT_VERIFY_EMAIL_MESSAGE,
  type CreditSummary,
} from "../../../../contract/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { authClient, authErrorMessage } from "../../../lib/auth-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useSiteConfig } from "../../../lib/use-site-config.ts";

function ResendVerification() {
  // The signed-in layout's session: asking the server again would be a second request.
  const email = authClient.useSession().data?.user.email;
  const [sent, setSent] = useState(false);
  if (!email) return null;
  const resend = async () => {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: "/dashboard" });
    if (error) {
      void toast.error(authErrorMessage(error, "Failed to send the verification e-mail"));
      return;
    }
    setSent(true);
    void toast.success(`Verification e-mail sent to ${email}. Check your inbox.`);
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={sent} onClick={() => void resend()}>
      <MailCheck aria-hidden="true" /> {sent ? "Link sent" : "Send the link again"}
    </Button>
  );
}

/** The demo sends no e-mail: where the confirmation link is instead. */
function DemoOutboxNote() {
  const demo = useSiteConfig()?.demo ?? false;
  if (!demo) return null;
  return (
    <p className="w-full text-muted-foreground">
      This demo sends no e-mail: each message, the confirmation link included, is written as a file
      to the outbox folder of the demo&apos;s data directory (data-demo/outbox unless DEMO_DATA_DIR
      says otherwise), on the computer running the demo.
    </p>
  );
}

/** Why this month's free report is not available, and what to do about it; nothing when it is. */
export function FreeReportNotice({ credits }: { credits: CreditSummary | undefined }) {
  if (!credits?.freeReportBlocked) return null;
  if (credits.freeReportBlocked === "verify_email") {
    return (
      <div role="status" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        <span>{FREE_REPORT_VERIFY_EMAIL_MESSAGE}</span>
        <ResendVerification />
        <DemoOutboxNote />
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {FREE_REPORT_ALREADY_USED_MESSAGE} Your free report resets on{" "}
      {formatDate(credits.freeReportResetsOn)}.
    </p>
  );
}
