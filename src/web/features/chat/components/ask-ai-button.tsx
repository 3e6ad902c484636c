import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ChatDialog } from "./chat-dialog.tsx";

/** The results page's floating 'Ask AI Questions' button and the chat it opens. */
export function AskAiButton({
  analysisId,
  ideaText,
  results,
}: {
  analysisId: string;
  ideaText: string;
  results: unknown;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className="no-print fixed bottom-5 right-5 z-40 rounded-full shadow-lg"
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" /> Ask AI Questions
      </Button>
      <ChatDialog
        analysisId={analysisId}
        ideaText={ideaText}
        results={results}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
