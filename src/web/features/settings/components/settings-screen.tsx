import { ArrowLeft } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Me } from "../../../../contract/auth.ts";
import { FREE_REPORT_VERIFY_EMAIL_MESSAGE } from "../../../../contract/credits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { authClient, authErrorMessage } from "../../../lib/auth-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMe } from "../api/use-me.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { SetPasswordNotice } from "./set-password-notice.tsx";
import { TwoFactorSection } from "./two-factor-section.tsx";

const TABS = ["profile", "watches", "integrations", "billing"] as const;
type Tab = (typeof TABS)[number];

const triggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-ink data-[state=active]:shadow-sm";

/** `linkFailed`: better-auth sent a verification link here with ?error= (expired or invalid). */
function VerifyEmailNotice({ me, linkFailed }: { me: Me; linkFailed: boolean }) {
  const [sent, setSent] = useState(false);
  if (me.emailVerified) return <p className="text-sm text-muted-foreground">E-mail verified.</p>;
  const resend = async () => {
    const { error } = await authClient.sendVerificationEmail({
      email: me.email,
      callbackURL: "/settings",
    });
    if (error) {
      void toast.error(authErrorMessage(error, "Failed to send the verification e-mail"));
      return;
    }
    setSent(true);
    void toast.success("Verification e-mail sent. Check your inbox.");
  };
  return (
    <p className="text-sm text-muted-foreground">
      {linkFailed ? (
        <span role="alert" className="block font-medium text-destructive">
          That verification link is invalid or has expired. Send yourself a new one.
        </span>
      ) : null}
      {/* Confirming gates the free report alone (ADR 0013): buying and integrations never wait for it. */}
      Not confirmed yet. {FREE_REPORT_VERIFY_EMAIL_MESSAGE}{" "}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        disabled={sent}
        onClick={() => void resend()}
      >
        {sent ? "Link sent" : "Send the link again"}
      </Button>
    </p>
  );
}

function ProfileTab({ me, linkFailed }: { me: Me; linkFailed: boolean }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-sm text-muted-foreground">Email</p>
          <p data-testid="profile-email" className="font-medium text-ink">
            {me.email}
          </p>
          <VerifyEmailNotice me={me} linkFailed={linkFailed} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
        </CardHeader>
        <CardContent className="space-y-8">
          <section aria-labelledby="password-heading" className="space-y-3">
            <h3 id="password-heading" className="text-base font-semibold text-ink">
              {me.hasPassword ? "Change password" : "Password"}
            </h3>
            {me.hasPassword ? <ChangePasswordForm /> : <SetPasswordNotice email={me.email} />}
          </section>
          <TwoFactorSection me={me} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <DeleteAccountSection />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The Watched ideas, Integrations and Billing tab bodies belong to their own features; the route
 * passes them in, because features never import each other.
 */
export function SettingsScreen({
  billing,
  integrations,
  watches,
}: {
  billing: ReactNode;
  integrations: ReactNode;
  watches: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "profile";
  const me = useMe();

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        <Tabs.List
          aria-label="Settings sections"
          className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:flex"
        >
          <Tabs.Trigger value="profile" className={triggerClass}>
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="watches" className={triggerClass}>
            Watched ideas
          </Tabs.Trigger>
          <Tabs.Trigger value="integrations" className={triggerClass}>
            Integrations
          </Tabs.Trigger>
          <Tabs.Trigger value="billing" className={triggerClass}>
            Billing
          </Tabs.Trigger>
        </Tabs.List>
        {me.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading your settings...
          </p>
        ) : me.isError || !me.data ? (
          <p role="alert" className="text-destructive">
            We could not load your settings. Please reload the page.
          </p>
        ) : (
          <>
            <Tabs.Content value="profile">
              <ProfileTab me={me.data} linkFailed={params.has("error")} />
            </Tabs.Content>
            <Tabs.Content value="watches">{watches}</Tabs.Content>
            <Tabs.Content value="integrations">{integrations}</Tabs.Content>
            <Tabs.Content value="billing">{billing}</Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </main>
  );
}
