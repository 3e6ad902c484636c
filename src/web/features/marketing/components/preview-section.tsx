import { Lock } from "lucide-react";
import { useNavigate } from "react-router";
import { Suspense, lazy, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  ANALYSIS_FAILED_MESSAGE,
  PREVIEW_COMPLETE_MESSAGE,
  PREVIEW_RATE_LIMIT_MESSAGE,
} from "../../../../contract/analysis-messages.ts";
import type { PreviewTeaser } from "../../../../contract/preview.ts";
import { toast } from "../../../lib/toast.ts";
import { runPreview } from "../api/run-preview.ts";
import { rateLimitDetail } from "../lib/rate-limit-detail.ts";
import {
  markPreviewUsed,
  lastPreviewKey,
  previewMinutesLeft,
  readStoredPreview,
  storePreview,
} from "../lib/preview-storage.ts";
import { PREVIEW_STEPS, PreviewBox, type PreviewStatus } from "./preview-box.tsx";

// Loaded only once a preview arrives, so the landing page's first paint stays within budget.
const PreviewResult = lazy(() => import("./preview-result.tsx"));

/** The request is one call; the lines advance on a clock so the visitor sees the work go on. */
const STEP_INTERVAL_MS = 6_000;

const noSubscription = () => () => {};
const lastStoredPreviewKey = () => lastPreviewKey(Date.now());
const noStoredPreview = () => null;

export function PreviewSection() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<PreviewStatus>("idle");
  const [activeStep, setActiveStep] = useState(0);
  const [fresh, setFresh] = useState<{ teaser: PreviewTeaser; storedAt: number } | null>(null);
  // A visitor back within the hour sees the preview they ran, not an empty box. Read from the
  // browser after hydration: the prerendered page has none.
  const storedKey = useSyncExternalStore(noSubscription, lastStoredPreviewKey, noStoredPreview);
  const stored = useMemo(() => (storedKey ? readStoredPreview(storedKey) : null), [storedKey]);
  const shown = fresh ?? (stored ? { teaser: stored.preview, storedAt: stored.timestamp } : null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status !== "running") return;
    const timer = setInterval(
      () => setActiveStep((step) => Math.min(step + 1, PREVIEW_STEPS.length - 1)),
      STEP_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [status]);

  const submit = async (idea: string) => {
    const minutesLeft = previewMinutesLeft(Date.now());
    if (minutesLeft > 0) {
      void toast.error(`Please wait ${minutesLeft} minutes before trying again`);
      return;
    }
    setActiveStep(0);
    setStatus("running");
    const outcome = await runPreview(idea);
    if (outcome.ok) {
      const now = Date.now();
      markPreviewUsed(now);
      storePreview(idea, outcome.teaser, now);
      setFresh({ teaser: outcome.teaser, storedAt: now });
      setStatus("done");
      void toast.success(PREVIEW_COMPLETE_MESSAGE);
      setTimeout(
        () => resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }),
        100,
      );
      return;
    }
    setStatus("error");
    if (outcome.reason === "rate-limited") {
      // The server remembers this client even when the browser's storage was cleared.
      markPreviewUsed(Date.now());
      void toast.error(PREVIEW_RATE_LIMIT_MESSAGE, {
        description: rateLimitDetail(outcome.retryAfterSeconds),
        action: { label: "Sign up free", onClick: () => void navigate("/auth?tab=signup") },
      });
    } else {
      void toast.error(outcome.message ?? ANALYSIS_FAILED_MESSAGE);
    }
  };

  return (
    <>
      <section
        id="preview"
        aria-labelledby="preview-title"
        className="scroll-mt-20 bg-gradient-to-b from-background via-primary-soft/50 to-background"
      >
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[0.85fr_1.15fr] lg:items-center">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary-hover">
              Free preview
            </p>
            <h2
              id="preview-title"
              className="mt-3 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
            >
              See what the evidence says, right now
            </h2>
            <p className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">
              Run a preview without an account. You will see the competitors and a taste of what
              users say; sign up free to unlock every comment with its source.
            </p>
            <p className="mt-6 inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Lock className="size-4 text-primary" aria-hidden="true" />
              One free preview per hour. Details stay blurred until you sign up.
            </p>
          </div>
          <div className="rounded-3xl border border-border bg-card p-5 shadow-xl shadow-primary/5 sm:p-8">
            <PreviewBox
              initialIdea={stored?.idea}
              onSubmit={(idea) => void submit(idea)}
              status={status === "idle" && stored ? "done" : status}
              activeStep={activeStep}
            />
            {stored && !fresh ? (
              <p className="mt-4 text-sm text-muted-foreground">
                Your last preview is below. You can run a new one an hour after it.
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <div ref={resultRef} className="scroll-mt-20">
        {shown ? (
          <Suspense
            fallback={
              <p className="py-10 text-center text-muted-foreground">Loading your preview…</p>
            }
          >
            <PreviewResult teaser={shown.teaser} storedAt={shown.storedAt} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
