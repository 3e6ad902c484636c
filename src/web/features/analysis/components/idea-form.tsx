import { Sparkles } from "lucide-react";
import { lazy, Suspense, useId, type FormEvent } from "react";
import { clipCharacters, countCharacters, LIMITS } from "../../../../contract/site.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useSiteConfig } from "../../../lib/use-site-config.ts";

// Only the demo has examples: its chips are fetched there alone, never on a real first visit.
const IdeaExamples = lazy(() => import("../../../components/idea-examples.tsx"));
import { Textarea } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";

export function IdeaForm(props: {
  idea: string;
  onIdeaChange: (idea: string) => void;
  onSubmit: (idea: string) => void;
  running: boolean;
  /** Why the button is disabled besides an empty idea or a run in progress (no credits...). */
  blockedReason?: string | null;
}) {
  const id = useId();
  const examples = useSiteConfig()?.examples ?? [];
  const empty = props.idea.trim().length === 0;
  const disabled = props.running || empty || Boolean(props.blockedReason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) props.onSubmit(props.idea.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <Label htmlFor={id} className="text-base">
        Describe your startup idea
      </Label>
      <Textarea
        id={id}
        value={props.idea}
        onChange={(event) =>
          props.onIdeaChange(clipCharacters(event.target.value, LIMITS.ideaMaxLength))
        }
        placeholder="e.g. A habit tracker for remote teams that nudges people in Slack and shows managers only aggregate trends"
        rows={5}
        disabled={props.running}
        aria-describedby={`${id}-count`}
      />
      {examples.length > 0 ? (
        <Suspense fallback={null}>
          <IdeaExamples examples={examples} onPick={props.onIdeaChange} disabled={props.running} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-sm text-muted-foreground">
          {`${countCharacters(props.idea)}/${LIMITS.ideaMaxLength} characters`}
        </p>
        <Button type="submit" size="lg" disabled={disabled}>
          <Sparkles aria-hidden="true" />
          {props.running ? "Analyzing..." : "Analyze Idea"}
        </Button>
      </div>
      {props.blockedReason ? (
        <p className="text-sm text-muted-foreground">{props.blockedReason}</p>
      ) : null}
    </form>
  );
}
