import type { StoredReport } from "../../../../contract/stored-report.ts";

const FALLBACK = [
  "What do users complain about most?",
  "How would you price this?",
  "Which market gap should I target first?",
];

/** Three or four questions a founder would ask next, drawn from what this report contains. */
export function suggestedQuestions(results: StoredReport | null): string[] {
  if (results?.kind !== "report") return FALLBACK;
  const { report } = results;
  const questions: string[] = [];
  if (report.competitors.length >= 2) questions.push("Who is the cheapest competitor?");
  const leader = report.competitors[0];
  if (leader) questions.push(`What do users like about ${leader.name}?`);
  if (report.platformFeedback.reddit.length > 0) questions.push("What do Reddit users hate most?");
  else questions.push("What do users complain about most?");
  questions.push("How would you price this?");
  if (report.redditInsights.marketGaps.length > 0)
    questions.push("Which market gap should I target first?");
  return questions.slice(0, 4);
}
