import { INTERVIEW_KIT_HEADING, type InterviewKit } from "../../contract/interview-kit.ts";

/** The interview kit as the chat sees it, so it can explain or adapt the questions without inventing threads. */
export function interviewKitDigest(kit: InterviewKit | undefined): string {
  if (!kit || kit.pains.length === 0) return "";
  const pains = kit.pains.map((pain) =>
    [
      `- Pain: ${pain.title}`,
      ...pain.questions.map((item) => `  - Ask: ${item.question}`),
      ...pain.threads.map((thread) => `  - Read first: ${thread.title} (${thread.url})`),
      `  - Strong signal: ${pain.strongSignal}`,
      `  - Weak signal: ${pain.weakSignal}`,
    ].join("\n"),
  );
  const communities = kit.communities.map(
    (community) => `- ${community.name} (${community.url}): ${community.quotes} quotes`,
  );
  return [
    `${INTERVIEW_KIT_HEADING} (questions about past behaviour, ${kit.writtenBy === "templates" ? "from templates" : "written by a model over cited quotes"}):`,
    ...pains,
    communities.length > 0 ? `Where these people gather:\n${communities.join("\n")}` : "",
    `Screener: ${kit.screener.join(" / ")}`,
    `Outreach: ${kit.outreach}`,
  ]
    .filter(Boolean)
    .join("\n");
}
