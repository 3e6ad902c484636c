import { MessageCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ChatDialog } from "./chat-dialog.tsx";
import type { StoredReport } from "../../../../contract/stored-report.ts";

/** The results page's floating 'Ask AI Questions' button and the chat it opens. */
export function AskAiButton({
  analysisId,
  ideaText,
  results,
}: {
  analysisId: string;
  ideaText: string;
  results: StoredReport | null;
}) {
  return (
    <ChatDialog
      analysisId={analysisId}
      ideaText={ideaText}
      results={results}
      trigger={
        <Button size="lg" className="no-print fixed bottom-5 right-5 z-40 rounded-full shadow-lg">
          <MessageCircle aria-hidden="true" /> Ask AI Questions
        </Button>
      }
    />
  );
}
