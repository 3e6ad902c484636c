import { ArrowRight, Check, LoaderCircle } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { clipCharacters, countCharacters, LIMITS } from "../../../../contract/site.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Textarea } from "../../../components/ui/input.tsx";

export type PreviewStatus = "idle" | "running" | "done" | "error";

export const PREVIEW_STEPS = [
  "Researching competitors",
  "Finding market gaps",
  "Generating insights",
] as const;

export interface PreviewBoxProps {
  /** Receives the trimmed idea. Left unset until the preview endpoint is wired in. */
  onSubmit?: (idea: string) => void;
  status?: PreviewStatus;
  /** Index into PREVIEW_STEPS of the step under way while status is "running". */
  activeStep?: number;
  /** The idea the box starts with: a returning visitor's last preview. */
  initialIdea?: string;
}

/** What is in the server-rendered box when the page wakes up; "" when rendering on the server. */
function readTypedIdea(id: string): string {
  if (typeof document === "undefined") return "";
  const box = document.getElementById(id);
  return box instanceof HTMLTextAreaElement ? box.value : "";
}

export function PreviewBox({
  onSubmit,
  status = "idle",
  activeStep = 0,
  initialIdea = "",
}: PreviewBoxProps) {
  const ids = useId();
  const [idea, setIdea] = useState(initialIdea);
  // The page is readable (and the box typeable) before its scripts run; hydration would wipe
  // what a quick visitor typed, so it is read here and put back once the page is live.
  const [typedBeforeHydration] = useState(() => readTypedIdea(`${ids}-idea`));
  useEffect(() => {
    // After hydration, not during it: rendering the typed text at once would not match the
    // server's HTML. Runs once, with a value read before React took over the box.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typedBeforeHydration) setIdea(clipCharacters(typedBeforeHydration, LIMITS.ideaMaxLength));
  }, [typedBeforeHydration]);
  // A stored preview is read after hydration: its idea fills the box unless the visitor typed.
  const [seenInitialIdea, setSeenInitialIdea] = useState(initialIdea);
  if (initialIdea !== seenInitialIdea) {
    setSeenInitialIdea(initialIdea);
    if (!idea) setIdea(initialIdea);
  }
  const running = status === "running";
  const empty = idea.trim().length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || running) return;
    onSubmit?.(idea.trim());
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-4" aria-busy={running}>
      <div className="space-y-2">
        {/* A plain label: the Radix one would add about 1 KB of JavaScript to the landing page. */}
        <label htmlFor={`${ids}-idea`} className="block text-base font-medium text-ink">
          Describe your startup or SaaS idea
        </label>
        <Textarea
          id={`${ids}-idea`}
          value={idea}
          onChange={(event) => setIdea(clipCharacters(event.target.value, LIMITS.ideaMaxLength))}
          rows={5}
          disabled={running}
          aria-describedby={`${ids}-count`}
          placeholder="e.g. A scheduling tool for independent physiotherapists that fills last-minute cancellations from a waitlist by SMS."
          className="min-h-36 resize-y text-base sm:text-base"
        />
        <div className="flex justify-between gap-3 text-sm text-muted-foreground">
          <span>Who is it for, and what problem does it solve?</span>
          <span id={`${ids}-count`} className="shrink-0 tabular-nums">
            {`${countCharacters(idea)}/${LIMITS.ideaMaxLength}`}
          </span>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={empty || running}>
        {running ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <ArrowRight aria-hidden="true" />
        )}
        Analyze My Idea - Free Preview
      </Button>
      <ol
        aria-label="Analysis progress"
        className="grid gap-2 text-sm sm:grid-cols-3"
        aria-live={running ? "polite" : undefined}
      >
        {PREVIEW_STEPS.map((step, index) => {
          const finished = status === "done" || (running && index < activeStep);
          const current = running && index === activeStep;
          return (
            <li
              key={step}
              className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${
                current
                  ? "border-primary/40 bg-primary-soft font-medium text-ink"
                  : finished
                    ? "border-border bg-card text-ink"
                    : "border-dashed border-border text-muted-foreground"
              }`}
            >
              {current ? (
                <LoaderCircle
                  className="size-4 shrink-0 animate-spin text-primary"
                  aria-hidden="true"
                />
              ) : finished ? (
                <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              ) : (
                <span
                  className="grid size-4 shrink-0 place-items-center rounded-full border border-current text-[0.625rem] leading-none"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
              )}
              <span>{step}</span>
              {current ? <span className="sr-only">(in progress)</span> : null}
              {finished ? <span className="sr-only">(done)</span> : null}
            </li>
          );
        })}
      </ol>
    </form>
  );
}
