import { Lock } from "lucide-react";
import { INTERVIEW_KIT_HEADING } from "../../../../contract/interview-kit.ts";
import { plural } from "../../../../contract/plural.ts";
import type { PreviewTeaser } from "../../../../contract/preview.ts";

/** Counts only: the questions, threads and communities were never sent, so they are drawn blurred. */
export function PreviewInterviewKit({
  kit,
  onSignUp,
}: {
  kit: NonNullable<PreviewTeaser["interviewKit"]>;
  onSignUp: () => void;
}) {
  if (kit.pains === 0) return null;
  return (
    <div
      className="rounded-xl border border-border bg-card p-5 shadow-sm"
      data-testid="preview-interview-kit"
    >
      <h3 className="text-xl font-bold text-ink">{INTERVIEW_KIT_HEADING}</h3>
      <p className="mt-2 text-sm text-muted-foreground">
        {plural(kit.questions, "interview question")} about what people did, for{" "}
        {plural(kit.pains, "top pain")}, with the threads to read first and where these people
        gather.
      </p>
      <div className="relative mt-4">
        <div aria-hidden="true" className="space-y-2 blur-sm select-none">
          {["w-5/6", "w-2/3", "w-3/4", "w-1/2"].map((width) => (
            <div key={width} className={`h-3 rounded-full bg-muted ${width}`} />
          ))}
        </div>
        <button
          type="button"
          onClick={onSignUp}
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-primary"
        >
          <Lock className="size-4" aria-hidden="true" />
          Sign up free to read the interview kit
        </button>
      </div>
    </div>
  );
}
