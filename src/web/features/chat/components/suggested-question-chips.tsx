import { useMemo } from "react";
import type { ChatState } from "../hooks/use-chat.ts";
import { suggestedQuestions } from "../lib/suggested-questions.ts";
import type { StoredReport } from "../../../../contract/stored-report.ts";

/** Questions drawn from the report, shown until the conversation starts; a click asks one. */
export function SuggestedQuestionChips({
  chat,
  results,
  questions: given,
}: {
  chat: ChatState;
  results: StoredReport | null;
  /** Questions to offer instead of those drawn from the report. */
  questions?: readonly string[];
}) {
  // Drawn once per report, not on every keystroke in the chat box (it re-renders this list).
  const drawn = useMemo(() => suggestedQuestions(results), [results]);
  const questions = given ?? drawn;
  if (chat.limitReached || chat.loading || chat.messages.length > 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Suggested questions">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={chat.streaming}
            onClick={() => chat.send(question)}
            className="rounded-full border border-border bg-background px-3 py-1 text-xs font-medium text-ink hover:bg-muted disabled:opacity-50"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
