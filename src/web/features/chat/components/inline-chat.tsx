import { MessageCircle } from "lucide-react";
import { CHAT_LIMITS, CHAT_MESSAGES } from "../../../../contract/chat.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useChat } from "../hooks/use-chat.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatDialog } from "./chat-dialog.tsx";
import { ChatMessages } from "./chat-messages.tsx";
import { SuggestedQuestionChips } from "./suggested-question-chips.tsx";
import type { StoredReport } from "../../../../contract/stored-report.ts";

/** The dashboard's inline Q&A under a report: 10 questions, then the dialog for more. */
export function InlineChat({
  analysisId,
  ideaText,
  results,
}: {
  analysisId: string;
  ideaText: string;
  results: StoredReport | null;
}) {
  const chat = useChat(analysisId, "inline");
  return (
    <Card
      role="region"
      className="no-print space-y-4 p-5 sm:p-6"
      aria-labelledby="inline-chat-title"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="inline-chat-title" className="scroll-mt-36 text-lg font-semibold text-ink">
            Ask about this analysis
          </h3>
          <p className="text-sm text-muted-foreground">
            {chat.loading
              ? "Loading the conversation…"
              : `${chat.remaining} of ${CHAT_LIMITS.inline} questions left here.`}
            {chat.mode === "evidence-only"
              ? " No AI model is configured, so answers quote the most relevant evidence."
              : null}
          </p>
        </div>
        <ChatDialog
          analysisId={analysisId}
          ideaText={ideaText}
          results={results}
          trigger={
            <Button variant="outline" size="sm">
              <MessageCircle aria-hidden="true" /> Open chat
            </Button>
          }
        />
      </div>
      {chat.messages.length > 0 ? (
        <ChatMessages messages={chat.messages} className="max-h-[28rem]" />
      ) : null}
      <SuggestedQuestionChips chat={chat} results={results} />
      <ChatComposer
        chat={chat}
        label="Ask a question about this analysis"
        placeholder="Ask a question about this analysis…"
        limitMessage={CHAT_MESSAGES.inlineLimit}
      />
    </Card>
  );
}
