import type { ReactNode } from "react";
import { Link } from "react-router";
import { SHARE_MESSAGES, type SharedReport } from "../../../../contract/integrations.ts";
import { BrandLogo } from "../../../components/brand-logo.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { isShareToken, useSharedReport } from "../api/get-shared-report.ts";

function SlimHeader() {
  return (
    <header className="no-print border-b border-border/70 bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo />
        <Button asChild size="sm">
          <Link to="/">Validate your own idea</Link>
        </Button>
      </div>
    </header>
  );
}

/** Where a reader who liked the report goes next: their own idea, through the free preview. */
function ValidateYourOwn() {
  return (
    <section
      aria-labelledby="validate-your-own"
      className="no-print mt-12 rounded-2xl border border-border bg-primary-soft/40 p-6 text-center sm:p-8"
    >
      <h2 id="validate-your-own" className="text-xl font-bold text-ink sm:text-2xl">
        Have an idea of your own?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
        Get the same evidence for it: competitors with their prices, and what real users say, each
        quote with its link. The first preview needs no account.
      </p>
      <Button asChild size="lg" className="mt-5">
        <Link to="/#preview">Run a free preview of your idea</Link>
      </Button>
    </section>
  );
}

function Gone() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Report not available</h1>
      <p className="text-muted-foreground">{SHARE_MESSAGES.gone}</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the shared report</span>
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="h-32" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** Revoked, never made, or not even shaped like a token: the reader hears the same thing. */
function isGone(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === "validation_failed");
}

/**
 * The public page behind a share link: the report alone, read-only, under a slim header. The
 * route passes in how the report and its actions render, since features never import each other.
 */
export function SharedReportPage({
  token,
  actions,
  report,
}: {
  token: string;
  actions: (shared: SharedReport) => ReactNode;
  report: (shared: SharedReport) => ReactNode;
}) {
  const shared = useSharedReport(token);
  let body: ReactNode;
  if (!isShareToken(token) || (shared.isError && isGone(shared.error))) body = <Gone />;
  else if (shared.isPending) body = <Loading />;
  else if (shared.isError)
    body = (
      <div role="alert" className="space-y-4 py-16 text-center">
        <p className="text-ink">We could not load this shared report. Please try again.</p>
        <Button variant="outline" onClick={() => void shared.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <>
        <header className="mb-8 space-y-4">
          <h1 className="whitespace-pre-line break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {shared.data.ideaText}
          </h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              Shared report ·{" "}
              <time dateTime={shared.data.createdAt}>{formatDate(shared.data.createdAt)}</time>
            </p>
            <nav aria-label="Report actions" className="no-print flex flex-wrap gap-2">
              {actions(shared.data)}
            </nav>
          </div>
        </header>
        {report(shared.data)}
        <ValidateYourOwn />
      </>
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <SlimHeader />
      <main
        id="main"
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10 print:p-0"
      >
        {body}
      </main>
    </div>
  );
}
