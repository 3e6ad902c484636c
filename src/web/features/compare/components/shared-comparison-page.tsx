import type { ReactNode } from "react";
import { Link } from "react-router";
import { COMPARISON_MESSAGES } from "../../../../contract/report-comparison.ts";
import { BrandLogo } from "../../../components/brand-logo.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { isComparisonShareToken, useSharedComparison } from "../api/get-shared-comparison.ts";
import { ComparisonExportButtons } from "./comparison-export-buttons.tsx";
import { ComparisonView } from "./comparison-view.tsx";

function Gone() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Comparison not available</h1>
      <p className="text-muted-foreground">{COMPARISON_MESSAGES.gone}</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}

/** The public page behind a comparison's share link: read-only, no chat, no owner controls. */
export function SharedComparisonPage({ token }: { token: string }) {
  const shared = useSharedComparison(token);
  let body: ReactNode;
  const gone =
    !isComparisonShareToken(token) ||
    (shared.isError && shared.error instanceof ApiError && shared.error.status === 404);
  if (gone) body = <Gone />;
  else if (shared.isPending)
    body = (
      <div role="status" className="space-y-6">
        <span className="sr-only">Loading the shared comparison</span>
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-96" />
      </div>
    );
  else if (shared.isError)
    body = (
      <div role="alert" className="space-y-4 py-16 text-center">
        <p className="text-ink">We could not load this shared comparison. Please try again.</p>
        <Button variant="outline" onClick={() => void shared.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <>
        <header className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Compare ideas
            </h1>
            <p className="text-sm text-muted-foreground">
              Shared comparison ·{" "}
              <time dateTime={shared.data.createdAt}>{formatDate(shared.data.createdAt)}</time>
            </p>
          </div>
          <nav aria-label="Comparison actions" className="flex flex-wrap gap-2">
            <ComparisonExportButtons
              comparison={shared.data.comparison}
              missingReports={shared.data.missingReports}
              comparisonUrl={window.location.href}
            />
          </nav>
        </header>
        <ComparisonView
          comparison={shared.data.comparison}
          missingReports={shared.data.missingReports}
          reportHref={() => null}
        />
      </>
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/70 bg-background/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLogo />
          <Button asChild size="sm">
            <Link to="/">
              <span className="sm:hidden">Try your idea</span>
              <span className="max-sm:hidden">Validate your own idea</span>
            </Link>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {body}
      </main>
    </div>
  );
}
