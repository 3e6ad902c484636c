import { Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { MessageSquarePlus, X } from "lucide-react";
import { Link } from "react-router";
import { CHAT_LIMITS, CHAT_MESSAGES } from "../../../../contract/chat.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useChat } from "../hooks/use-chat.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessages } from "./chat-messages.tsx";
import { SuggestedQuestionChips } from "./suggested-question-chips.tsx";
import type { StoredReport } from "../../../../contract/stored-report.ts";
import type { ChatSubject } from "../lib/chat-subject.ts";

export interface ChatDialogProps {
  /** The analysis the chat is about, or the comparison when `kind` says so. */
  analysisId: string;
  ideaText: string;
  results: StoredReport | null;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** "comparison": the chat answers across a comparison's reports (its id in `analysisId`). */
  kind?: ChatSubject["kind"];
}

/** A comparison has no single report to draw questions from: these ask across the ideas. */
const COMPARISON_QUESTIONS = [
  "Which idea shows the most willingness to pay?",
  "Where do the ideas' top pains overlap?",
  "Which idea faces the toughest competitors, and who are they?",
];

/** 'Chat with AI Assistant': up to 50 questions about one analysis, answered from its evidence. */
export function ChatDialog({
  analysisId,
  ideaText,
  results,
  trigger,
  kind = "analysis",
}: ChatDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-2 bottom-2 top-2 z-50 flex flex-col rounded-xl bg-card shadow-xl sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:bottom-auto sm:h-[min(44rem,calc(100dvh-2rem))] sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2">
          {open ? (
            <ChatDialogBody
              analysisId={analysisId}
              ideaText={ideaText}
              results={results}
              kind={kind}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChatDialogBody({
  analysisId,
  ideaText,
  results,
  kind = "analysis",
}: Omit<ChatDialogProps, "trigger">) {
  const chat = useChat(analysisId, "dialog", kind);
  const comparing = kind === "comparison";
  return (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-border p-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Dialog.Title className="text-lg font-semibold text-ink">
              Chat with AI Assistant
            </Dialog.Title>
            <span
              className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary"
              data-testid="messages-remaining"
            >
              {chat.loading ? "…" : `${chat.remaining} of ${CHAT_LIMITS.dialog} messages left`}
            </span>
          </div>
          <Dialog.Description className="truncate text-sm text-muted-foreground">
            About: {ideaText}
          </Dialog.Description>
          {chat.mode === "evidence-only" ? (
            <p className="text-xs text-muted-foreground">
              No AI model is configured, so answers quote the most relevant evidence.
            </p>
          ) : null}
        </div>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close chat">
            <X aria-hidden="true" />
          </Button>
        </Dialog.Close>
      </div>

      <ChatMessages
        messages={chat.messages}
        className="flex-1 p-4"
        empty={
          <p className="text-sm text-muted-foreground">
            {comparing
              ? "Ask anything across these ideas. Answers name each idea by its letter, cite its own report's evidence, and say so when the evidence does not cover a question."
              : "Ask anything about this analysis. Answers use its evidence and cite it, and say so when the evidence does not cover a question."}
          </p>
        }
      />

      <div className="space-y-3 border-t border-border p-4">
        <SuggestedQuestionChips
          chat={chat}
          results={results}
          questions={comparing ? COMPARISON_QUESTIONS : undefined}
        />
        <ChatComposer
          chat={chat}
          label="Your question"
          placeholder={
            comparing ? "Ask a question about these ideas…" : "Ask a question about this analysis…"
          }
          limitMessage={CHAT_MESSAGES.dialogLimit}
        />
        {chat.limitReached ? (
          <Button asChild className="w-full">
            <Link to="/dashboard">
              <MessageSquarePlus aria-hidden="true" /> Start New Analysis
            </Link>
          </Button>
        ) : null}
      </div>
    </>
  );
}
