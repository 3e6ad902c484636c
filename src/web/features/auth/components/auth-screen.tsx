import { Gift } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SignInValues } from "../../../../contract/auth.ts";
import {
  AUTH_MESSAGES,
  looksLikeReferralCode,
  TWO_FACTOR_PENDING_PARAM,
} from "../../../../contract/auth-rules.ts";
import { BRAND, PRICING } from "../../../../contract/site.ts";
import { BrandFrame } from "../../../components/brand-frame.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { announceAuthChange, loadAuthClient } from "../../../lib/auth-events.ts";
import { toast } from "../../../lib/toast.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useSession } from "../../../lib/use-session.ts";
import { useAuthConfig } from "../api/use-auth-config.ts";
import { inOAuthFlow, oauthAwareErrorMessage, oauthContinuation } from "../oauth-flow.ts";
import { forgetReferral, rememberReferral } from "../referral-cookie.ts";
import { CredentialsForm } from "./credentials-form.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { GoogleButton } from "./google-button.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { TwoFactorChallenge } from "./two-factor-challenge.tsx";

type Tab = "signin" | "signup";
type View = "tabs" | "forgot" | "reset" | "two-factor";

const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-ink data-[state=active]:shadow-sm";

/**
 * The landing page's preview sends visitors here with ?import=preview_<timestamp> (the key its
 * idea is stored under); the dashboard loads that idea. Only such keys are passed on.
 */
export function dashboardPathFor(importKey: string | null): string {
  return importKey && /^preview_\d{1,16}$/.test(importKey)
    ? `/dashboard?import=${importKey}`
    : "/dashboard";
}

/**
 * The server's reason for a failed Google sign-in, for the failures a user can act on. Only
 * known codes are turned into words: the query string is anyone's to write, so its free-text
 * error_description is never shown.
 */
function googleFailureMessage(code: string | null): string {
  if (code === "account_not_linked") {
    return "This e-mail already has an account. Sign in with your password and confirm your e-mail address; then Continue with Google works too.";
  }
  return AUTH_MESSAGES.googleFailed;
}

/**
 * What a friend's referral link earns. Only the code's shape is checked: the page never asks
 * who owns it, so nothing about the referrer's account can show here.
 */
function InviteNote() {
  return (
    <p
      data-testid="referral-invite"
      className="mb-5 flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft px-4 py-3 text-sm text-ink"
    >
      <Gift className="mt-0.5 size-4 shrink-0 text-primary-hover" aria-hidden="true" />
      <span>
        <strong className="font-semibold">A friend invited you to {BRAND.name}.</strong> Sign up and
        you get {PRICING.referralRewardReports} bonus reports with your first report pack.
      </span>
    </p>
  );
}

/**
 * /auth. Prerendered without a query string, so the first render is the plain Sign In form;
 * after hydration the query decides the tab (?tab=signup), the plan (?plan=paid), the
 * referral (?ref=), the reset link (?reset=1&token=) and a pending second factor (?two-factor=1).
 */
export function AuthScreen() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const authConfig = useAuthConfig();
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [leaving, setLeaving] = useState(false);

  const plan = hydrated ? params.get("plan") : null;
  const dashboardPath = dashboardPathFor(hydrated ? params.get("import") : null);
  const resetToken = hydrated && params.get("reset") ? params.get("token") : null;
  const resetError = hydrated && params.get("reset") && params.get("error");
  // A friend's link (?ref=): an account cannot be referred, so the invitee starts on Sign Up.
  const invited = hydrated && looksLikeReferralCode(params.get("ref"));
  const tab: Tab =
    chosenTab ?? (hydrated && (params.get("tab") === "signup" || invited) ? "signup" : "signin");
  const twoFactorPending = hydrated && params.get(TWO_FACTOR_PENDING_PARAM) === "1";
  const oauthFlow = hydrated && inOAuthFlow(params);
  const currentView: View =
    view ??
    (resetToken ? "reset" : resetError ? "forgot" : twoFactorPending ? "two-factor" : "tabs");

  useEffect(() => {
    const ref = params.get("ref");
    if (ref) rememberReferral(ref);
    if (params.get("google") === "failed" || params.get("error")) {
      if (!params.get("reset")) void toast.error(googleFailureMessage(params.get("error")));
    }
    if (params.get("reset") && params.get("error")) void toast.error(AUTH_MESSAGES.resetFailed);
  }, [params]);

  useEffect(() => {
    // Sent here by an app while signed in (it asked for a fresh sign-in): stay and sign in.
    if (session.status === "signed-in" && !leaving && !oauthFlow) {
      void navigate(dashboardPath, { replace: true });
    }
  }, [session.status, leaving, oauthFlow, navigate, dashboardPath]);

  const enterApp = (to: string) => {
    setLeaving(true);
    announceAuthChange("signed-in");
    void navigate(to, { replace: true });
  };

  /**
   * Signed in for an app (OAuth): the answer names the next page, and better-auth's client is
   * already taking the browser there (its redirect plugin follows any `{ redirect, url }`
   * answer). Navigating again could load the app's redirect URI, with its one-time code, twice;
   * this only keeps the page from heading for the dashboard meanwhile.
   */
  const followOAuth = (data: unknown): boolean => {
    if (!oauthContinuation(data)) return false;
    setLeaving(true);
    announceAuthChange("signed-in");
    return true;
  };

  /** After the second factor: the provider continues from the request in this page's query. */
  const continueOAuth = async (): Promise<boolean> => {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.oauth2.continue({ postLogin: true });
    if (error) {
      void toast.error(oauthAwareErrorMessage(error, AUTH_MESSAGES.signInFailed));
      return false;
    }
    return followOAuth(data);
  };

  const afterSecondFactor = async (data: unknown) => {
    if (followOAuth(data)) return;
    if (oauthFlow && (await continueOAuth())) return;
    void toast.success(AUTH_MESSAGES.signInSuccess);
    enterApp(dashboardPath);
  };

  const signUp = async ({ email, password }: SignInValues): Promise<boolean> => {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signUp.email({
      email,
      password,
      name: email.split("@")[0] ?? "",
      // Where the verification link lands: settings says whether it worked (or had expired).
      callbackURL: "/settings",
    });
    if (error) {
      void toast.error(oauthAwareErrorMessage(error, AUTH_MESSAGES.signUpFailed));
      return false;
    }
    forgetReferral();
    if (followOAuth(data)) return true;
    void toast.success(AUTH_MESSAGES.signUpSuccess);
    enterApp(plan === "paid" ? "/pricing" : dashboardPath);
    return true;
  };

  const signIn = async ({ email, password }: SignInValues): Promise<boolean> => {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) {
      void toast.error(oauthAwareErrorMessage(error, AUTH_MESSAGES.signInFailed));
      return false;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      setView("two-factor");
      // In the address too, so a reload keeps the challenge (its cookie lasts 10 minutes).
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(TWO_FACTOR_PENDING_PARAM, "1");
          return next;
        },
        { replace: true },
      );
      return true;
    }
    if (followOAuth(data)) return true;
    void toast.success(AUTH_MESSAGES.signInSuccess);
    enterApp(dashboardPath);
    return true;
  };

  const backToSignIn = () => {
    setView("tabs");
    setChosenTab("signin");
    // Drops only what belonged to the finished step; ?plan, ?import and ?ref still apply.
    const finished = ["reset", "token", "error", TWO_FACTOR_PENDING_PARAM].filter((key) =>
      params.has(key),
    );
    if (finished.length > 0) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of finished) next.delete(key);
          return next;
        },
        { replace: true },
      );
    }
  };

  const google = authConfig?.google ? (
    <>
      <div className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton
        plan={plan}
        dashboardPath={dashboardPath}
        oauthRequest={oauthFlow ? params : null}
      />
    </>
  ) : null;

  return (
    <BrandFrame>
      <h1 className="mb-2 text-center text-3xl font-bold tracking-tight text-ink">
        Welcome to Groundtruth
      </h1>
      <p className="mb-8 text-center text-muted-foreground">
        {oauthFlow
          ? "Sign in to connect an app to your account. You will see what it asks for next."
          : "Validate your startup idea with real evidence."}
      </p>
      <Card>
        <CardContent className="pt-6">
          {currentView === "forgot" ? (
            <ForgotPasswordForm onBack={backToSignIn} />
          ) : currentView === "reset" && resetToken ? (
            <ResetPasswordForm token={resetToken} onDone={backToSignIn} />
          ) : currentView === "two-factor" ? (
            <TwoFactorChallenge
              onVerified={(data) => void afterSecondFactor(data)}
              onCancel={backToSignIn}
            />
          ) : (
            <Tabs.Root value={tab} onValueChange={(value) => setChosenTab(value as Tab)}>
              <Tabs.List
                aria-label="Sign in or sign up"
                className="mb-6 flex gap-1 rounded-lg bg-muted p-1"
              >
                <Tabs.Trigger value="signin" className={tabTriggerClass}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabTriggerClass}>
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin">
                <CredentialsForm
                  mode="signin"
                  submitLabel="Sign In"
                  busyLabel="Signing in..."
                  onSubmit={signIn}
                  footer={
                    <div className="flex justify-end">
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        className="h-auto px-0"
                        onClick={() => setView("forgot")}
                      >
                        Forgot password?
                      </Button>
                    </div>
                  }
                />
                {google}
              </Tabs.Content>
              <Tabs.Content value="signup">
                {invited ? <InviteNote /> : null}
                <CredentialsForm
                  mode="signup"
                  submitLabel="Sign Up"
                  busyLabel="Creating account..."
                  onSubmit={signUp}
                />
                {google}
                <p className="mt-4 text-center text-xs text-muted-foreground">
                  By signing up you agree to our{" "}
                  <a href="/terms" className="underline">
                    Terms of Use
                  </a>{" "}
                  and{" "}
                  <a href="/privacy" className="underline">
                    Privacy Policy
                  </a>
                  .
                </p>
              </Tabs.Content>
            </Tabs.Root>
          )}
        </CardContent>
      </Card>
    </BrandFrame>
  );
}
