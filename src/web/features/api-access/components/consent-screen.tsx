import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { API_ACCESS_MESSAGES } from "../../../../contract/api-access.ts";
import { BRAND } from "../../../../contract/site.ts";
import { BrandFrame } from "../../../components/brand-frame.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/use-session.ts";
import { useAnswerConsent } from "../api/answer-consent.ts";
import { usePublicClient, type PublicClient } from "../api/get-public-client.ts";
import { canApprove, grantedScope } from "../lib/consent-scopes.ts";
import { leaveFor } from "../lib/leave-for.ts";
import { readOAuthRequest, type OAuthRequest } from "../lib/oauth-request.ts";
import { plainName } from "../lib/plain-name.ts";
import { clientDocumentSite, redirectTarget, type RedirectTarget } from "../lib/redirect-target.ts";
import { ConsentScopePicker } from "./consent-scope-picker.tsx";

const NO_REQUEST = `This page opens when an app asks to use your ${BRAND.name} account. Start connecting again from the app.`;
const CLIENT_NOT_FOUND =
  "We could not find the app asking for access. Start connecting again from the app.";
const LOAD_FAILED = "We could not load this request. Please reload the page.";
const REQUEST_EXPIRED =
  "This request has expired or is no longer valid. Go back to the app and connect again.";
const ANSWER_FAILED = "We could not send your answer. Please try again.";
const NOTHING_TICKED_ID = "consent-nothing-ticked";
const NOTHING_TICKED = "Tick at least one thing it may do to approve, or deny.";
const UNSAFE_RETURN = "The app's return address cannot be opened. Nothing was shared with it.";

function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

function ConsentFrame({ children }: { children: ReactNode }) {
  return (
    <BrandFrame>
      <Card>
        <CardContent className="space-y-6 pt-6">{children}</CardContent>
      </Card>
    </BrandFrame>
  );
}

/** The page's state before there is a request to answer: loading, or why there is none. */
function Notice({ alert = false, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <>
      <h1 className="text-center text-2xl font-bold tracking-tight text-ink">Connect an app</h1>
      <p
        role={alert ? "alert" : "status"}
        className={alert ? "text-destructive" : "text-center text-muted-foreground"}
      >
        {children}
      </p>
    </>
  );
}

/** The client's own logo: decoration only (a look-alike can copy any logo), https only. */
function ClientLogo({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      aria-hidden="true"
      width={48}
      height={48}
      referrerPolicy="no-referrer"
      className="mx-auto size-12 rounded-lg object-contain"
    />
  );
}

function ReturnAddress({ target }: { target: RedirectTarget | null }) {
  if (!target) {
    return <p className="text-ink">It did not say where it will send you back to.</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      It will send you back to{" "}
      <strong
        data-testid="redirect-host"
        className="block text-xl font-semibold text-ink wrap-anywhere"
      >
        {target.label}
      </strong>
      {target.local ? (
        <span className="block text-sm text-muted-foreground">(an app on this computer)</span>
      ) : null}
    </p>
  );
}

function leavingMessage(accepted: boolean, target: RedirectTarget | null): string {
  const where = target ? target.label : "the app";
  return `${accepted ? "Approved" : API_ACCESS_MESSAGES.consentDenied}. Sending you back to ${where}…`;
}

function ConsentForm({
  request,
  client,
  email,
  onSignedOut,
}: {
  request: OAuthRequest;
  client: PublicClient;
  email: string;
  onSignedOut: () => void;
}) {
  const answer = useAnswerConsent();
  const [left, setLeft] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = plainName(client.name, client.clientId);
  const target = redirectTarget(request.redirectUri);
  const documentSite = clientDocumentSite(client.clientId);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(request.scopes));
  const busy = answer.isPending || left !== null;
  const approvable = canApprove(request.scopes, ticked);
  const whyNot = approvable ? undefined : NOTHING_TICKED_ID;

  const respond = async (accept: boolean) => {
    setProblem(null);
    try {
      const url = await answer.mutateAsync({
        accept,
        oauthQuery: request.signedQuery,
        // Only a narrower approval says which scopes; a denial grants none either way.
        scope: accept ? grantedScope(request.scopes, ticked) : undefined,
      });
      if (!leaveFor(url)) return setProblem(UNSAFE_RETURN);
      setLeft(accept);
    } catch (error) {
      if (hasStatus(error, 401)) return onSignedOut();
      setProblem(hasStatus(error, 400) ? REQUEST_EXPIRED : ANSWER_FAILED);
    }
  };

  return (
    <>
      <div className="space-y-4 text-center">
        <ClientLogo url={client.logoUrl} />
        <h1 className="break-words text-2xl font-bold tracking-tight text-ink">
          {/* Plain text, isolated: the name is the client's own choice. */}
          <bdi data-testid="client-name">{name}</bdi> wants to use your {BRAND.name} account
        </h1>
      </div>
      <div className="space-y-2 rounded-lg border border-border bg-muted/50 px-4 py-3">
        <ReturnAddress target={target} />
        {documentSite ? (
          <p className="text-sm text-muted-foreground">
            Its details were read from{" "}
            <strong data-testid="client-site" className="wrap-anywhere font-medium text-ink">
              {documentSite}
            </strong>
            .
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          It will act for <strong className="wrap-anywhere font-medium text-ink">{email}</strong>.
          Approve only if you started connecting this app yourself.
        </p>
      </div>
      <section aria-labelledby="consent-scopes" className="space-y-3">
        <h2 id="consent-scopes" className="text-sm font-semibold text-ink">
          It will be able to:
        </h2>
        {request.scopes.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">
              Untick anything you would rather not allow.
            </p>
            <ConsentScopePicker
              scopes={request.scopes}
              ticked={ticked}
              disabled={busy}
              labelledBy="consent-scopes"
              describedBy={whyNot}
              onChange={setTicked}
            />
            {/* Always there, so the hint is announced when it appears. */}
            <p id={NOTHING_TICKED_ID} role="status" className="text-sm text-ink empty:hidden">
              {approvable ? null : NOTHING_TICKED}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">It did not list what it asks for.</p>
        )}
        <p className="text-sm text-muted-foreground">
          You can revoke its access at any time in Settings, under Integrations.
        </p>
      </section>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {left !== null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {leavingMessage(left, target)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" disabled={busy} onClick={() => void respond(false)}>
          {answer.isPending && answer.variables?.accept === false ? "Denying…" : "Deny"}
        </Button>
        <Button
          disabled={busy || !approvable}
          aria-describedby={whyNot}
          onClick={() => void respond(true)}
        >
          {answer.isPending && answer.variables?.accept === true ? "Approving…" : "Approve"}
        </Button>
      </div>
    </>
  );
}

/**
 * /oauth/consent: better-auth's OAuth provider sends the browser here with a signed request
 * (client_id, scope, redirect_uri, state, ..., sig). A signed-out visitor goes to /auth with the
 * whole query, and signing in there brings them back here.
 */
export function ConsentScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const request = useMemo(() => readOAuthRequest(params), [params]);
  const user = session.status === "signed-in" ? session.user : null;
  const client = usePublicClient(user && request ? request.clientId : null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const signedOut = session.status === "signed-out" || sessionEnded || hasStatus(client.error, 401);

  useEffect(() => {
    if (signedOut && request) void navigate(`/auth${search}`, { replace: true });
  }, [signedOut, request, navigate, search]);

  let body: ReactNode;
  if (!request) body = <Notice alert>{NO_REQUEST}</Notice>;
  else if (!user || signedOut) body = <Notice>Checking your session…</Notice>;
  else if (client.isPending) body = <Notice>Loading the request…</Notice>;
  else if (client.isError)
    body = <Notice alert>{hasStatus(client.error, 404) ? CLIENT_NOT_FOUND : LOAD_FAILED}</Notice>;
  else
    body = (
      <ConsentForm
        key={request.signedQuery}
        request={request}
        client={client.data}
        email={user.email}
        onSignedOut={() => setSessionEnded(true)}
      />
    );
  return <ConsentFrame>{body}</ConsentFrame>;
}
