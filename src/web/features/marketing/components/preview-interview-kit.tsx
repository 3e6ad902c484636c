import { INTERVIEW_KIT_HEADING } from "../../../../contract/interview-kit.ts";
import { plural } from "../../../../contract/plural.ts";
import type { PreviewTeaser } from "../../../../contract/preview.ts";
import { LockedLines } from "./locked-lines.tsx";

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
      <LockedLines
        widths={["w-5/6", "w-2/3", "w-3/4", "w-1/2"]}
        label="Sign up free to read the interview kit"
        onSignUp={onSignUp}
      />
    </div>
  );
}
